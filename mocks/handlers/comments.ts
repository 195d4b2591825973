import { apiPaths } from '@/contract/paths'
import { commentRequestSchema, commentUpdateSchema, RESTORE_TOKEN_HEADER, restoreRequestSchema } from '@/contract/schemas'
import { type Caller, callerHasAccess, requireAccess } from '../auth'
import { type DbRecord, db } from '../db'
import { forbidden } from '../errors'
import { requireTaskRead } from '../access'
import { callerOf, intParam, jsonResponse, readJson, route } from '../http'
import { getComment, getTask } from '../records'
import { compareInstants } from '../order'
import { addComment, updateComment } from '../services/comments'
import { deleteCommentUndoably, restoreDeleted } from '../services/restore'
import { commentView } from '../views'

/** Only the author or an admin may change a comment (docs/decisions.md). */
function requireAuthorOrAdmin(caller: Caller, comment: DbRecord<'comments'>): void {
  if (comment.authorId !== caller.id && !callerHasAccess(caller, 'admin')) {
    throw forbidden('Only the author or an admin can change this comment')
  }
}

export const commentRoutes = [
  route.get(apiPaths.comments.ofTask(':taskId'), (context) => {
    const taskId = intParam(context.params.taskId, 'task id')
    // No role, no task (SPEC §6), whether or not it exists.
    const caller = requireAccess(callerOf(context), 'staff')
    requireTaskRead(caller, getTask(taskId))
    return db.comments
      .findMany((q) => q.where({ taskId }))
      .sort((a, b) => compareInstants(a.createdAt, b.createdAt) || a.id - b.id)
      .map(commentView)
  }),

  route.post(apiPaths.comments.ofTask(':taskId'), async (context) => {
    const taskId = intParam(context.params.taskId, 'task id')
    // No role, no task (SPEC §6), whether or not it exists.
    const caller = requireAccess(callerOf(context), 'staff')
    requireTaskRead(caller, getTask(taskId))
    const body = await readJson(context.request, commentRequestSchema)
    return commentView(await addComment(taskId, body.text, callerOf(context)))
  }),

  route.put(apiPaths.comments.detail(':id'), async (context) => {
    const id = intParam(context.params.id, 'comment id')
    const comment = getComment(id)
    const caller = callerOf(context)
    requireAuthorOrAdmin(caller, comment)
    const { text } = await readJson(context.request, commentUpdateSchema)
    return commentView(await updateComment(id, text, caller))
  }),

  route.delete(apiPaths.comments.detail(':id'), (context) => {
    const id = intParam(context.params.id, 'comment id')
    const caller = callerOf(context)
    const comment = getComment(id)
    requireAuthorOrAdmin(caller, comment)
    // Ours (issue 19): the SPEC's answer, and a token that undoes the delete for 10 minutes.
    return jsonResponse({ ok: true }, { [RESTORE_TOKEN_HEADER]: deleteCommentUndoably(comment, caller) })
  }),

  // Ours (issue 19): puts back a comment the caller deleted, as it was.
  route.post(apiPaths.comments.restore(), async (context) => {
    const caller = callerOf(context)
    const { token } = await readJson(context.request, restoreRequestSchema)
    const { comments } = await restoreDeleted('comment', caller.id, token, caller)
    return commentView(comments[0]!)
  }),
]
