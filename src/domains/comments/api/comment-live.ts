/**
 * Live comments (ours, issue 18): while a task's comments are shown, `CommentEvent`s on
 * `/topic/tasks/{taskId}/comments` are written into its cached list in place.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { stompDestinations } from '@/contract/paths'
import { type Comment, type CommentEvent, commentEventSchema } from '@/contract/schemas'
import { liveKey, markLiveChange } from '@/lib/live-highlight'
import { useRealtimeSubscription } from '@/lib/realtime'
import { commentKeys } from './comments-api'

/** Oldest first, as the server lists them. */
const byTime = (a: Comment, b: Comment) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id

const isOlder = (cached: Comment, incoming: Comment) => (cached.updatedAt ?? cached.createdAt) > (incoming.updatedAt ?? incoming.createdAt)

/** Writes one event into the task's cached comments; true when they changed. */
export function applyCommentEvent(client: QueryClient, event: CommentEvent): boolean {
  let changed = false
  client.setQueryData<Comment[]>(commentKeys.ofTask(event.taskId), (list) => {
    if (!list) return list
    const cached = list.find((item) => item.id === event.commentId)
    const { comment } = event
    if (event.kind === 'deleted' || !comment) {
      changed = cached !== undefined
      return cached ? list.filter((item) => item.id !== event.commentId) : list
    }
    if (cached && (isOlder(cached, comment) || (cached.text === comment.text && cached.updatedAt === comment.updatedAt))) return list
    changed = true
    return cached ? list.map((item) => (item.id === comment.id ? comment : item)) : [...list, comment].sort(byTime)
  })
  return changed
}

/** Follows a task's comments while mounted. */
export function useLiveComments(taskId: number): void {
  const client = useQueryClient()
  useRealtimeSubscription(stompDestinations.taskComments(taskId), commentEventSchema, (event) => {
    if (applyCommentEvent(client, event) && event.kind !== 'deleted') markLiveChange(liveKey('comment', event.commentId))
  })
}
