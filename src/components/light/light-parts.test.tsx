import { Avatar, MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { InitialsAvatar } from './initials-avatar'
import { LightBadge } from './light-badge'
import { initialsColorOf } from './initials-color'

describe('InitialsAvatar', () => {
  it("picks the colour Mantine's Avatar picks for the same name", () => {
    const names = ['Marcus Bennett', 'Sofia Ramirez', 'Aiko Hayashi', 'Isabella Rossi', 'A', 'Ünal Öztürk']
    render(
      <MantineProvider>
        {names.map((name) => (
          <Avatar key={name} color="initials" name={name} data-testid={`mantine-${name}`} />
        ))}
      </MantineProvider>,
    )
    for (const name of names) {
      const style = screen.getByTestId(`mantine-${name}`).getAttribute('style') ?? ''
      expect(style).toContain(`var(--mantine-color-${initialsColorOf(name)}-light)`)
    }
  })

  it('shows the initials, hidden from screen readers', () => {
    const { container } = render(<InitialsAvatar name="Marcus Bennett" initials="MB" />)
    const avatar = container.querySelector('span')
    expect(avatar).toHaveTextContent('MB')
    expect(avatar).toHaveAttribute('aria-hidden', 'true')
  })
})

describe('LightBadge', () => {
  it('takes its colour from a class, with no inline style per badge', () => {
    const { container } = render(<LightBadge color="teal">Active</LightBadge>)
    const badge = container.querySelector('span')
    expect(badge).not.toHaveAttribute('style')
    expect(badge!.className).toMatch(/teal/)
    expect(badge).toHaveTextContent('Active')
  })
})
