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

/**
 * Decides whether an event waits (true) instead of going out now: set by the persistence
 * (persist.ts), which lets an event out once the change it tells of is stored and drops it when
 * the storage refused that change (the change is undone, and its request answered 507).
 */
export type ServerEventGate = (event: ServerEvent) => boolean

let gate: ServerEventGate | null = null

export function setServerEventGate(next: ServerEventGate | null): void {
  gate = next
}

/** Tells the listeners of a change a service just made: at once, or once it is stored. */
export function emitServerEvent(event: ServerEvent): void {
  if (gate?.(event)) return
  deliverServerEvent(event)
}

/** Hands an event to the listeners now: one the persistence held until its change was stored, or one another tab sent. */
export function deliverServerEvent(event: ServerEvent): void {
  for (const listener of listeners) {
    try {
      listener(event)
    } catch (error) {
      console.error('[mock server] event listener failed', error)
    }
  }
}
