import { MantineProvider } from '@mantine/core'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RichTextView } from '@/components/rich-text/rich-text-view'
import { mentionRenderer } from './mention-text'

const people = [
  { id: 1, firstName: 'Priya', lastName: 'Nair', username: 'priya.nair' },
  { id: 2, firstName: 'Sofia', lastName: 'Ramirez', username: 'staff' },
]

function show(value: string, meId: number | null = 2) {
  const renderText = mentionRenderer({ people, meId })
  return render(
    <MantineProvider>
      <RichTextView value={value} renderText={renderText} />
    </MantineProvider>,
  )
}

describe('mentions in a text', () => {
  it('shows a known @username as the person’s name; unknown names stay as typed; addresses stay links', () => {
    const { container } = show(JSON.stringify({ ops: [{ insert: 'Ask @priya.nair or @someone, see https://example.com\n' }] }))
    const chip = container.querySelector('[data-mention="priya.nair"]')
    expect(chip).toHaveTextContent('@Priya Nair')
    expect(chip).not.toHaveAttribute('data-me')
    expect(container).toHaveTextContent('Ask @Priya Nair or @someone, see https://example.com')
    expect(screen.getByRole('link', { name: 'https://example.com' })).toHaveAttribute('href', 'https://example.com')
  })

  it('highlights a mention of the reader and says so', () => {
    const { container } = show('Over to you @Staff.')
    const chip = container.querySelector('[data-mention="staff"]')
    expect(chip).toHaveAttribute('data-me')
    expect(chip).toHaveTextContent('@Sofia Ramirez (mentions you)')
    expect(within(container).getByText(/Over to you/)).toHaveTextContent('Over to you @Sofia Ramirez (mentions you).')
  })

  it('keeps formatting around a mention in a delta', () => {
    const { container } = show(JSON.stringify({ ops: [{ insert: 'cc @priya.nair', attributes: { bold: true } }, { insert: '\n' }] }), null)
    expect(container.querySelector('strong [data-mention="priya.nair"]')).not.toBeNull()
  })
})
