import { describe, expect, it } from 'vitest'
import { apiPaths } from '@/contract/paths'
import { projectSchema, taskSchema, userSchema } from '@/contract/schemas'
import * as z from 'zod/mini'
import { db } from '../db'
import { call, userId } from '../test/api'

const projects = z.array(projectSchema)
const tasks = z.array(taskSchema)

async function firstProjectId(): Promise<number> {
  const { body } = await call<{ id: number }[]>('GET', apiPaths.projects.list(), { as: 'manager' })
  return body[0]?.id ?? (await newProject()).id
}

async function newProject(as = 'manager') {
  const { status, body } = await call<{ id: number; name: string }>('POST', apiPaths.projects.list(), {
    as,
    body: { name: '  Launch  ', description: null, startDate: '2030-01-01', dueDate: '2030-01-31' },
  })
  expect(status).toBe(200)
  return body
}

describe('projects', () => {
  it('lists, creates, reads, updates and deletes with contract shapes', async () => {
    const created = await newProject()
    expect(projectSchema.parse(created).name).toBe('Launch')
    expect(projectSchema.parse(created).members.map((m) => m.username)).toEqual(['manager'])
    const list = await call('GET', apiPaths.projects.list(), { as: 'staff' })
    expect(projects.parse(list.body).some((p) => p.id === created.id)).toBe(true)
    const detail = await call('GET', apiPaths.projects.detail(created.id), { as: 'staff' })
    expect(projectSchema.parse(detail.body).id).toBe(created.id)
    const updated = await call('PUT', apiPaths.projects.detail(created.id), {
      as: 'manager',
      body: { name: 'Launch v2', status: 'on-hold' },
    })
    expect(projectSchema.parse(updated.body)).toMatchObject({ name: 'Launch v2', status: 'on_hold', startDate: '2030-01-01' })
    expect((await call('DELETE', apiPaths.projects.detail(created.id), { as: 'manager' })).status).toBe(200)
    expect((await call('GET', apiPaths.projects.detail(created.id), { as: 'manager' })).status).toBe(404)
  })

  it('refuses invalid input without writing', async () => {
    const before = db.projects.count()
    const blank = await call('POST', apiPaths.projects.list(), { as: 'manager', body: { name: '   ' } })
    expect(blank).toEqual({ status: 400, body: { message: 'Project name is required', code: 'VALIDATION_FAILED', fields: { name: 'Project name is required' } } })
    const dates = await call('POST', apiPaths.projects.list(), {
      as: 'manager',
      body: { name: 'X', startDate: '2030-02-01', dueDate: '2030-01-01' },
    })
    expect(dates.status).toBe(400)
    const status = await call('POST', apiPaths.projects.list(), { as: 'manager', body: { name: 'X', status: 'weird' } })
    expect(status.status).toBe(400)
    const wrongType = await call('POST', apiPaths.projects.list(), { as: 'manager', body: { name: 5 } })
    expect(wrongType.status).toBe(400)
    expect(db.projects.count()).toBe(before)
  })

  it('needs a token and staff or higher', async () => {
    expect((await call('GET', apiPaths.projects.list(), { as: 'nobody' })).status).toBe(401)
    expect((await call('GET', apiPaths.projects.list(), { as: 'victor.almeida' })).status).toBe(403)
  })

  it('adds members once, lists them, and finds a user’s projects', async () => {
    const project = await newProject()
    const staffId = userId('staff')
    const added = await call('POST', apiPaths.projects.addMember(project.id, staffId), { as: 'manager' })
    expect(projectSchema.parse(added.body).members.map((m) => m.username)).toEqual(['manager', 'staff'])
    const again = await call('POST', apiPaths.projects.addMember(project.id, staffId), { as: 'manager' })
    expect(again.status).toBe(409)
    expect((await call('POST', apiPaths.projects.addMember(project.id, 9999), { as: 'manager' })).status).toBe(404)
    const members = await call('GET', apiPaths.projects.members(project.id), { as: 'staff' })
    expect(z.array(userSchema).parse(members.body)).toHaveLength(2)
    const mine = await call('GET', apiPaths.projects.ofUser(staffId), { as: 'staff' })
    expect(projects.parse(mine.body).some((p) => p.id === project.id)).toBe(true)
    const notes = db.notifications.findMany((q) => q.where({ userId: staffId, projectId: project.id }))
    expect(notes.map((n) => n.type)).toEqual(['PROJECT_ASSIGNED'])
  })
})

describe('tasks', () => {
  it('creates a task in a project with nested assignee and project', async () => {
    const projectId = await firstProjectId()
    const staffId = userId('staff')
    const { status, body } = await call('POST', apiPaths.projects.tasks(projectId), {
      as: 'manager',
      body: { title: ' Write brief ', priority: 3, status: 'TODO', assigneeId: staffId, projectId, dueDate: '2030-01-01' },
    })
    expect(status).toBe(200)
    const task = taskSchema.parse(body)
    expect(task).toMatchObject({ title: 'Write brief', assignee: { firstName: 'Sofia', lastName: 'Ramirez' }, completedAt: null })
    expect(task.project.id).toBe(projectId)
    const note = db.notifications.findFirst((q) => q.where({ userId: staffId, taskId: task.id }))
    expect(note).toMatchObject({ type: 'TASK_ASSIGNED', read: false })
    const list = await call('GET', apiPaths.projects.tasks(projectId), { as: 'staff' })
    expect(tasks.parse(list.body).some((t) => t.id === task.id)).toBe(true)
    const all = await call('GET', apiPaths.tasks.list(), { as: 'staff' })
    expect(tasks.parse(all.body).length).toBeGreaterThan(0)
  })

  it('sets completedAt on completion and clears it when reopened', async () => {
    const projectId = await firstProjectId()
    const created = await call<{ id: number }>('POST', apiPaths.projects.tasks(projectId), { as: 'manager', body: { title: 'T' } })
    const id = created.body.id
    const done = await call('PATCH', apiPaths.tasks.status(id, 'COMPLETED'), { as: 'manager' })
    expect(taskSchema.parse(done.body).completedAt).not.toBeNull()
    const reopened = await call('PATCH', apiPaths.tasks.status(id, 'TODO'), { as: 'manager' })
    expect(taskSchema.parse(reopened.body).completedAt).toBeNull()
    const viaPut = await call('PUT', apiPaths.tasks.detail(id), { as: 'manager', body: { title: 'T', status: 'COMPLETED' } })
    expect(taskSchema.parse(viaPut.body).completedAt).not.toBeNull()
  })

  it('validates status, assignee, title and ids', async () => {
    const projectId = await firstProjectId()
    const created = await call<{ id: number }>('POST', apiPaths.projects.tasks(projectId), { as: 'manager', body: { title: 'T' } })
    const id = created.body.id
    const before = db.tasks.count()
    expect((await call('PATCH', apiPaths.tasks.status(id, 'DONE'), { as: 'manager' })).status).toBe(400)
    expect((await call('PATCH', apiPaths.tasks.assign(id, 9999), { as: 'manager' })).status).toBe(404)
    expect((await call('PATCH', apiPaths.tasks.assign(id, 'abc'), { as: 'manager' })).status).toBe(400)
    expect((await call('POST', apiPaths.projects.tasks(projectId), { as: 'manager', body: { title: ' ' } })).status).toBe(400)
    expect((await call('POST', apiPaths.projects.tasks(projectId), { as: 'manager', body: { title: 'x', priority: 7 } })).status).toBe(400)
    expect((await call('POST', apiPaths.projects.tasks(projectId), { as: 'manager', body: { title: 'x', assigneeId: 9999 } })).status).toBe(400)
    expect((await call('POST', apiPaths.projects.tasks(99999), { as: 'manager', body: { title: 'x' } })).status).toBe(404)
    expect((await call('GET', apiPaths.tasks.detail(99999), { as: 'manager' })).status).toBe(404)
    expect(db.tasks.count()).toBe(before)
  })

  it('assigning a task to someone else notifies them, but not yourself', async () => {
    const projectId = await firstProjectId()
    const created = await call<{ id: number }>('POST', apiPaths.projects.tasks(projectId), { as: 'manager', body: { title: 'Mine' } })
    const managerId = userId('manager')
    const staffId = userId('staff')
    await call('PATCH', apiPaths.tasks.assign(created.body.id, managerId), { as: 'manager' })
    expect(db.notifications.findMany((q) => q.where({ taskId: created.body.id }))).toHaveLength(0)
    const assigned = await call('PATCH', apiPaths.tasks.assign(created.body.id, staffId), { as: 'manager' })
    expect(taskSchema.parse(assigned.body).assigneeId).toBe(staffId)
    expect(db.notifications.findMany((q) => q.where({ taskId: created.body.id, userId: staffId }))[0]?.type).toBe('TASK_ASSIGNED')
  })

  it('deleting a task removes it', async () => {
    const projectId = await firstProjectId()
    const created = await call<{ id: number }>('POST', apiPaths.projects.tasks(projectId), { as: 'manager', body: { title: 'Gone' } })
    // Deleting is for managers and admins (issue 21; mocks/handlers/access.test.ts checks staff get 403).
    expect((await call('DELETE', apiPaths.tasks.detail(created.body.id), { as: 'manager' })).status).toBe(200)
    expect((await call('GET', apiPaths.tasks.detail(created.body.id), { as: 'staff' })).status).toBe(404)
  })
})
