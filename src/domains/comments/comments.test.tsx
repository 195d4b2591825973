import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import dayjs from 'dayjs'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiPaths } from '@/contract/paths'
import { apiUrl } from '@/lib/config'
import { renderApp } from '@/test/render'
import { db } from '../../../mocks/db'
import { server } from '../../../mocks/node'
import { addComment } from '../../../mocks/services/comments'
import { deltaOf } from '../../../mocks/services/rich-text'

const AT = '2026-11-22T15:05:00'

/** A task of staff's with exactly two comments: one by staff, one by a teammate. */
async function staffTaskWithComments() {
  const staff = db.users.findFirst((q) => q.where({ username: 'staff' }), { strict: true })
  const task = db.tasks
    .findMany((q) => q.where({ assigneeId: staff.id }))
    .find((candidate) => {
      const project = db.projects.findFirst((q) => q.where({ id: candidate.projectId }))
      return project?.memberIds.some((id) => id !== staff.id) ?? false
    })
  if (!task) throw new Error('The seed has no task of staff in a shared project')
  const project = db.projects.findFirst((q) => q.where({ id: task.projectId }), { strict: true })
  const teammate = db.users.findFirst((q) => q.where({ id: project.memberIds.find((id) => id !== staff.id)! }), { strict: true })
  db.comments.deleteMany((q) => q.where({ taskId: task.id }))
  const mine = await addComment(task.id, deltaOf('My own note'), staff)
  const theirs = await addComment(task.id, deltaOf('A teammate says hi'), teammate)
  const createdAt = dayjs(AT).toISOString()
  await db.comments.update((q) => q.where({ id: mine.id }), { data: (draft) => void (draft.createdAt = createdAt) })
  await db.comments.update((q) => q.where({ id: theirs.id }), { data: (draft) => void (draft.createdAt = dayjs(AT).add(1, 'minute').toISOString()) })
  return { task, staff, teammate, mine, theirs }
}

async function commentArticle(text: string) {
  const body = await screen.findByText(text)
  const article = body.closest('article')
  if (!article) throw new Error(`No comment holds "${text}"`)
  return article
}

async function typeInto(name: string, text: string) {
  const editor = await screen.findByRole('textbox', { name })
  await userEvent.click(editor)
  await userEvent.type(editor, text)
  return editor
}

describe('task comments panel', () => {
  it('lists comments with commenter and time, and shows Edit and Delete only on my own', async () => {
    const { task, teammate } = await staffTaskWithComments()
    await renderApp(`/tasks/${task.id}`, { as: 'staff' })
    expect(await screen.findByRole('heading', { name: 'Comments' })).toBeInTheDocument()
    const mine = await commentArticle('My own note')
    expect(within(mine).getByText('Sofia Ramirez')).toBeInTheDocument()
    expect(within(mine).getByText('Nov 22, 2026 at 3:05 PM')).toBeInTheDocument()
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeInTheDocument()
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeInTheDocument()
    const theirs = await commentArticle('A teammate says hi')
    expect(within(theirs).getByText(`${teammate.firstName} ${teammate.lastName}`)).toBeInTheDocument()
    expect(within(theirs).getByText('Nov 22, 2026 at 3:06 PM')).toBeInTheDocument()
    expect(within(theirs).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument()
    expect(within(theirs).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument()
    expect(screen.queryByText(/debug/i)).not.toBeInTheDocument()
  })

  it('adds a comment: Add is disabled while empty, then the list and toast update', async () => {
    const { task } = await staffTaskWithComments()
    await renderApp(`/tasks/${task.id}`, { as: 'staff' })
    const add = await screen.findByRole('button', { name: 'Add' })
    await screen.findByRole('textbox', { name: 'Add a comment' })
    expect(add).toBeDisabled()
    await typeInto('Add a comment', 'Shipping it today')
    await waitFor(() => expect(add).toBeEnabled())
    await userEvent.click(add)
    expect(await screen.findByText('Comment added successfully')).toBeInTheDocument()
    await commentArticle('Shipping it today')
    expect(db.comments.findMany((q) => q.where({ taskId: task.id }))).toHaveLength(3)
    // The box is emptied for the next comment.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled())
  })

  it.each([
    ['Ctrl+Enter', '{Control>}{Enter}{/Control}'],
    ['Cmd+Enter', '{Meta>}{Enter}{/Meta}'],
  ])('%s in the comment box adds the comment', async (_name, keys) => {
    const { task } = await staffTaskWithComments()
    await renderApp(`/tasks/${task.id}`, { as: 'staff' })
    const editor = await typeInto('Add a comment', 'Sent from the keyboard')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled())
    await userEvent.type(editor, keys)
    expect(await screen.findByText('Comment added successfully')).toBeInTheDocument()
    await commentArticle('Sent from the keyboard')
    expect(db.comments.findMany((q) => q.where({ taskId: task.id }))).toHaveLength(3)
  })

  it('says so when adding fails', async () => {
    const { task } = await staffTaskWithComments()
    server.use(http.post(apiUrl(apiPaths.comments.ofTask(':taskId')), () => HttpResponse.json({ message: 'no' }, { status: 500 })))
    await renderApp(`/tasks/${task.id}`, { as: 'staff' })
    await typeInto('Add a comment', 'This will fail')
    await userEvent.click(await screen.findByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Failed to add comment')).toBeInTheDocument()
  })

  it('edits inline: Save is disabled when empty, Cancel restores, Save updates', async () => {
    const { task, mine } = await staffTaskWithComments()
    await renderApp(`/tasks/${task.id}`, { as: 'staff' })
    await userEvent.click(within(await commentArticle('My own note')).getByRole('button', { name: 'Edit' }))
    const editor = await screen.findByRole('textbox', { name: 'Edit comment' })
    const save = screen.getByRole('button', { name: 'Save' })
    expect(save).toBeEnabled()
    await userEvent.click(editor)
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}')
    await waitFor(() => expect(save).toBeDisabled())
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('textbox', { name: 'Edit comment' })).not.toBeInTheDocument()
    expect(await screen.findByText('My own note')).toBeInTheDocument()

    await userEvent.click(within(await commentArticle('My own note')).getByRole('button', { name: 'Edit' }))
    await typeInto('Edit comment', ' (revised)')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Comment updated successfully')).toBeInTheDocument()
    expect(await screen.findByText('My own note (revised)')).toBeInTheDocument()
    expect(db.comments.findFirst((q) => q.where({ id: mine.id }))?.text).toContain('(revised)')
  })

  it('says so when saving fails', async () => {
    const { task } = await staffTaskWithComments()
    server.use(http.put(apiUrl(apiPaths.comments.detail(':id')), () => HttpResponse.json({ message: 'no' }, { status: 500 })))
    await renderApp(`/tasks/${task.id}`, { as: 'staff' })
    await userEvent.click(within(await commentArticle('My own note')).getByRole('button', { name: 'Edit' }))
    await typeInto('Edit comment', '!')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Failed to update comment')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Edit comment' })).toBeInTheDocument()
  })

  it('deletes after confirmation', async () => {
    const { task, mine } = await staffTaskWithComments()
    await renderApp(`/tasks/${task.id}`, { as: 'staff' })
    await userEvent.click(within(await commentArticle('My own note')).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Are you sure you want to delete this comment?')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Comment deleted successfully')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('My own note')).not.toBeInTheDocument())
    expect(db.comments.findFirst((q) => q.where({ id: mine.id }))).toBeUndefined()
  })

  it('says so when deleting fails', async () => {
    const { task } = await staffTaskWithComments()
    server.use(http.delete(apiUrl(apiPaths.comments.detail(':id')), () => HttpResponse.json({ message: 'no' }, { status: 500 })))
    await renderApp(`/tasks/${task.id}`, { as: 'staff' })
    await userEvent.click(within(await commentArticle('My own note')).getByRole('button', { name: 'Delete' }))
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete comment')).toBeInTheDocument()
    expect(screen.getByText('My own note')).toBeInTheDocument()
  })
})
