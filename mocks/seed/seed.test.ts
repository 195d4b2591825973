import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { apiPaths } from '@/contract/paths'
import { chatRoomSchema, notificationSchema, TASK_STATUSES, taskSchema } from '@/contract/schemas'
import { today } from '../clock'
import { db, snapshot } from '../db'
import { call } from '../test/api'
import { buildSeed, DEMO_IDS, seedDatabase } from '.'

describe('seed', () => {
  // How fast it seeds is a budget of `npm run bench` (≤ 300 ms in the page), not of a timed test.
  it('is deterministic apart from dates, and seeds the same store again', async () => {
    const a = buildSeed(new Date('2030-05-01T12:00:00Z'))
    const b = buildSeed(new Date('2030-05-01T12:00:00Z'))
    expect(JSON.stringify(a)).toBe(JSON.stringify(b))
    await seedDatabase()
    const first = JSON.stringify(snapshot())
    await seedDatabase()
    expect(JSON.stringify(snapshot()).length).toBe(first.length)
  })

  it('looks lived-in', () => {
    expect(db.users.findFirst((q) => q.where({ id: DEMO_IDS.admin }))?.username).toBe('admin')
    expect(db.users.findFirst((q) => q.where({ id: DEMO_IDS.manager }))?.username).toBe('manager')
    expect(db.users.findFirst((q) => q.where({ id: DEMO_IDS.staff }))?.username).toBe('staff')
    expect(db.users.count()).toBeGreaterThanOrEqual(28)
    const projects = db.projects.all()
    expect(projects.length).toBeGreaterThanOrEqual(8)
    expect(new Set(projects.map((p) => p.status))).toEqual(new Set(['active', 'completed', 'on_hold']))
    const tasks = db.tasks.all()
    expect(tasks.length).toBeGreaterThanOrEqual(600)
    expect(new Set(tasks.map((t) => t.status))).toEqual(new Set(TASK_STATUSES))
    expect(new Set(tasks.map((t) => t.priority))).toEqual(new Set([1, 2, 3]))
    expect(tasks.some((t) => t.assigneeId === null)).toBe(true)
    expect(tasks.some((t) => t.status !== 'COMPLETED' && t.dueDate !== null && t.dueDate < today())).toBe(true)
    expect(tasks.every((t) => (t.status === 'COMPLETED') === (t.completedAt !== null))).toBe(true)
    // Every task could have been saved through the form: none is due before it starts.
    expect(tasks.filter((t) => t.startDate !== null && t.dueDate !== null && t.dueDate < t.startDate)).toEqual([])
    expect(db.comments.count()).toBeGreaterThan(100)
    expect(JSON.parse(db.comments.all()[0]!.text)).toHaveProperty('ops')
    expect(db.checklistTemplates.count()).toBeGreaterThanOrEqual(5)
    expect(db.checklistDays.findFirst((q) => q.where({ userId: DEMO_IDS.staff, date: today() }))).toBeDefined()
  })

  it('gives every demo account unread notifications (the admin more than 99)', async () => {
    for (const [username, id] of Object.entries(DEMO_IDS)) {
      const { body } = await call('GET', apiPaths.notifications.unread(id), { as: username })
      const unread = z.array(notificationSchema).parse(body)
      expect(unread.length).toBeGreaterThan(0)
      if (username === 'admin') expect(unread.length).toBeGreaterThan(99)
    }
  })

  it('has team and direct rooms with history, one with more than 9 unread for the staff account', async () => {
    const { body } = await call('GET', apiPaths.chat.rooms(), { as: 'staff' })
    const rooms = z.array(chatRoomSchema).parse(body)
    expect(new Set(rooms.map((r) => r.type))).toEqual(new Set(['team', 'direct']))
    expect(rooms.some((r) => r.unreadCount > 9)).toBe(true)
    expect(rooms.every((r) => r.lastMessage !== null)).toBe(true)
  })

  it('answers every task with the contract shape', async () => {
    // A manager's list holds every task (staff get theirs and their projects', issue 21).
    const { body } = await call('GET', apiPaths.tasks.list(), { as: 'manager' })
    expect(z.array(taskSchema).parse(body).length).toBe(db.tasks.count())
  })
})
