import { mergeMantineTheme, DEFAULT_THEME, MantineProvider, Select } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
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

describe('Select lists', () => {
  it('scroll natively: no ScrollArea measuring itself as each Select mounts (issue 13)', async () => {
    const user = userEvent.setup()
    const data = Array.from({ length: 30 }, (_, index) => `Person ${index + 1}`)
    render(
      <MantineProvider theme={theme}>
        <Select label="Assignee" data={data} />
      </MantineProvider>,
    )
    await user.click(screen.getByRole('combobox', { name: 'Assignee' }))
    const option = await screen.findByRole('option', { name: 'Person 30', hidden: true })
    expect(document.querySelector('.mantine-ScrollArea-root')).toBeNull()
    const dropdown = option.closest<HTMLElement>('.mantine-Select-dropdown')!
    expect(dropdown.style.overflowY).toBe('auto')
    expect(dropdown.style.maxHeight).toContain('13.75rem')
  })
})
