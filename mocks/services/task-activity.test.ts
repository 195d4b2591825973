import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { apiPaths } from '@/contract/paths'
import { taskActivitySchema, taskSchema } from '@/contract/schemas'
import { db } from '../db'
import { call } from '../test/api'
import { fullName } from '../views'
import { ACTIVITY_KEPT, diffTask, taskActivity } from './task-activity'
import { createTask, setTaskStatus, updateTask } from './tasks'

const activityList = z.array(taskActivitySchema)
const user = (username: string) => db.users.findFirst((q) => q.where({ username }), { strict: true })
const someTask = () => db.tasks.findFirst((q) => q.where((task) => task.activity === undefined), { strict: true })

describe('task activity', () => {
  it('diffs every tracked field, with names for people and projects and nothing of the description', () => {
    const before = someTask()
    const other = db.projects.findFirst((q) => q.where((project) => project.id !== before.projectId), { strict: true })
    const assignee = user('staff')
    const after = {
      ...before,
      title: `${before.title}!`,
      status: before.status === 'TODO' ? ('IN_PROGRESS' as const) : ('TODO' as const),
      assigneeId: assignee.id,
      priority: before.priority === 3 ? 1 : 3,
      startDate: '2026-11-02',
      dueDate: '2026-11-30',
      description: 'changed',
      projectId: other.id,
    }
    const changes = diffTask(before, after)
    expect(changes.map((change) => change.kind)).toEqual(['title', 'status', 'assignee', 'priority', 'startDate', 'dueDate', 'description', 'project'])
    expect(changes.find((change) => change.kind === 'status')).toEqual({ kind: 'status', from: before.status, to: after.status })
    expect(changes.find((change) => change.kind === 'assignee')?.to).toBe(fullName(assignee))
    expect(changes.find((change) => change.kind === 'priority')).toEqual({ kind: 'priority', from: String(before.priority), to: String(after.priority) })
    expect(changes.find((change) => change.kind === 'description')).toEqual({ kind: 'description', from: null, to: null })
    expect(changes.find((change) => change.kind === 'project')?.to).toBe(other.name)
    expect(diffTask(before, { ...before })).toEqual([])
  })

  it('records each write with who and when, newest first, and keeps it out of the task views', async () => {
    const manager = user('manager')
    const staff = user('staff')
    const project = db.projects.findFirst((q) => q.where((p) => p.memberIds.includes(staff.id)), { strict: true })
    const created = await createTask(project.id, { title: 'Activity check', dueDate: '2026-11-21' }, manager)
    await setTaskStatus(created.id, 'IN_PROGRESS', staff)
    await setTaskStatus(created.id, 'IN_PROGRESS', staff)
    await updateTask(created.id, { title: 'Activity check', dueDate: '2026-11-25', assigneeId: staff.id }, manager)

    const { status, body } = await call('GET', apiPaths.tasks.activity(created.id), { as: 'staff' })
    expect(status).toBe(200)
    const entries = activityList.parse(body)
    expect(entries.map((entry) => [entry.kind, entry.actorName, entry.from, entry.to])).toEqual([
      ['dueDate', fullName(manager), '2026-11-21', '2026-11-25'],
      ['assignee', fullName(manager), null, fullName(staff)],
      ['status', fullName(staff), 'TODO', 'IN_PROGRESS'],
      ['created', fullName(manager), null, null],
    ])
    expect(entries.every((entry) => entry.taskId === created.id)).toBe(true)

    const view = await call('GET', apiPaths.tasks.detail(created.id), { as: 'staff' })
    expect(taskSchema.parse(view.body)).not.toHaveProperty('activity')
    expect(view.body).not.toHaveProperty('activity')
  })

  it('answers a task without recorded activity with its creation, by nobody known', async () => {
    const task = someTask()
    const entries = activityList.parse((await call('GET', apiPaths.tasks.activity(task.id), { as: 'staff' })).body)
    expect(entries).toEqual([{ id: 0, taskId: task.id, kind: 'created', actorId: null, actorName: null, from: null, to: null, createdAt: task.createdAt }])
    expect((await call('GET', apiPaths.tasks.activity(999_999), { as: 'staff' })).status).toBe(404)
    expect((await call('GET', apiPaths.tasks.activity(task.id), { as: 'nobody' })).status).toBe(401)
  })

  it(`keeps the newest ${ACTIVITY_KEPT} changes`, async () => {
    const task = someTask()
    const staff = user('staff')
    const away = task.status === 'IN_REVIEW' ? 'TODO' : 'IN_REVIEW'
    for (let n = 0; n < ACTIVITY_KEPT + 2; n += 1) await setTaskStatus(task.id, n % 2 === 0 ? away : task.status, staff)
    const stored = db.tasks.findFirst((q) => q.where({ id: task.id }), { strict: true })
    expect(stored.activity).toHaveLength(ACTIVITY_KEPT)
    const entries = taskActivity(stored)
    expect(entries[0]?.id).toBe(ACTIVITY_KEPT + 2)
    expect(entries.at(-1)?.kind).toBe('created')
  })
})
