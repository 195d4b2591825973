import { expect, test } from '@playwright/test'

// Issue 17: what a shared link and an installed demo show.
test('the build carries a manifest with PNG icons, theme colours for both schemes and link-preview tags', async ({ page, request }) => {
  await page.goto('/')
  const head = page.locator('head')
  await expect(head.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveAttribute('content', '#ffffff')
  await expect(head.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute('content', '#242424')
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Taskhive')
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')

  const manifestHref = await head.locator('link[rel="manifest"]').getAttribute('href')
  const manifest = (await (await request.get(manifestHref!)).json()) as { start_url: string; display: string; icons: { src: string; sizes: string; type: string; purpose: string }[] }
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' })
  const sizes = manifest.icons.filter((icon) => icon.type === 'image/png').map((icon) => `${icon.sizes} ${icon.purpose}`)
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))

  const images = [
    ...manifest.icons.map((icon) => icon.src),
    (await head.locator('meta[property="og:image"]').getAttribute('content'))!,
    (await head.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!,
  ]
  for (const src of images) {
    const response = await request.get(src)
    expect(response.status(), src).toBe(200)
    expect(response.headers()['content-type'], src).toMatch(/^image\//)
  }
  const og = await request.get((await head.locator('meta[property="og:image"]').getAttribute('content'))!)
  // A PNG of 1200×630: the width and height sit in the IHDR chunk.
  const bytes = await og.body()
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630])
})

test('every route without parameters has its own page: its title and description, answered 200', async ({ page, request }) => {
  for (const [path, title, description] of [
    ['/pricing', 'Pricing · Taskhive', 'Taskhive plans: Free, Professional and Enterprise.'],
    ['/documentation', 'Documentation · Taskhive', 'How to use Taskhive'],
    ['/dashboard', 'Dashboard · Taskhive', 'Your tasks at a glance'],
  ] as const) {
    // The folder's page, as any static host serves `pricing/index.html` (a host with rewrites, like
    // this preview server, answers the app's own index.html at `/pricing`).
    const response = await request.get(`${path}/`)
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    expect(html).toContain(`<title>${title}</title>`)
    expect(html).toMatch(new RegExp(`<meta name="description" content="${description}`))
    expect(html).toMatch(new RegExp(`<meta property="og:title" content="${title}"`))
    expect(html).toContain(`<link rel="canonical" href="${path}"`)
  }
  // And the app runs from such a page as from any other.
  await page.goto('/pricing')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Simple plans')
  await expect(page).toHaveTitle('Pricing · Taskhive')
})
