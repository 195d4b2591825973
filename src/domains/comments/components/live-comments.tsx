import { useLiveComments } from '../api/comment-live'

/** While a task is open: its cached comments follow changes made elsewhere. */
export function LiveComments({ taskId }: { taskId: number }) {
  useLiveComments(taskId)
  return null
}
