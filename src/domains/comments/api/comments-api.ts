/**
 * Comments over the contract (SPEC §7): one query-options factory, keyed per task, and the calls.
 */
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiPaths } from '@/contract/paths'
import { type Comment, commentSchema, RESTORE_TOKEN_HEADER } from '@/contract/schemas'
import { apiRequest, apiRequestWithHeaders } from '@/lib/api-client'
import { queryRoots } from '@/lib/query-keys'

const commentListSchema = z.array(commentSchema)

export const commentKeys = {
  all: queryRoots.comments,
  ofTask: (taskId: number) => [...queryRoots.comments, 'task', taskId] as const,
}

export const commentQueries = {
  ofTask: (taskId: number) =>
    queryOptions({
      queryKey: commentKeys.ofTask(taskId),
      queryFn: ({ signal }) => apiRequest(apiPaths.comments.ofTask(taskId), { schema: commentListSchema, signal }),
    }),
}

export function addComment(taskId: number, input: { commenter: string; text: string }): Promise<Comment> {
  return apiRequest(apiPaths.comments.ofTask(taskId), {
    method: 'POST',
    body: { commenter: input.commenter, text: input.text, createdAt: new Date().toISOString() },
    schema: commentSchema,
  })
}

export function updateComment(id: number, text: string): Promise<Comment> {
  return apiRequest(apiPaths.comments.detail(id), { method: 'PUT', body: { text }, schema: commentSchema })
}

/** Deletes a comment; answers the token that undoes it (issue 19), null from a server without undo. */
export async function deleteComment(id: number): Promise<string | null> {
  const { headers } = await apiRequestWithHeaders(apiPaths.comments.detail(id), { method: 'DELETE' })
  return headers.get(RESTORE_TOKEN_HEADER)
}

/** Ours (issue 19): puts back a comment the caller deleted, by its delete's token. */
export function restoreComment(token: string): Promise<Comment> {
  return apiRequest(apiPaths.comments.restore(), { method: 'POST', body: { token }, schema: commentSchema })
}
