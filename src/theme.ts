import { createTheme, type CSSVariablesResolver, darken, type MantineColorsTuple } from '@mantine/core'

/** Honey amber: the hive's colour, used sparingly for accents. */
const honey: MantineColorsTuple = [
  '#fff8e1',
  '#ffefcc',
  '#ffdd9b',
  '#ffca64',
  '#ffba38',
  '#ffb01b',
  '#ffab09',
  '#e39500',
  '#ca8400',
  '#af7100',
]

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 8 of indigo carries white text at 5.7:1 (shade 6 was 4.3:1); red, the Delete colour, at 4.5:1.
  primaryShade: { light: 8, dark: 8 },
  colors: { honey },
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // Plain objects, not `Modal.extend`: the theme is on the first load, these components are not.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Mantine's placeholder is a focusable presentational div, which axe rejects inside role=menu.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    DatePickerInput: { defaultProps: { clearButtonProps: { 'aria-label': 'Clear date' } } },
  },
})

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

/** `color`, darkened just enough to be readable on `background`. */
function readableOn(color: string, background: string): string {
  let amount = 0
  let result = color
  while (contrastRatio(result, background) < READABLE && amount < 0.9) {
    amount += 0.05
    result = darken(color, amount)
  }
  return result
}

/**
 * Text colours that pass WCAG AA (issue 14) while keeping Mantine's palette: dimmed and error
 * text, placeholders, and in the light scheme each colour's text and light-variant (badge) colour.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#5c636a',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  }
  for (const [name, shades] of Object.entries(resolved.colors)) {
    if (name === 'dark' || name === 'gray') continue
    // On the colour's own tint, not just white: badges sit on a wash of their colour.
    light[`--mantine-color-${name}-text`] = readableOn(shades[8], shades[1])
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[1])
  }
  return {
    variables: {},
    light,
    dark: {
      '--mantine-color-dimmed': '#a6a6a6',
      '--mantine-color-placeholder': '#a6a6a6',
      '--mantine-color-error': 'var(--mantine-color-red-5)',
    },
  }
}
