/**
 * Works out the theme's readable text colours (issue 14): run at build time by
 * `npm run theme:colors`, which writes them to `theme-colors.ts`, and by the test that keeps that
 * file current; the app itself never loads this.
 */
import { type CSSVariablesResolver, darken, lighten } from '@mantine/core'

function luminance(color: string): number {
  const channels = color.startsWith('#')
    ? [1, 3, 5].map((start) => parseInt(color.slice(start, start + 2), 16))
    : (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number)
  const [r = 0, g = 0, b = 0] = channels.map((value) => {
    const channel = value / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** AA for normal text is 4.5:1; a little headroom covers tinted card and hover backgrounds. */
const READABLE = 4.7

/** `color`, darkened (or in the dark scheme lightened) just enough to be readable on every one of `backgrounds`. */
function readableOn(color: string, backgrounds: string[], adjust: typeof darken = darken): string {
  let amount = 0
  let result = color
  while (backgrounds.some((background) => contrastRatio(result, background) < READABLE) && amount < 0.9) {
    amount += 0.05
    result = adjust(color, amount)
  }
  return result
}

/** `share` of `color` over `background`, as CSS `color-mix(in srgb, …)` paints a tinted badge. */
function mix(color: string, background: string, share: number): string {
  const channels = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16))
  const [a, b] = [channels(color), channels(background)]
  return `#${a.map((value, i) => Math.round(value * share + b[i]! * (1 - share)).toString(16).padStart(2, '0')).join('')}`
}

/**
 * Text colours that pass WCAG AA while keeping Mantine's palette: dimmed and error text,
 * placeholders, and per colour its text colour (on the page, on cards and dropdowns and on the
 * colour's own tint, as badges draw it) and light-variant (badge) colour, in both schemes.
 */
export function readableVariables(resolved: Parameters<CSSVariablesResolver>[0]): ReturnType<CSSVariablesResolver> {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#5c636a',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  }
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': '#a6a6a6',
    '--mantine-color-placeholder': '#a6a6a6',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
  }
  const [darkCard, darkBody] = [resolved.colors.dark[6], resolved.colors.dark[7]]
  for (const [name, shades] of Object.entries(resolved.colors)) {
    if (name === 'dark' || name === 'gray') continue
    // shades[2]: a coloured menu item's hover and focus background (the red Sign Out when focused).
    light[`--mantine-color-${name}-text`] = readableOn(shades[8], [shades[1], shades[2], mix(shades[8], '#ffffff', 0.12)])
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], [shades[1]])
    // darken(shades[9], 0.3): a coloured menu item's hover and focus background in the dark scheme.
    dark[`--mantine-color-${name}-text`] = readableOn(shades[4], [darkBody, darkCard, mix(shades[4], darkBody, 0.12), mix(shades[4], darkCard, 0.12), darken(shades[9], 0.3)], lighten)
  }
  return {
    // Coloured text in the primary colour (links styled as actions): Mantine has no variable for it.
    variables: { '--mantine-primary-color-text': `var(--mantine-color-${resolved.primaryColor}-text)` },
    light,
    dark,
  }
}

/** `theme-colors.ts` as `npm run theme:colors` writes it. */
export function themeColorsSource(colors: ReturnType<CSSVariablesResolver>): string {
  return `// Written by \`npm run theme:colors\` from src/theme-contrast.ts; src/theme.test.ts keeps it current.
import type { ConvertCSSVariablesInput } from '@mantine/core'

export const READABLE_COLORS: ConvertCSSVariablesInput = ${JSON.stringify(colors, null, 2)}
`
}
