import { Container } from '@mantine/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http, HttpResponse } from 'msw'
import { expect, fn, within } from 'storybook/test'
import { db } from '../../../mocks/db'
import { addComment } from '../../../mocks/services/comments'
import { deltaOf } from '../../../mocks/services/rich-text'
import { seeded } from '../../support/seed'
import { signedInAs } from '../../support/session'
import { apiPaths } from '@/contract/paths'
import type { Comment } from '@/contract/schemas'
import { CommentItem } from '@/domains/comments/components/comment-item'
import { CommentsPanel } from '@/domains/comments/components/comments-panel'
import { apiUrl } from '@/lib/config'

const long = { timeout: 10_000 }

/** A story loader: a task of staff's with `count` comments (every other one by staff). */
function taskWithComments(count: number) {
  return async () => {
    await seeded()
    const staff = db.users.findFirst((q) => q.where({ username: 'staff' }), { strict: true })
    const task = db.tasks.findMany((q) => q.where({ assigneeId: staff.id })).at(-1)!
    const project = db.projects.findFirst((q) => q.where({ id: task.projectId }), { strict: true })
    const teammate = db.users.findFirst((q) => q.where({ id: project.memberIds.find((id) => id !== staff.id)! }), { strict: true })
    db.comments.deleteMany((q) => q.where({ taskId: task.id }))
    const lines = ['I started on this, first draft by tomorrow.', 'Looks good — can we ship it Friday?', 'Pushed the copy changes.', 'Thanks, reviewing now.']
    for (let index = 0; index < count; index += 1) {
      await addComment(task.id, deltaOf(lines[index % lines.length]!), index % 2 === 0 ? teammate : staff)
    }
    return { taskId: task.id }
  }
}

const meta = {
  title: 'Features/Comments/Panel',
  component: CommentsPanel,
  args: { taskId: 1 },
  render: (_args, { loaded }) => (
    <Container size="md" py="md">
      <CommentsPanel taskId={(loaded as { taskId: number }).taskId} />
    </Container>
  ),
} satisfies Meta<typeof CommentsPanel>
export default meta
type Story = StoryObj<typeof meta>

export const AFew: Story = {
  loaders: [signedInAs('staff'), taskWithComments(4)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Pushed the copy changes.', {}, long)).toBeInTheDocument()
    // Staff wrote two of the four: only those have Edit and Delete.
    await expect(canvas.getAllByRole('button', { name: 'Edit' })).toHaveLength(2)
  },
}

export const AFewPhone: Story = { ...AFew, globals: { viewport: { value: 'phone', isRotated: false } } }

export const AsAdmin: Story = {
  loaders: [signedInAs('admin'), taskWithComments(4)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Pushed the copy changes.', {}, long)
    await expect(canvas.getAllByRole('button', { name: 'Edit' })).toHaveLength(4)
  },
}

export const Empty: Story = {
  loaders: [signedInAs('staff'), taskWithComments(0)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No comments yet. Start the conversation below.', {}, long)).toBeInTheDocument()
    await expect(await canvas.findByRole('button', { name: 'Add' }, long)).toBeDisabled()
  },
}

export const Loading: Story = {
  loaders: [signedInAs('staff'), taskWithComments(2)],
  beforeEach({ msw }) {
    msw.use(http.get(apiUrl(apiPaths.comments.ofTask(':taskId')), () => delay('infinite')))
  },
}

export const LoadFailed: Story = {
  loaders: [signedInAs('staff'), taskWithComments(2)],
  beforeEach({ msw }) {
    msw.use(http.get(apiUrl(apiPaths.comments.ofTask(':taskId')), () => HttpResponse.json({ message: 'Unavailable' }, { status: 500 })))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByText('Failed to load comments', {}, long)).toBeInTheDocument()
  },
}

const COMMENT: Comment = {
  id: 1,
  taskId: 1,
  commenter: 'Sofia Ramirez',
  authorId: 3,
  text: JSON.stringify({
    ops: [{ insert: 'Draft is up. ' }, { insert: 'Please review', attributes: { bold: true } }, { insert: ' the pricing copy.\n' }],
  }),
  createdAt: '2026-11-22T15:05:00',
  updatedAt: null,
}

/** One comment in each of its states. */
export const CommentStates: StoryObj<typeof CommentItem> = {
  render: () => {
    const handlers = { onEdit: fn(), onCancel: fn(), onSave: fn(), onDelete: fn() }
    return (
      <Container size="md" py="md" style={{ display: 'grid', gap: 16 }}>
        <CommentItem comment={COMMENT} canChange editing={false} {...handlers} />
        <CommentItem comment={{ ...COMMENT, id: 2, commenter: 'Marcus Bennett', authorId: 2 }} canChange={false} editing={false} {...handlers} />
        <CommentItem comment={{ ...COMMENT, id: 3 }} canChange editing {...handlers} />
        <CommentItem comment={{ ...COMMENT, id: 4 }} canChange editing saving {...handlers} />
        <CommentItem comment={{ ...COMMENT, id: 5 }} canChange editing={false} deleting {...handlers} />
      </Container>
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByText('Nov 22, 2026 at 3:05 PM')).toHaveLength(5)
    await expect(canvas.getAllByRole('button', { name: 'Cancel' }).length).toBeGreaterThan(0)
  },
}
