import { MantineProvider } from '@mantine/core'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { MessageComposer } from './message-composer'

const people = [
  { id: 1, firstName: 'Priya', lastName: 'Nair', username: 'priya.nair' },
  { id: 2, firstName: 'Sofia', lastName: 'Ramirez', username: 'staff' },
  { id: 3, firstName: 'Marcus', lastName: 'Bennett', username: 'manager' },
]

function renderComposer() {
  const onSend = vi.fn(() => true)
  const onKeyDown = vi.fn()
  render(
    <MantineProvider>
      {/* A page or dialog around it must not see the list's Escape. */}
      <div onKeyDown={(event) => onKeyDown(event.key)}>
        <MessageComposer onSend={onSend} onAttach={() => undefined} uploading={false} people={people} />
      </div>
    </MantineProvider>,
  )
  return { onSend, onKeyDown, field: screen.getByRole('textbox', { name: 'Message' }) }
}

describe('@mentions in the chat composer', () => {
  it('typing @ offers the room’s people, narrowed as you type; arrows choose and Enter inserts without sending', async () => {
    const user = userEvent.setup()
    const { onSend, field } = renderComposer()
    await user.type(field, 'Hi @')
    const list = screen.getByRole('listbox', { name: 'People to mention' })
    expect(within(list).getAllByRole('option')).toHaveLength(3)
    expect(field).toHaveAttribute('aria-controls', list.id)
    expect(screen.getByText(/^3 people to mention/)).toHaveAttribute('aria-live', 'polite')
    await user.type(field, 's')
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Sofia Ramirez@staff'])
    await user.clear(field)
    await user.type(field, 'Hi @')
    await user.keyboard('{ArrowDown}')
    const options = within(screen.getByRole('listbox')).getAllByRole('option')
    expect(options[1]).toHaveAttribute('aria-selected', 'true')
    expect(field).toHaveAttribute('aria-activedescendant', options[1]!.id)
    await user.keyboard('{Enter}')
    expect(field).toHaveValue('Hi @priya.nair ')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(onSend).not.toHaveBeenCalled()
    await user.keyboard('{Enter}')
    expect(onSend).toHaveBeenCalledWith('Hi @priya.nair ')
  })

  it('Escape closes only the list; Tab and a click insert', async () => {
    const user = userEvent.setup()
    const { onKeyDown, field } = renderComposer()
    await user.type(field, '@ma')
    expect(screen.getByRole('listbox')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(onKeyDown).not.toHaveBeenCalledWith('Escape')
    expect(field).toHaveFocus()
    await user.type(field, 'r')
    await user.keyboard('{Tab}')
    expect(field).toHaveValue('@manager ')
    await user.type(field, 'and @pri')
    await user.click(screen.getByRole('option', { name: /Priya Nair/ }))
    expect(field).toHaveValue('@manager and @priya.nair ')
  })
})
