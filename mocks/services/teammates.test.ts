import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEMO_IDS } from '../seed'
import { db } from '../db'
import { onServerEvent, type ServerEvent } from './events'
import { postMessage } from './chat'
import { teamWorkNow } from './teammate-actions'
import { actNow, startChatReplies, startTeammates } from './teammates'

afterEach(() => vi.useRealTimers())

describe('simulated teammates', () => {
  it('act for the signed-in user through the services, never as them', async () => {
    const events: ServerEvent[] = []
    const stop = onServerEvent((event) => events.push(event))
    for (let n = 0; n < 8; n += 1) {
      const description = await actNow(DEMO_IDS.staff)
      expect(description).toMatch(/commented on|assigned you|moved|wrote in/)
    }
    stop()
    // Each action is either a notification for the staff member or a chat message from someone else.
    expect(events.length).toBeGreaterThan(0)
    for (const event of events) {
      if (event.kind === 'notification') expect(event.notification.userId).toBe(DEMO_IDS.staff)
      if (event.kind === 'chat-message') expect(event.message.senderId).not.toBe(DEMO_IDS.staff)
    }
  })

  it("work on colleagues' tasks in the user's projects too, as those colleagues, so the change goes out live", async () => {
    const events: ServerEvent[] = []
    const stop = onServerEvent((event) => events.push(event))
    const projectIds = new Set(db.projects.findMany((q) => q.where((project) => project.memberIds.includes(DEMO_IDS.staff))).map((project) => project.id))
    for (let n = 0; n < 6; n += 1) expect(await teamWorkNow(DEMO_IDS.staff)).toMatch(/commented on|moved/)
    stop()
    const changes = events.flatMap((event) => (event.kind === 'task-changed' || event.kind === 'comment-changed' ? [event.event] : []))
    expect(changes.length).toBeGreaterThanOrEqual(6)
    for (const change of changes) {
      const task = db.tasks.findFirst((q) => q.where({ id: change.taskId }), { strict: true })
      expect(projectIds.has(task.projectId)).toBe(true)
      expect(task.assigneeId).not.toBe(DEMO_IDS.staff)
      expect(change.by).not.toBe(DEMO_IDS.staff)
    }
  })

  it('refuses when nobody is signed in', async () => {
    await expect(actNow(99999)).rejects.toThrow(/Sign in/)
  })

  it('act on a gentle timer only while enabled and someone is signed in', async () => {
    vi.useFakeTimers()
    let enabled = false
    const before = db.notifications.count() + db.chatMessages.count()
    const stop = startTeammates({ currentUserId: () => DEMO_IDS.staff, enabled: () => enabled, minDelayMs: 1000, maxDelayMs: 1000 })
    await vi.advanceTimersByTimeAsync(3500)
    expect(db.notifications.count() + db.chatMessages.count()).toBe(before)
    enabled = true
    await vi.advanceTimersByTimeAsync(1000)
    expect(db.notifications.count() + db.chatMessages.count()).toBeGreaterThan(before)
    stop()
  })
})

describe('chat replies', () => {
  const staff = () => db.users.findFirst((q) => q.where({ id: DEMO_IDS.staff }), { strict: true })
  const roomOfStaff = () =>
    db.chatRooms.findFirst((q) => q.where((room) => room.type === 'team' && room.participantIds.includes(DEMO_IDS.staff)), { strict: true })
  const messagesIn = (roomId: number) => db.chatMessages.findMany((q) => q.where({ roomId })).sort((a, b) => a.id - b.id)

  it('answer the signed-in user within a few seconds, from another participant', async () => {
    vi.useFakeTimers()
    const room = roomOfStaff()
    const stop = startChatReplies({ currentUserId: () => DEMO_IDS.staff, enabled: () => true, chance: 1 })
    await postMessage(room.id, staff(), { type: 'text', content: 'Is the release still on Friday?' })
    const before = messagesIn(room.id).length
    await vi.advanceTimersByTimeAsync(1000)
    expect(messagesIn(room.id)).toHaveLength(before)
    await vi.advanceTimersByTimeAsync(3500)
    const reply = messagesIn(room.id).at(-1)
    expect(messagesIn(room.id)).toHaveLength(before + 1)
    expect(reply?.senderId).not.toBe(DEMO_IDS.staff)
    expect(room.participantIds).toContain(reply?.senderId)
    expect(reply?.content.length).toBeGreaterThan(0)
    // A reply does not answer itself.
    await vi.advanceTimersByTimeAsync(10_000)
    expect(messagesIn(room.id)).toHaveLength(before + 1)
    stop()
  })

  it('stay quiet when switched off, and for other people’s messages', async () => {
    vi.useFakeTimers()
    const room = roomOfStaff()
    let enabled = false
    const stop = startChatReplies({ currentUserId: () => DEMO_IDS.staff, enabled: () => enabled, chance: 1 })
    await postMessage(room.id, staff(), { type: 'text', content: 'Anyone there?' })
    const other = db.users.findFirst((q) => q.where({ id: room.participantIds.find((id) => id !== DEMO_IDS.staff) }), { strict: true })
    enabled = true
    await postMessage(room.id, other, { type: 'text', content: 'Just me' })
    const before = messagesIn(room.id).length
    await vi.advanceTimersByTimeAsync(10_000)
    expect(messagesIn(room.id)).toHaveLength(before)
    stop()
  })
})
