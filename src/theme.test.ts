import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { contrastRatio, cssVariablesResolver, theme } from './theme'

describe('cssVariablesResolver', () => {
  const resolved = mergeMantineTheme(DEFAULT_THEME, theme)

  it('gives every colour a text colour that reads at AA on the page', () => {
    const { light } = cssVariablesResolver(resolved)
    for (const name of ['indigo', 'red', 'honey']) {
      expect(contrastRatio(light[`--mantine-color-${name}-text`]!, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('works the colours out once per theme: Mantine asks on every render of its provider', () => {
    expect(cssVariablesResolver(resolved)).toBe(cssVariablesResolver(resolved))
    expect(cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme))).not.toBe(cssVariablesResolver(resolved))
  })
})
