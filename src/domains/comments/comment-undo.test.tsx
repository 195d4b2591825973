import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render'
import { db } from '../../../mocks/db'
import { addComment } from '../../../mocks/services/comments'
import { clearKeptDeletes } from '../../../mocks/services/restore'
import { deltaOf } from '../../../mocks/services/rich-text'

async function staffCommentOnOwnTask() {
  const staff = db.users.findFirst((q) => q.where({ username: 'staff' }), { strict: true })
  const task = db.tasks.findFirst((q) => q.where({ assigneeId: staff.id }), { strict: true })
  db.comments.deleteMany((q) => q.where({ taskId: task.id }))
  const comment = await addComment(task.id, deltaOf('Take this back'), staff)
  return { task, comment }
}

async function deleteComment(text: string) {
  const article = (await screen.findByText(text)).closest('article')!
  await userEvent.click(within(article).getByRole('button', { name: 'Delete' }))
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }))
  await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument())
}

describe('undoing a comment delete (issue 19)', () => {
  it('puts the comment back, the same one, from the toast’s Undo', async () => {
    const { task, comment } = await staffCommentOnOwnTask()
    await renderApp(`/tasks/${task.id}`, { as: 'staff' })
    await deleteComment('Take this back')
    const toast = (await screen.findByText('Comment deleted successfully')).parentElement!
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('Comment restored')).toBeInTheDocument()
    expect(await screen.findByText('Take this back')).toBeInTheDocument()
    expect(db.comments.findFirst((q) => q.where({ id: comment.id }))).toMatchObject({ id: comment.id, createdAt: comment.createdAt })
  })

  it('undoes with Ctrl+Z while the toast shows, and says so when the server no longer has it', async () => {
    const { task } = await staffCommentOnOwnTask()
    await renderApp(`/tasks/${task.id}`, { as: 'staff' })
    await deleteComment('Take this back')
    await screen.findByText('Comment deleted successfully')
    expect(await screen.findByText('Undo available: press Ctrl+Z')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // As after a reload: the server's memory of the delete is gone.
    clearKeptDeletes()
    await userEvent.keyboard('{Control>}z{/Control}')
    expect(await screen.findByText('Could not undo: the comment can no longer be restored')).toBeInTheDocument()
  })
})
