/**
 * The comments domain's mutations, one hook per endpoint: each refreshes the task's comments once
 * saved; whoever shows the comments passes its toasts in `mutationConfig`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Comment } from '@/contract/schemas'
import { type MutationConfig, withMutationConfig } from '@/lib/mutation-config'
import { addComment, commentKeys, deleteComment, restoreComment, updateComment } from './comments-api'

type AddInput = { commenter: string; text: string }

function useRefreshComments(taskId: number) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: commentKeys.ofTask(taskId) })
}

export function useAddComment(taskId: number, { mutationConfig }: { mutationConfig?: MutationConfig<(input: AddInput) => Promise<Comment>> } = {}) {
  const refresh = useRefreshComments(taskId)
  return useMutation(withMutationConfig({ mutationFn: (input: AddInput) => addComment(taskId, input), onSuccess: refresh }, mutationConfig))
}

function edit({ id, text }: { id: number; text: string }): Promise<Comment> {
  return updateComment(id, text)
}

export function useUpdateComment(taskId: number, { mutationConfig }: { mutationConfig?: MutationConfig<typeof edit> } = {}) {
  const refresh = useRefreshComments(taskId)
  return useMutation(withMutationConfig({ mutationFn: edit, onSuccess: refresh }, mutationConfig))
}

export function useDeleteComment(taskId: number, { mutationConfig }: { mutationConfig?: MutationConfig<typeof deleteComment> } = {}) {
  const refresh = useRefreshComments(taskId)
  return useMutation(withMutationConfig({ mutationFn: deleteComment, onSuccess: refresh }, mutationConfig))
}

/** Undoes a comment's delete (issue 19). */
export function useRestoreComment(taskId: number, { mutationConfig }: { mutationConfig?: MutationConfig<typeof restoreComment> } = {}) {
  const refresh = useRefreshComments(taskId)
  return useMutation(withMutationConfig({ mutationFn: restoreComment, onSuccess: refresh }, mutationConfig))
}
