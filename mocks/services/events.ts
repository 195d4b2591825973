/**
 * What the server tells connected clients: the STOMP broker listens here and pushes each event to
 * the right connections. Services emit; nothing here knows about sockets.
 */
import type { ChatMessage, CommentEvent, Notification, ProjectEvent, TaskEvent } from '@/contract/schemas'

export type ServerEvent =
  | { kind: 'notification'; notification: Notification }
  | { kind: 'chat-message'; message: ChatMessage }
  /** A room's list entry changed for these users (new message, new room, read marker). */
  | { kind: 'room-changed'; roomId: number; userIds: number[] }
  /** A task, project or comment was written: the broker tells whoever may read it. */
  | { kind: 'task-changed'; event: TaskEvent }
  | { kind: 'project-changed'; event: ProjectEvent }
  | { kind: 'comment-changed'; event: CommentEvent }

type Listener = (event: ServerEvent) => void
const listeners = new Set<Listener>()

export function onServerEvent(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function emitServerEvent(event: ServerEvent): void {
  for (const listener of listeners) {
    try {
      listener(event)
    } catch (error) {
      console.error('[mock server] event listener failed', error)
    }
  }
}
