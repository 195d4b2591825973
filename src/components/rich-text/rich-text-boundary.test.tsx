import { MantineProvider } from '@mantine/core'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EDITOR_UNAVAILABLE, RichTextEditor } from './rich-text-editor'
import { RICH_TEXT_UNREADABLE, RichTextView } from './rich-text-view'

const POISON = 'poison'

// A stored value no test foresaw makes the renderer throw, and the editor fails to load.
vi.mock('./render-delta', async (importOriginal) => {
  const original = await importOriginal<typeof import('./render-delta')>()
  return {
    ...original,
    renderRichText: (value: string | null | undefined) => {
      if (value === POISON) throw new Error('Maximum update depth exceeded')
      return original.renderRichText(value)
    },
  }
})
vi.mock('./quill-editor', () => ({
  QuillEditor: () => {
    throw new Error('Failed to fetch dynamically imported module')
  },
}))

afterEach(() => vi.restoreAllMocks())

describe('a rich-text failure stays where it happened', () => {
  it('the viewer shows a note instead of the text; its neighbours still render', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <MantineProvider>
        <article>
          <h2>First</h2>
          <RichTextView value={POISON} />
        </article>
        <article>
          <h2>Second</h2>
          <RichTextView value="Plain and fine" />
        </article>
      </MantineProvider>,
    )
    expect(screen.getByText(RICH_TEXT_UNREADABLE)).toBeInTheDocument()
    expect(screen.getByText('Plain and fine')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Second' })).toBeInTheDocument()
  })

  it('a viewer given another text tries it afresh (a list reuses a card for another task)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { rerender } = render(
      <MantineProvider>
        <RichTextView value={POISON} />
      </MantineProvider>,
    )
    expect(screen.getByText(RICH_TEXT_UNREADABLE)).toBeInTheDocument()
    rerender(
      <MantineProvider>
        <RichTextView value="The next task's text" />
      </MantineProvider>,
    )
    expect(screen.getByText("The next task's text")).toBeInTheDocument()
    expect(screen.queryByText(RICH_TEXT_UNREADABLE)).not.toBeInTheDocument()
  })

  it('the editor says it could not open, and the rest of the form stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const onChange = vi.fn()
    render(
      <MantineProvider>
        <form>
          <RichTextEditor label="Description" value="Kept as it was" onChange={onChange} />
          <button type="submit">Save</button>
        </form>
      </MantineProvider>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent(EDITOR_UNAVAILABLE)
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
  })
})
