import { Button, MantineProvider } from '@mantine/core'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { RichTextEditor } from './rich-text-editor'
import { nextIndex } from './toolbar-keyboard'

async function renderEditor() {
  const onChange = vi.fn()
  render(
    <MantineProvider>
      <RichTextEditor label="Add a comment" value={null} onChange={onChange} />
      <Button>Add</Button>
    </MantineProvider>,
  )
  const editor = await screen.findByRole('textbox', { name: 'Add a comment' })
  const toolbar = screen.getByRole('toolbar', { name: 'Add a comment formatting' })
  return { editor, toolbar, onChange }
}

describe('rich text editor keyboard', () => {
  beforeAll(() => {
    // jsdom lays nothing out; Quill measures the selection when it applies a format.
    Range.prototype.getBoundingClientRect ??= () => new DOMRect()
  })

  it('Tab leaves the editor for the next control without typing a tab; Shift+Tab goes back to the toolbar', async () => {
    const user = userEvent.setup()
    const { editor, toolbar, onChange } = await renderEditor()
    await user.click(editor)
    await user.keyboard('Hello')
    await user.tab()
    expect(screen.getByRole('button', { name: 'Add' })).toHaveFocus()
    await waitFor(() => expect(onChange).toHaveBeenCalled())
    expect(onChange.mock.lastCall?.[0]).not.toContain('\\t')

    await user.click(editor)
    await user.tab({ shift: true })
    expect(within(toolbar).getByRole('button', { name: 'Heading' })).toHaveFocus()
  })

  it('Tab leaves a list item instead of indenting it', async () => {
    const user = userEvent.setup()
    const { editor, onChange } = await renderEditor()
    await user.click(editor)
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }))
    await user.click(editor)
    await user.keyboard('one')
    await user.tab()
    expect(screen.getByRole('button', { name: 'Add' })).toHaveFocus()
    expect(onChange.mock.lastCall?.[0]).not.toContain('indent')
  })

  it('Escape leaves the editor for the toolbar, and keeps the event from closing a dialog', async () => {
    const user = userEvent.setup()
    const { editor, toolbar } = await renderEditor()
    expect(editor).toHaveAttribute('data-mantine-stop-propagation', 'true')
    await user.click(editor)
    await user.keyboard('{Escape}')
    expect(within(toolbar).getByRole('button', { name: 'Heading' })).toHaveFocus()
  })

  it('is one Tab stop with roving focus: arrows, Home and End', async () => {
    const user = userEvent.setup()
    const { toolbar } = await renderEditor()
    const focusable = [...toolbar.querySelectorAll('[tabindex="0"], button:not([tabindex="-1"])')]
    expect(focusable).toHaveLength(1)
    within(toolbar).getByRole('button', { name: 'Heading' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveFocus()
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute('tabindex', '0')
    expect(within(toolbar).getByRole('button', { name: 'Heading' })).toHaveAttribute('tabindex', '-1')
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(within(toolbar).getByRole('button', { name: 'Clear formatting' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(within(toolbar).getByRole('button', { name: 'Heading' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(within(toolbar).getByRole('button', { name: 'Clear formatting' })).toHaveFocus()
    // Tab from the toolbar goes to the text, not to the next toolbar button.
    await user.tab()
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveFocus()
  })

  it('names every control and every colour swatch', async () => {
    const { toolbar } = await renderEditor()
    for (const name of ['Heading', 'Bold', 'Italic', 'Underline', 'Strikethrough', 'Text colour', 'Background colour', 'Numbered list', 'Bulleted list', 'Decrease indent', 'Increase indent', 'Alignment', 'Link', 'Image', 'Clear formatting']) {
      expect(within(toolbar).getByRole('button', { name, hidden: true })).toBeInTheDocument()
    }
    const swatches = toolbar.querySelectorAll('.ql-color .ql-picker-item')
    expect(swatches).toHaveLength(35)
    const names = [...swatches].map((swatch) => swatch.getAttribute('aria-label'))
    expect(names[1]).toBe('Text colour: red')
    expect(new Set(names).size).toBe(35)
    expect(toolbar.querySelector('.ql-background .ql-picker-item')?.getAttribute('aria-label')).toBe('Background colour: black')
    expect(toolbar.querySelector('.ql-header .ql-picker-item')?.getAttribute('aria-label')).toBe('Heading 1')
  })

  it('opens a colour picker with Enter, walks the swatches with arrows, applies with Enter and closes with Escape', async () => {
    const user = userEvent.setup()
    const { toolbar } = await renderEditor()
    const colour = within(toolbar).getByRole('button', { name: 'Text colour' })
    colour.focus()
    await user.keyboard('{Enter}')
    expect(colour).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('button', { name: 'Text colour: black' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('button', { name: 'Text colour: red' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('button', { name: 'Text colour: pale red' })).toHaveFocus()
    await user.keyboard('{ArrowUp}{Enter}')
    expect(colour).toHaveAttribute('aria-expanded', 'false')
    expect(colour).toHaveFocus()
    expect(colour).toHaveAttribute('data-value', '#e60000')

    await user.keyboard('{ArrowDown}')
    expect(colour).toHaveAttribute('aria-expanded', 'true')
    expect(colour).toHaveAttribute('data-mantine-stop-propagation', 'true')
    // The swatch of the current colour (none here, so the first) has focus.
    const swatches = toolbar.querySelectorAll('.ql-color .ql-picker-item')
    expect(document.activeElement).toBe(toolbar.querySelector('.ql-color .ql-selected') ?? swatches[0])
    await user.keyboard('{Escape}')
    expect(colour).toHaveAttribute('aria-expanded', 'false')
    await waitFor(() => expect(colour).toHaveFocus())
  })

  it('moves in a list and in a grid of seven', () => {
    expect(nextIndex('ArrowRight', 3, 4)).toBe(0)
    expect(nextIndex('ArrowLeft', 0, 4)).toBe(3)
    expect(nextIndex('ArrowDown', 3, 4)).toBe(0)
    expect(nextIndex('ArrowDown', 2, 35, 7)).toBe(9)
    expect(nextIndex('ArrowDown', 30, 35, 7)).toBe(34)
    expect(nextIndex('ArrowUp', 2, 35, 7)).toBe(0)
    expect(nextIndex('End', 2, 35, 7)).toBe(34)
    expect(nextIndex('a', 2, 35, 7)).toBeNull()
  })
})
