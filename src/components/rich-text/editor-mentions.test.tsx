import { MantineProvider } from '@mantine/core'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { RichTextEditor } from './rich-text-editor'

const people = [
  { id: 1, firstName: 'Priya', lastName: 'Nair', username: 'priya.nair' },
  { id: 2, firstName: 'Sofia', lastName: 'Ramirez', username: 'staff' },
]

async function renderEditor() {
  const onChange = vi.fn()
  const onSubmit = vi.fn()
  render(
    <MantineProvider>
      <RichTextEditor label="Add a comment" value={null} onChange={onChange} onSubmit={onSubmit} mentions={people} />
    </MantineProvider>,
  )
  const editor = await screen.findByRole('textbox', { name: 'Add a comment' })
  return { editor, onChange }
}

describe('@mentions in the comment editor', () => {
  beforeAll(() => {
    // jsdom lays nothing out; Quill measures the selection to place the list.
    Range.prototype.getBoundingClientRect ??= () => new DOMRect()
    Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList
  })

  it('typing @ offers the people, arrows choose, Enter inserts @username as text', async () => {
    const user = userEvent.setup()
    const { editor, onChange } = await renderEditor()
    expect(editor).toHaveAttribute('aria-autocomplete', 'list')
    await user.click(editor)
    await user.keyboard('Hi @')
    const list = await screen.findByRole('listbox', { name: 'People to mention' })
    expect(within(list).getAllByRole('option')).toHaveLength(2)
    expect(editor).toHaveAttribute('aria-controls', list.id)
    await user.keyboard('{ArrowDown}')
    const second = within(list).getAllByRole('option')[1]!
    expect(second).toHaveAttribute('aria-selected', 'true')
    expect(editor).toHaveAttribute('aria-activedescendant', second.id)
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('listbox')).toBeNull()
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toContain('Hi @staff '))
    // Enter picked: no new line was started (jsdom's typing leaves Quill a spare line from the start).
    const lines = (value: unknown) => String(value).split('\\n').length
    expect(lines(onChange.mock.lastCall?.[0])).toBe(lines(onChange.mock.calls[0]?.[0]))
  })

  it('narrows as you type; Escape closes only the list and stays in the text; a click inserts', async () => {
    const user = userEvent.setup()
    const { editor, onChange } = await renderEditor()
    await user.click(editor)
    await user.keyboard('@pri')
    const list = await screen.findByRole('listbox')
    expect(within(list).getAllByRole('option')).toHaveLength(1)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(editor).toHaveFocus()
    await user.keyboard(' and @so')
    await user.click(await screen.findByRole('option', { name: /Sofia Ramirez/ }))
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toContain('@pri and @staff '))
  })

  it('an editor opened again, its code already loaded, is a combobox at once and named by its label', async () => {
    const first = await renderEditor()
    expect(first.editor).toHaveAttribute('aria-autocomplete', 'list')
    cleanup()
    // Quill's chunk is in now: the editor mounts in the same commit as its label.
    const { editor } = await renderEditor()
    expect(editor).toHaveAttribute('aria-autocomplete', 'list')
    expect(editor).toHaveAccessibleName('Add a comment')
  })
})
