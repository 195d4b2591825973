/**
 * Undoing deletes (ours, issue 19): what a delete removed is kept in memory, not in the store (no
 * new collection, no schema version), for 10 minutes under a random token that the delete answer
 * carries (`X-Restore-Token`). Only the user who deleted may put it back; a reload forgets it.
 */
import { type DbRecord, db, findById } from '../db'
import { conflict, forbidden, HttpError } from '../errors'
import { deleteTaskEverywhere } from './cascade'
import { deleteComment } from './comments'
import { emitComment, emitTask } from './live'

export const RESTORE_KEPT_MS = 10 * 60_000

type TaskRecord = DbRecord<'tasks'>
type CommentRecord = DbRecord<'comments'>

interface Deleted {
  kind: 'tasks' | 'comment'
  userId: number
  at: number
  tasks: TaskRecord[]
  comments: CommentRecord[]
}

const kept = new Map<string, Deleted>()

function newToken(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`
}

function forgetExpired(now: number): void {
  for (const [token, entry] of kept) if (now - entry.at > RESTORE_KEPT_MS) kept.delete(token)
}

/** Keeps plain copies of deleted records; returns the token that restores them. */
function keepDeleted(kind: Deleted['kind'], userId: number, tasks: TaskRecord[], comments: CommentRecord[]): string {
  const now = Date.now()
  forgetExpired(now)
  const token = newToken()
  kept.set(token, { kind, userId, at: now, tasks: tasks.map((task) => ({ ...task })), comments: comments.map((comment) => ({ ...comment })) })
  return token
}

/** Deletes tasks, their comments with them, and keeps what went for the deleter's undo: the token. */
export function deleteTasksUndoably(tasks: TaskRecord[], by: { id: number }): string {
  const ids = new Set(tasks.map((task) => task.id))
  const token = keepDeleted('tasks', by.id, tasks, db.comments.findMany((q) => q.where((comment) => ids.has(comment.taskId))))
  for (const task of tasks) deleteTaskEverywhere(task.id, by)
  return token
}

/** Deletes a comment and keeps it for the deleter's undo: the token. */
export function deleteCommentUndoably(comment: CommentRecord, by: DbRecord<'users'>): string {
  const token = keepDeleted('comment', by.id, [], [comment])
  deleteComment(comment.id, by)
  return token
}

const gone = () => new HttpError(404, 'Nothing to restore: the undo has expired or was already used', { code: 'RESTORE_EXPIRED' })

/** The tasks and comments a delete removed, exactly as they were (ids, activity, positions, versions). */
export async function restoreDeleted(kind: Deleted['kind'], userId: number, token: string, by: { id: number }): Promise<Deleted> {
  forgetExpired(Date.now())
  const entry = kept.get(token)
  if (!entry || entry.kind !== kind) throw gone()
  if (entry.userId !== userId) throw forbidden('Only the person who deleted it may undo the delete')
  const taken = entry.tasks.some((task) => findById('tasks', task.id)) || entry.comments.some((comment) => findById('comments', comment.id))
  if (taken) throw conflict('It cannot be restored: its id is in use again')
  const missingTask = entry.comments.find((comment) => !entry.tasks.some((task) => task.id === comment.taskId) && !findById('tasks', comment.taskId))
  if (missingTask) throw conflict('It cannot be restored: its task was deleted')
  kept.delete(token)
  for (const task of entry.tasks) await db.tasks.create({ ...task })
  for (const comment of entry.comments) await db.comments.create({ ...comment })
  for (const task of entry.tasks) emitTask('created', task, by)
  if (kind === 'comment') for (const comment of entry.comments) emitComment('created', comment, by)
  return entry
}

/** Forgets every kept delete (tests). */
export function clearKeptDeletes(): void {
  kept.clear()
}
