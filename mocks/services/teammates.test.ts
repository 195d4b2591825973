import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEMO_IDS } from '../seed'
import { db } from '../db'
import { onServerEvent, type ServerEvent } from './events'
import { actNow, startTeammates } from './teammates'

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
