import { describe, expect, it } from 'vitest'
import dayjs from 'dayjs'
import * as z from 'zod/mini'
import { apiPaths } from '@/contract/paths'
import { commentSchema, notificationSchema, okSchema } from '@/contract/schemas'
import { dayFromToday } from '../clock'
import { db } from '../db'
import { deltaOf } from '../services/rich-text'
import { call, userId } from '../test/api'

async function taskFor(assignee: string) {
  const project = await call<{ id: number }>('POST', apiPaths.projects.list(), { as: 'manager', body: { name: 'Comments' } })
  const task = await call<{ id: number }>('POST', apiPaths.projects.tasks(project.body.id), {
    as: 'manager',
    body: { title: 'Discuss', assigneeId: userId(assignee) },
  })
  return task.body.id
}

describe('comments', () => {
  it('adds, lists, edits and deletes; the assignee hears about others’ comments', async () => {
    const taskId = await taskFor('staff')
    const added = await call('POST', apiPaths.comments.ofTask(taskId), {
      as: 'manager',
      body: { commenter: 'Someone Else', text: deltaOf('Looks good'), createdAt: '2000-01-01' },
    })
    const comment = commentSchema.parse(added.body)
    expect(comment).toMatchObject({ commenter: 'Marcus Bennett', authorId: userId('manager'), updatedAt: null })
    expect(comment.createdAt.startsWith('2000')).toBe(false)
    const list = await call('GET', apiPaths.comments.ofTask(taskId), { as: 'staff' })
    expect(z.array(commentSchema).parse(list.body).map((c) => c.id)).toContain(comment.id)
    const notes = db.notifications.findMany((q) => q.where({ userId: userId('staff'), type: 'COMMENT_ADDED', taskId }))
    expect(notes).toHaveLength(1)
    // Your own comment on your own task notifies nobody.
    await call('POST', apiPaths.comments.ofTask(taskId), { as: 'staff', body: { text: deltaOf('Thanks') } })
    expect(db.notifications.findMany((q) => q.where({ type: 'COMMENT_ADDED', taskId }))).toHaveLength(1)

    const edited = await call('PUT', apiPaths.comments.detail(comment.id), { as: 'manager', body: { text: deltaOf('Edited') } })
    expect(commentSchema.parse(edited.body).updatedAt).not.toBeNull()
    expect((await call('DELETE', apiPaths.comments.detail(comment.id), { as: 'manager' })).status).toBe(200)
    expect((await call('DELETE', apiPaths.comments.detail(comment.id), { as: 'manager' })).status).toBe(404)
  })

  it('only the author or an admin may edit or delete', async () => {
    const taskId = await taskFor('staff')
    const added = await call<{ id: number }>('POST', apiPaths.comments.ofTask(taskId), { as: 'staff', body: { text: deltaOf('Mine') } })
    const id = added.body.id
    expect((await call('PUT', apiPaths.comments.detail(id), { as: 'manager', body: { text: deltaOf('x') } })).status).toBe(403)
    expect((await call('DELETE', apiPaths.comments.detail(id), { as: 'manager' })).status).toBe(403)
    expect((await call('PUT', apiPaths.comments.detail(id), { as: 'admin', body: { text: deltaOf('Moderated') } })).status).toBe(200)
    expect((await call('DELETE', apiPaths.comments.detail(id), { as: 'admin' })).status).toBe(200)
  })

  it('refuses blank text and unknown tasks', async () => {
    const taskId = await taskFor('staff')
    const before = db.comments.count()
    expect((await call('POST', apiPaths.comments.ofTask(taskId), { as: 'staff', body: { text: deltaOf('   ') } })).status).toBe(400)
    expect((await call('POST', apiPaths.comments.ofTask(taskId), { as: 'staff', body: { text: 7 } })).status).toBe(400)
    expect((await call('GET', apiPaths.comments.ofTask(99999), { as: 'staff' })).status).toBe(404)
    expect((await call('GET', apiPaths.comments.ofTask(taskId), { as: 'nobody' })).status).toBe(401)
    expect(db.comments.count()).toBe(before)
  })
})

describe('notifications', () => {
  it('lists only unread, marks one and all as read, for yourself only', async () => {
    const staffId = userId('staff')
    await taskFor('staff')
    const unread = await call('GET', apiPaths.notifications.unread(staffId), { as: 'staff' })
    const list = z.array(notificationSchema).parse(unread.body)
    expect(list.length).toBeGreaterThan(0)
    expect(list.every((n) => !n.read && n.userId === staffId)).toBe(true)
    const first = list[0]!
    expect((await call('POST', apiPaths.notifications.read(first.id), { as: 'manager' })).status).toBe(403)
    const read = await call('POST', apiPaths.notifications.read(first.id), { as: 'staff' })
    expect(notificationSchema.parse(read.body).read).toBe(true)
    const after = await call<unknown[]>('GET', apiPaths.notifications.unread(staffId), { as: 'staff' })
    expect(after.body).toHaveLength(list.length - 1)
    expect((await call('GET', apiPaths.notifications.unread(staffId), { as: 'manager' })).status).toBe(403)
    expect((await call('GET', apiPaths.notifications.unread(staffId), { as: 'admin' })).status).toBe(200)
    const all = await call('POST', apiPaths.notifications.readAll(staffId), { as: 'staff' })
    expect(okSchema.parse(all.body)).toEqual({ ok: true })
    expect((await call('GET', apiPaths.notifications.unread(staffId), { as: 'staff' })).body).toEqual([])
    expect((await call('POST', apiPaths.notifications.read(99999), { as: 'staff' })).status).toBe(404)
  })

  it('sends TASK_OVERDUE once per overdue task', async () => {
    const staffId = userId('staff')
    const project = await call<{ id: number }>('POST', apiPaths.projects.list(), { as: 'manager', body: { name: 'Late' } })
    const task = await call<{ id: number }>('POST', apiPaths.projects.tasks(project.body.id), {
      as: 'manager',
      body: { title: 'Late one', assigneeId: staffId, dueDate: dayFromToday(-2) },
    })
    await call('GET', apiPaths.notifications.unread(staffId), { as: 'staff' })
    await call('GET', apiPaths.notifications.unread(staffId), { as: 'staff' })
    const overdue = db.notifications.findMany((q) => q.where({ type: 'TASK_OVERDUE', taskId: task.body.id }))
    expect(overdue).toHaveLength(1)
    expect(overdue[0]?.userId).toBe(staffId)
    // Days read as everywhere else in the app, not as the stored YYYY-MM-DD.
    expect(overdue[0]?.message).toBe(`Task "Late one" is overdue (due ${dayjs(dayFromToday(-2)).format('MMM D, YYYY')})`)
  })
})
