import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { LightTabs } from './light-tabs'

const TABS = [
  { value: 'all', label: 'All' },
  { value: 'todo', label: 'To Do' },
  { value: 'done', label: 'Completed' },
] as const

function Subject() {
  const [value, setValue] = useState<(typeof TABS)[number]['value']>('all')
  return (
    <>
      <LightTabs tabs={TABS} value={value} onChange={setValue} aria-label="Tasks by status" controls="list" />
      <p id="list">Showing {value}</p>
    </>
  )
}

describe('LightTabs', () => {
  it('is a named tab list whose chosen tab is selected and the one Tab stop', () => {
    render(<Subject />)
    const list = screen.getByRole('tablist', { name: 'Tasks by status' })
    expect(list).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('tabindex', '0')
    expect(screen.getByRole('tab', { name: 'To Do' })).toHaveAttribute('tabindex', '-1')
    expect(screen.getByRole('tab', { name: 'To Do' })).toHaveAttribute('aria-controls', 'list')
  })

  it('chooses a tab on click', async () => {
    render(<Subject />)
    await userEvent.click(screen.getByRole('tab', { name: 'Completed' }))
    expect(screen.getByText('Showing done')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveAttribute('aria-selected', 'true')
  })

  it('moves and chooses with the arrows, Home and End, wrapping round, focus following', async () => {
    render(<Subject />)
    await userEvent.tab()
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'To Do' })).toHaveFocus()
    expect(screen.getByText('Showing todo')).toBeInTheDocument()
    await userEvent.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Completed' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(screen.getByText('Showing done')).toBeInTheDocument()
    await userEvent.keyboard('{Home}')
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true')
  })
})
