import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TaskEvent } from '@/contract/schemas'
import { emitServerEvent, onServerEvent, type ServerEvent } from '../services/events'
import { LIVE_CHANNEL, startTabRelay } from './tab-relay'

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

const deleted: TaskEvent = { kind: 'deleted', taskId: 7, projectId: 2, by: 3 }

describe('tab relay', () => {
  it("sends this tab's live events to other tabs, and emits theirs here once, without echoing them back", async () => {
    stops.push(startTabRelay())
    const otherTab = new BroadcastChannel(LIVE_CHANNEL)
    stops.push(() => otherTab.close())
    const sent: unknown[] = []
    otherTab.onmessage = (message: MessageEvent) => sent.push(message.data)
    const heard: ServerEvent[] = []
    stops.push(onServerEvent((event) => heard.push(event)))

    emitServerEvent({ kind: 'task-changed', event: deleted })
    emitServerEvent({ kind: 'room-changed', roomId: 1, userIds: [1] })
    await vi.waitFor(() => expect(sent).toEqual([{ kind: 'task-changed', event: deleted }]))

    otherTab.postMessage({ kind: 'comment-changed', event: { kind: 'deleted', commentId: 4, taskId: 7, by: null } })
    otherTab.postMessage({ kind: 'task-changed', event: { kind: 'nonsense' } })
    await vi.waitFor(() => expect(heard.filter((event) => event.kind === 'comment-changed')).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(sent).toHaveLength(1)
    expect(heard.filter((event) => event.kind === 'task-changed')).toHaveLength(1)
  })
})
