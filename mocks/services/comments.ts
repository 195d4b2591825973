import { isoNow } from '../clock'
import { type DbRecord, db, findById, nextId } from '../db'
import { badRequest } from '../errors'
import { getComment, getTask } from '../records'
import { fullName } from '../views'
import { emitComment } from './live'
import { notifyCommentMentions } from './mentions'
import { notify } from './notifications'
import { assertSafeRichText, isBlankRichText } from './rich-text'

/** Adds a comment as `author`; the task's assignee hears about it unless they wrote it. */
export async function addComment(taskId: number, text: string, author: DbRecord<'users'>): Promise<DbRecord<'comments'>> {
  const task = getTask(taskId)
  if (isBlankRichText(text)) throw badRequest('Comment text is required')
  assertSafeRichText(text, 'text')
  const record = await db.comments.create({
    id: nextId('comments'),
    taskId,
    authorId: author.id,
    // Assumption: the server names the author from the token; the body's `commenter` is ignored.
    commenter: fullName(author),
    text,
    createdAt: isoNow(),
    updatedAt: null,
  })
  emitComment('created', record, author)
  // Assumption (issue 19): an assignee who is mentioned hears of the comment once, as a mention.
  const mentioned = await notifyCommentMentions(task, text, null, author)
  if (task.assigneeId !== null && mentioned.includes(task.assigneeId)) return record
  await notify({
    userId: task.assigneeId,
    actorId: author.id,
    type: 'COMMENT_ADDED',
    message: `${fullName(author)} commented on "${task.title}"`,
    taskId,
    projectId: task.projectId,
  })
  return record
}

type By = DbRecord<'users'> | null

/** Replaces a comment's text and marks it edited. */
export async function updateComment(id: number, text: string, by: By = null): Promise<DbRecord<'comments'>> {
  if (isBlankRichText(text)) throw badRequest('Comment text is required')
  assertSafeRichText(text, 'text')
  const before = getComment(id)
  const updated = await db.comments.update((q) => q.where({ id }), {
    strict: true,
    data(draft) {
      draft.text = text
      draft.updatedAt = isoNow()
    },
  })
  emitComment('updated', updated, by)
  const author = by ?? findById('users', before.authorId)
  const task = findById('tasks', before.taskId)
  if (author && task) await notifyCommentMentions(task, text, before.text, author)
  return updated
}

export function deleteComment(id: number, by: By = null): void {
  const deleted = db.comments.delete((q) => q.where({ id }))
  if (deleted) emitComment('deleted', deleted, by)
}
