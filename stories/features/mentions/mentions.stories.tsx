import { Container, Stack } from '@mantine/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { mentionRenderer } from '@/components/mentions/mention-text'
import { RichTextEditor } from '@/components/rich-text/rich-text-editor'
import type { Comment } from '@/contract/schemas'
import { MessageComposer } from '@/domains/chat/components/message-composer'
import { MessageItem } from '@/domains/chat/components/message-item'
import { CommentItem } from '@/domains/comments/components/comment-item'

const long = { timeout: 10_000 }

/** Seed people: Sofia is the demo staff account, the reader in the "mentions you" stories. */
const PEOPLE = [
  { id: 2, firstName: 'Marcus', lastName: 'Bennett', username: 'manager' },
  { id: 3, firstName: 'Sofia', lastName: 'Ramirez', username: 'staff' },
  { id: 7, firstName: 'Priya', lastName: 'Nair', username: 'priya.nair' },
  { id: 8, firstName: 'Tomás', lastName: 'Herrera', username: 'tomas.herrera' },
]
const SOFIA_READS = mentionRenderer({ people: PEOPLE, meId: 3 })

const meta = {
  title: 'Features/Mentions',
  decorators: [(Story) => <Container size="sm" py="md" pt={280}>{Story()}</Container>],
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** The chat composer after typing `@`: the room's people, the first highlighted. */
export const ChatComposerListOpen: Story = {
  render: () => <MessageComposer onSend={fn(() => true)} onAttach={fn()} uploading={false} people={PEOPLE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Can you look, @')
    await expect(canvas.getByRole('listbox', { name: 'People to mention' })).toBeVisible()
  },
}

/** The comment editor after typing `@pr`: the list narrowed to Priya. */
export const CommentEditorListOpen: Story = {
  decorators: [(Story) => <Container size="sm" py="md">{Story()}</Container>],
  render: () => <RichTextEditor label="Add a comment" value={null} onChange={fn()} mentions={PEOPLE} placeholder="Write a comment..." />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const editor = await canvas.findByRole('textbox', { name: 'Add a comment' }, long)
    await userEvent.click(editor)
    await userEvent.keyboard('Thanks @pr')
    // The list opens in a portal, outside the story's root.
    const page = within(canvasElement.ownerDocument.body)
    await expect(await page.findByRole('option', { name: /Priya Nair/ }, long)).toHaveAttribute('aria-selected', 'true')
  },
}

const COMMENT: Comment = {
  id: 1,
  taskId: 1,
  commenter: 'Marcus Bennett',
  authorId: 2,
  text: JSON.stringify({ ops: [{ insert: '@staff please look at the login copy; ' }, { insert: '@priya.nair', attributes: { bold: true } }, { insert: ' for the screenshots.\n' }] }),
  createdAt: '2026-11-22T15:05:00',
  updatedAt: null,
}

/** A comment and a chat message mentioning the reader (highlighted) and someone else (a chip). */
export const MentionsOfTheReader: Story = {
  decorators: [(Story) => <Container size="sm" py="md">{Story()}</Container>],
  render: () => (
    <Stack>
      <CommentItem comment={COMMENT} canChange={false} editing={false} onEdit={fn()} onCancel={fn()} onSave={fn()} onDelete={fn()} renderText={SOFIA_READS} />
      <MessageItem
        message={{ id: 1, roomId: 1, senderId: 8, senderName: 'Tomás Herrera', timestamp: '2026-11-22T15:06:00', type: 'text', content: 'Standup moved, @staff and @manager', fileName: null }}
        mine={false}
        renderText={SOFIA_READS}
      />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('(mentions you)')).toHaveLength(2)
  },
}
