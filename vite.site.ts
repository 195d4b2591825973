import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import type { Plugin } from 'vite'
import { ROUTE_DESCRIPTIONS } from './src/lib/route-descriptions.ts'
import { ROUTE_NAMES, type StaticRoutePath } from './src/lib/route-meta.ts'

/**
 * What a shared link and an installed demo show (issue 17): PNG icons and an Open Graph image
 * rendered at build time from the brand SVG (`public/favicon.svg`), a web manifest, theme colours
 * for both schemes, and Open Graph / Twitter tags. Everything is relative to the build's base, so
 * the root and sub-path builds both carry it; `VITE_SITE_URL` (e.g. https://example.com) makes the
 * image and canonical addresses absolute, which link previews need.
 */

export const SITE = {
  name: 'Taskhive',
  description: 'Taskhive: projects, tasks, daily checklists and team chat in one place.',
  /** The header's background in each scheme (Mantine's body colours). */
  themeLight: '#ffffff',
  themeDark: '#242424',
  /** The brand's honey, the icon's own background on maskable icons. */
  brand: '#f59f00',
}

const ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const
const APPLE_TOUCH_ICON = 'apple-touch-icon.png'
export const OG_IMAGE = { file: 'og-image.png', width: 1200, height: 630 }

function png(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }).render().asPng()
}

/** The brand mark inside `size`, on a square background (maskable icons keep it in the safe zone). */
function iconSvg(brand: string, size: number, background: string | null, inset: number): string {
  const inner = brand.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '')
  const scale = (size * (1 - 2 * inset)) / 64
  const offset = size * inset
  const fill = background ? `<rect width="${size}" height="${size}" fill="${background}"/>` : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${fill}<g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g></svg>`
}

/** A picture of the product: the brand, the tagline, and a sketch of the task board. */
function ogSvg(brand: string): string {
  const inner = brand.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '')
  const card = (x: number, y: number, title: string, badge: string, colour: string) => `
    <g transform="translate(${x} ${y})">
      <rect width="300" height="92" rx="12" fill="#ffffff" stroke="#dee2e6"/>
      <text x="20" y="38" font-size="22" font-weight="600" fill="#212529">${title}</text>
      <rect x="20" y="54" width="${badge.length * 11 + 20}" height="24" rx="12" fill="${colour}" opacity="0.15"/>
      <text x="30" y="72" font-size="15" font-weight="600" fill="${colour}">${badge}</text>
    </g>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE.width}" height="${OG_IMAGE.height}" font-family="DejaVu Sans, sans-serif">
    <rect width="1200" height="630" fill="#1b2240"/>
    <g transform="translate(80 90) scale(1.6)">${inner}</g>
    <text x="200" y="160" font-size="72" font-weight="700" fill="#ffffff">${SITE.name}</text>
    <text x="80" y="250" font-size="30" fill="#c5cbe8">Projects, tasks, daily checklists and team chat</text>
    <text x="80" y="292" font-size="30" fill="#c5cbe8">in one place.</text>
    <rect x="80" y="340" width="1040" height="230" rx="18" fill="#f1f3f5"/>
    ${card(110, 370, 'Plan the launch', 'In Progress', '#1971c2')}
    ${card(450, 370, 'Review designs', 'To Do', '#495057')}
    ${card(790, 370, 'Ship release 2.4', 'Completed', '#2f9e44')}
    ${card(110, 470, 'Update the docs', 'High', '#e03131')}
    ${card(450, 470, 'Team stand-up', 'Daily', '#e8590c')}
    ${card(790, 470, 'Client feedback', 'Chat', '#6741d9')}
  </svg>`
}

function manifest(base: string): string {
  return JSON.stringify(
    {
      name: SITE.name,
      short_name: SITE.name,
      description: SITE.description,
      id: base,
      start_url: base,
      scope: base,
      display: 'standalone',
      background_color: SITE.themeLight,
      theme_color: SITE.themeLight,
      icons: [
        ...ICONS.map((icon) => ({ src: `${base}${icon.file}`, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
        { src: `${base}favicon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    null,
    2,
  )
}

/** The build's address of a file under its base, absolute when the site's origin is known. */
export function siteUrl(siteOrigin: string | undefined, base: string, path = ''): string {
  const origin = siteOrigin?.trim().replace(/\/+$/, '') ?? ''
  return `${origin}${base}${path}`
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** index.html as the page of one route: its title, description and addresses. */
export function routePage(html: string, path: string, meta: { name: string; description: string }, address: string): string {
  const title = path === '/' ? SITE.name : `${meta.name} · ${SITE.name}`
  const description = escapeAttribute(meta.description)
  const set = (pattern: RegExp, value: string) => {
    if (!pattern.test(html)) throw new Error(`index.html has no ${pattern}`)
    html = html.replace(pattern, value)
  }
  set(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(title)}</title>`)
  set(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${description}"`)
  set(/<link rel="canonical" href="[^"]*"/, `<link rel="canonical" href="${address}"`)
  set(/<meta property="og:title" content="[^"]*"/, `<meta property="og:title" content="${escapeAttribute(title)}"`)
  set(/<meta property="og:description" content="[^"]*"/, `<meta property="og:description" content="${description}"`)
  set(/<meta property="og:url" content="[^"]*"/, `<meta property="og:url" content="${address}"`)
  set(/<meta name="twitter:title" content="[^"]*"/, `<meta name="twitter:title" content="${escapeAttribute(title)}"`)
  set(/<meta name="twitter:description" content="[^"]*"/, `<meta name="twitter:description" content="${description}"`)
  return html
}

export function siteMeta(): Plugin {
  let base = '/'
  let origin: string | undefined
  return {
    name: 'taskhive-site-meta',
    apply: 'build',
    configResolved(resolved) {
      base = resolved.base
      origin = resolved.env.VITE_SITE_URL
    },
    generateBundle() {
      const brand = readFileSync(new URL('./public/favicon.svg', import.meta.url), 'utf8')
      for (const icon of ICONS) {
        const svg = icon.purpose === 'maskable' ? iconSvg(brand, icon.size, SITE.themeLight, 0.2) : iconSvg(brand, icon.size, null, 0.04)
        this.emitFile({ type: 'asset', fileName: icon.file, source: png(svg, icon.size) })
      }
      this.emitFile({ type: 'asset', fileName: APPLE_TOUCH_ICON, source: png(iconSvg(brand, 180, SITE.themeLight, 0.12), 180) })
      this.emitFile({ type: 'asset', fileName: OG_IMAGE.file, source: png(ogSvg(brand), OG_IMAGE.width) })
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: manifest(base) })
    },
    transformIndexHtml() {
      const image = siteUrl(origin, base, OG_IMAGE.file)
      const meta = (attrs: Record<string, string>) => ({ tag: 'meta', attrs, injectTo: 'head' as const })
      return [
        { tag: 'link', attrs: { rel: 'manifest', href: `${base}manifest.webmanifest` }, injectTo: 'head' },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: `${base}${APPLE_TOUCH_ICON}` }, injectTo: 'head' },
        meta({ name: 'theme-color', media: '(prefers-color-scheme: light)', content: SITE.themeLight }),
        meta({ name: 'theme-color', media: '(prefers-color-scheme: dark)', content: SITE.themeDark }),
        { tag: 'link', attrs: { rel: 'canonical', href: siteUrl(origin, base) }, injectTo: 'head' },
        meta({ property: 'og:type', content: 'website' }),
        meta({ property: 'og:site_name', content: SITE.name }),
        meta({ property: 'og:title', content: SITE.name }),
        meta({ property: 'og:description', content: SITE.description }),
        meta({ property: 'og:url', content: siteUrl(origin, base) }),
        meta({ property: 'og:image', content: image }),
        meta({ property: 'og:image:width', content: String(OG_IMAGE.width) }),
        meta({ property: 'og:image:height', content: String(OG_IMAGE.height) }),
        meta({ property: 'og:image:alt', content: 'Taskhive: a task board with projects, statuses and chat' }),
        meta({ name: 'twitter:card', content: 'summary_large_image' }),
        meta({ name: 'twitter:title', content: SITE.name }),
        meta({ name: 'twitter:description', content: SITE.description }),
        meta({ name: 'twitter:image', content: image }),
      ]
    },
    // Every route without parameters gets its own page (`pricing/index.html`): its own title and
    // description for link previews, and a 200 on a first visit even where the host has no rewrites.
    writeBundle(options) {
      const dir = options.dir ?? 'dist'
      const index = readFileSync(join(dir, 'index.html'), 'utf8')
      for (const path of Object.keys(ROUTE_NAMES) as StaticRoutePath[]) {
        const meta = { name: ROUTE_NAMES[path], description: ROUTE_DESCRIPTIONS[path] }
        const page = routePage(index, path, meta, siteUrl(origin, base, path.slice(1)))
        const target = path === '/' ? dir : join(dir, path.slice(1))
        mkdirSync(target, { recursive: true })
        writeFileSync(join(target, 'index.html'), page)
      }
    },
  }
}
