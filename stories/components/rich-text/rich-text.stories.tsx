import { Stack } from '@mantine/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, within } from 'storybook/test'
import { RichTextEditor } from '@/components/rich-text/rich-text-editor'
import { RichTextView } from '@/components/rich-text/rich-text-view'

const delta = (...ops: unknown[]) => JSON.stringify({ ops })

const EVERY_FORMAT = delta(
  { insert: 'Release plan' },
  { insert: '\n', attributes: { header: 2 } },
  { insert: 'Bold', attributes: { bold: true } },
  { insert: ', ' },
  { insert: 'italic', attributes: { italic: true } },
  { insert: ', ' },
  { insert: 'underline', attributes: { underline: true } },
  { insert: ', ' },
  { insert: 'strike', attributes: { strike: true } },
  { insert: ', ' },
  { insert: 'red on yellow', attributes: { color: '#c92a2a', background: '#fff3bf' } },
  { insert: ' and a ' },
  { insert: 'link', attributes: { link: 'https://example.com' } },
  { insert: '.\n' },
  { insert: 'First' },
  { insert: '\n', attributes: { list: 'ordered' } },
  { insert: 'Nested' },
  { insert: '\n', attributes: { list: 'bullet', indent: 1 } },
  { insert: 'Centred line' },
  { insert: '\n', attributes: { align: 'center' } },
)

const HOSTILE = delta(
  { insert: 'click me', attributes: { link: 'javascript:alert(1)' } },
  { insert: ' <img src=x onerror=alert(1)> ' },
  { insert: { video: 'https://evil.example/phish' } },
  { insert: { formula: 'x' } },
  { insert: 'styled', attributes: { color: 'red;background:url(https://evil/t)' } },
  { insert: '\n' },
)

const meta = {
  title: 'Components/Rich text',
  component: RichTextView,
  args: { value: EVERY_FORMAT },
  decorators: [(Story) => <Stack p="lg" maw={640}>{Story()}</Stack>],
} satisfies Meta<typeof RichTextView>
export default meta
type Story = StoryObj<typeof meta>

export const EveryFormat: Story = {}
export const ClampedToThreeLines: Story = { args: { lineClamp: 3 } }
export const HostileDelta: Story = {
  args: { value: HOSTILE },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img, iframe, script, a')).toBeNull()
    // The javascript: link is dropped and its text kept, in the same paragraph as the escaped tag.
    await expect(within(canvasElement).getByText(/^click me <img src=x onerror=alert\(1\)> styled$/)).toBeInTheDocument()
  },
}
export const LegacyPlainText: Story = { args: { value: 'Written before descriptions were rich text.' } }
export const Empty: Story = { args: { value: null, empty: 'No description' } }

function EditorDemo() {
  const [value, setValue] = useState<string | null>(EVERY_FORMAT)
  return (
    <Stack>
      <RichTextEditor label="Description" value={EVERY_FORMAT} onChange={setValue} />
      <RichTextView value={value} />
    </Stack>
  )
}

export const Editor: Story = { render: () => <EditorDemo /> }
export const EditorPhone: Story = { render: () => <EditorDemo />, globals: { viewport: { value: 'phone', isRotated: false } } }
