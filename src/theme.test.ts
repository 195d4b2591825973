import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { cssVariablesResolver, theme } from './theme'
import { contrastRatio, readableVariables } from './theme-contrast'

describe('cssVariablesResolver', () => {
  const resolved = mergeMantineTheme(DEFAULT_THEME, theme)

  it('gives every colour a text colour that reads at AA on the page', () => {
    const { light } = cssVariablesResolver(resolved)
    for (const name of ['indigo', 'red', 'honey']) {
      expect(contrastRatio(light[`--mantine-color-${name}-text`]!, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('answers the colours worked out ahead for this theme, not a search at every page load (issue 13)', () => {
    const current = readableVariables(resolved)
    const written = cssVariablesResolver(resolved)
    if (JSON.stringify(written) !== JSON.stringify(current)) {
      expect.fail('src/theme-colors.ts differs from what src/theme-contrast.ts works out for the theme: run `npm run theme:colors` and commit the result.')
    }
    expect(cssVariablesResolver(resolved)).toBe(written)
  })
})
