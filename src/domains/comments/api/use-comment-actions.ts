import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Comment } from '@/contract/schemas'
import { notifyError, notifySuccess } from '@/lib/notify'
import { addComment, commentKeys, deleteComment, updateComment } from './comments-api'

/** The spec's comment toasts, word for word (SPEC §8). */
export const COMMENT_MESSAGES = {
  added: 'Comment added successfully',
  updated: 'Comment updated successfully',
  deleted: 'Comment deleted successfully',
  loadFailed: 'Failed to load comments',
  addFailed: 'Failed to add comment',
  updateFailed: 'Failed to update comment',
  deleteFailed: 'Failed to delete comment',
  confirmDelete: 'Are you sure you want to delete this comment?',
} as const

function useRefreshComments(taskId: number) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: commentKeys.ofTask(taskId) })
}

export function useAddComment(taskId: number, options: { onSuccess?: () => void } = {}) {
  const refresh = useRefreshComments(taskId)
  return useMutation({
    mutationFn: (input: { commenter: string; text: string }) => addComment(taskId, input),
    onSuccess: async () => {
      notifySuccess(COMMENT_MESSAGES.added)
      options.onSuccess?.()
      await refresh()
    },
    onError: (error) => {
      console.error(COMMENT_MESSAGES.addFailed, error)
      notifyError(COMMENT_MESSAGES.addFailed)
    },
  })
}

export function useUpdateComment(taskId: number, options: { onSuccess?: (comment: Comment) => void } = {}) {
  const refresh = useRefreshComments(taskId)
  return useMutation({
    mutationFn: (input: { id: number; text: string }) => updateComment(input.id, input.text),
    onSuccess: async (comment) => {
      notifySuccess(COMMENT_MESSAGES.updated)
      options.onSuccess?.(comment)
      await refresh()
    },
    onError: (error) => {
      console.error(COMMENT_MESSAGES.updateFailed, error)
      notifyError(COMMENT_MESSAGES.updateFailed)
    },
  })
}

export function useDeleteComment(taskId: number, options: { onSuccess?: () => void } = {}) {
  const refresh = useRefreshComments(taskId)
  return useMutation({
    mutationFn: (id: number) => deleteComment(id),
    onSuccess: async () => {
      notifySuccess(COMMENT_MESSAGES.deleted)
      options.onSuccess?.()
      await refresh()
    },
    onError: (error) => {
      console.error(COMMENT_MESSAGES.deleteFailed, error)
      notifyError(COMMENT_MESSAGES.deleteFailed)
    },
  })
}
