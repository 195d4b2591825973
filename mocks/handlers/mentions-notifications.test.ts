import { describe, expect, it } from 'vitest'
import { apiPaths } from '@/contract/paths'
import { chatRoomSchema, notificationSchema } from '@/contract/schemas'
import { db } from '../db'
import { postMessage } from '../services/chat'
import { deltaOf } from '../services/rich-text'
import { call, userId } from '../test/api'

/** A task of a new project whose only member is `member`, assigned to `assignee`. */
async function taskWith(member: string, assignee: string | null = null) {
  const project = await call<{ id: number }>('POST', apiPaths.projects.list(), { as: 'manager', body: { name: 'Mentions' } })
  await call('POST', apiPaths.projects.addMember(project.body.id, userId(member)), { as: 'manager' })
  const task = await call<{ id: number }>('POST', apiPaths.projects.tasks(project.body.id), {
    as: 'manager',
    body: { title: 'Fix login', assigneeId: assignee === null ? null : userId(assignee) },
  })
  return task.body.id
}

const mentionsOf = (username: string) => db.notifications.findMany((q) => q.where({ userId: userId(username), type: 'MENTIONED' }))

describe('MENTIONED (ours, issue 19)', () => {
  it('tells each person a comment mentions who may read the task, once, linking to the task', async () => {
    const taskId = await taskWith('staff')
    const before = { staff: mentionsOf('staff').length, grace: mentionsOf('grace.kim').length, manager: mentionsOf('manager').length }
    const added = await call<{ id: number }>('POST', apiPaths.comments.ofTask(taskId), {
      as: 'manager',
      body: { text: deltaOf('@staff and @STAFF please look; @grace.kim too, and @manager myself, and @nobody') },
    })
    expect(added.status).toBe(200)
    const told = mentionsOf('staff')
    expect(told).toHaveLength(before.staff + 1)
    expect(notificationSchema.parse({ ...told.at(-1) })).toMatchObject({
      message: 'Marcus Bennett mentioned you in a comment on “Fix login”',
      taskId,
      read: false,
    })
    // Grace is in none of the task's projects and is not its assignee: she may not read it.
    expect(mentionsOf('grace.kim')).toHaveLength(before.grace)
    // Nobody hears of their own mention.
    expect(mentionsOf('manager')).toHaveLength(before.manager)
  })

  it('an edit tells only those it newly mentions', async () => {
    const taskId = await taskWith('staff')
    const admin = mentionsOf('admin').length
    const staff = mentionsOf('staff').length
    const added = await call<{ id: number }>('POST', apiPaths.comments.ofTask(taskId), { as: 'manager', body: { text: deltaOf('@staff look') } })
    await call('PUT', apiPaths.comments.detail(added.body.id), { as: 'manager', body: { text: deltaOf('@staff look, and @admin') } })
    expect(mentionsOf('staff')).toHaveLength(staff + 1)
    expect(mentionsOf('admin')).toHaveLength(admin + 1)
  })

  it('a mentioned assignee hears of the comment once, as a mention', async () => {
    const taskId = await taskWith('staff', 'staff')
    await call('POST', apiPaths.comments.ofTask(taskId), { as: 'manager', body: { text: deltaOf('@staff over to you') } })
    const aboutComments = db.notifications.findMany((q) => q.where({ userId: userId('staff'), taskId })).filter((n) => n.type !== 'TASK_ASSIGNED')
    expect(aboutComments.map((n) => n.type)).toEqual(['MENTIONED'])
  })

  it('tells the room’s participants a chat message mentions, linking to the room', async () => {
    const created = await call('POST', apiPaths.chat.rooms(), { as: 'staff', body: { name: 'Design', type: 'team', participants: [userId('manager')], projectId: null } })
    const room = chatRoomSchema.parse(created.body)
    const staff = db.users.findFirst((q) => q.where({ username: 'staff' }), { strict: true })
    const manager = mentionsOf('manager').length
    const grace = mentionsOf('grace.kim').length
    await postMessage(room.id, staff, { type: 'text', content: '@manager and @grace.kim, see this' })
    const told = mentionsOf('manager')
    expect(told).toHaveLength(manager + 1)
    expect(notificationSchema.parse({ ...told.at(-1) })).toMatchObject({ message: 'Sofia Ramirez mentioned you in #Design', roomId: room.id, taskId: null })
    expect(mentionsOf('grace.kim')).toHaveLength(grace)
    const unread = await call<unknown[]>('GET', apiPaths.notifications.unread(userId('manager')), { as: 'manager' })
    expect(unread.body).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'MENTIONED', roomId: room.id })]))
  })
})
