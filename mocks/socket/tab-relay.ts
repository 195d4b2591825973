/**
 * Every tab of the demo runs its own in-browser server over the one stored data set (persist.ts
 * brings other tabs' records in). Live task, project and comment events cross here, so a change
 * made in one tab reaches the other tabs' sockets as it would from one shared server.
 */
import { commentEventSchema, projectEventSchema, taskEventSchema } from '@/contract/schemas'
import { deliverServerEvent, onServerEvent, type ServerEvent } from '../services/events'

export const LIVE_CHANNEL = 'taskhive:live'

/** The relayed event, if `data` is one another tab sent (anything else is ignored). */
function liveEventOf(data: unknown): ServerEvent | null {
  if (typeof data !== 'object' || data === null || !('kind' in data) || !('event' in data)) return null
  const { kind, event } = data
  if (kind === 'task-changed') {
    const parsed = taskEventSchema.safeParse(event)
    return parsed.success ? { kind, event: parsed.data } : null
  }
  if (kind === 'project-changed') {
    const parsed = projectEventSchema.safeParse(event)
    return parsed.success ? { kind, event: parsed.data } : null
  }
  if (kind === 'comment-changed') {
    const parsed = commentEventSchema.safeParse(event)
    return parsed.success ? { kind, event: parsed.data } : null
  }
  return null
}

/** Relays this tab's live events to the others and theirs to this tab's broker; returns a stop function. */
export function startTabRelay(): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {}
  const channel = new BroadcastChannel(LIVE_CHANNEL)
  const fromOtherTabs = new WeakSet<ServerEvent>()
  const stopEvents = onServerEvent((event) => {
    if (fromOtherTabs.has(event)) return
    if (event.kind === 'task-changed' || event.kind === 'project-changed' || event.kind === 'comment-changed') channel.postMessage(event)
  })
  channel.onmessage = (message: MessageEvent) => {
    const event = liveEventOf(message.data)
    if (!event) return
    fromOtherTabs.add(event)
    // Another tab's server sends an event once its change is stored: it goes out now.
    deliverServerEvent(event)
  }
  return () => {
    stopEvents()
    channel.close()
  }
}
