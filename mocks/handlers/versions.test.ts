import { describe, expect, it } from 'vitest'
import { apiPaths } from '@/contract/paths'
import { checklistTemplateSchema, projectSchema, taskSchema } from '@/contract/schemas'
import { db } from '../db'
import { call, userId } from '../test/api'

const taskId = () => db.tasks.all()[0].id

describe('versions and If-Match on task and project updates', () => {
  it('counts every change of a task: edit, status and assignee', async () => {
    const id = taskId()
    const start = taskSchema.parse((await call('GET', apiPaths.tasks.detail(id), { as: 'manager' })).body).version ?? 0
    await call('PUT', apiPaths.tasks.detail(id), { as: 'manager', body: { title: 'Versioned' } })
    await call('PATCH', apiPaths.tasks.status(id, 'IN_REVIEW'), { as: 'manager' })
    const assigned = await call('PATCH', apiPaths.tasks.assign(id, userId('staff')), { as: 'manager' })
    expect(taskSchema.parse(assigned.body).version).toBe(start + 3)
  })

  it('refuses an edit based on an older version with 409 EDIT_CONFLICT and the current task, writing nothing', async () => {
    const id = taskId()
    const opened = taskSchema.parse((await call('GET', apiPaths.tasks.detail(id), { as: 'manager' })).body)
    // Someone else saves first.
    await call('PATCH', apiPaths.tasks.status(id, 'COMPLETED'), { as: 'staff' })
    const stale = await call('PUT', apiPaths.tasks.detail(id), { as: 'manager', body: { title: 'Mine', status: opened.status }, headers: { 'If-Match': `"${opened.version}"` } })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ code: 'EDIT_CONFLICT', message: 'This task was changed by someone else after you opened it' })
    const current = taskSchema.parse((stale.body as { current: unknown }).current)
    expect(current).toMatchObject({ id, title: opened.title, status: 'COMPLETED', version: (opened.version ?? 0) + 1 })
    expect(db.tasks.findFirst((q) => q.where({ id }))?.title).toBe(opened.title)
    // Overwriting on purpose names the version the user was shown.
    const overwrite = await call('PUT', apiPaths.tasks.detail(id), { as: 'manager', body: { title: 'Mine' }, headers: { 'If-Match': `W/"${current.version}"` } })
    expect(taskSchema.parse(overwrite.body)).toMatchObject({ title: 'Mine', version: (current.version ?? 0) + 1 })
  })

  it('keeps SPEC §7’s behaviour without If-Match (the last write wins) and refuses a malformed one', async () => {
    const id = taskId()
    await call('PATCH', apiPaths.tasks.status(id, 'TODO'), { as: 'staff' })
    expect((await call('PUT', apiPaths.tasks.detail(id), { as: 'manager', body: { title: 'No header' } })).status).toBe(200)
    expect((await call('PUT', apiPaths.tasks.detail(id), { as: 'manager', body: { title: 'Any' }, headers: { 'If-Match': '*' } })).status).toBe(200)
    expect((await call('PUT', apiPaths.tasks.detail(id), { as: 'manager', body: { title: 'Bad' }, headers: { 'If-Match': 'yesterday' } })).status).toBe(400)
  })

  it('does the same for projects (edits and new members count)', async () => {
    const created = projectSchema.parse((await call('POST', apiPaths.projects.list(), { as: 'manager', body: { name: 'Versions' } })).body)
    await call('POST', apiPaths.projects.addMember(created.id, userId('staff')), { as: 'manager' })
    const stale = await call('PUT', apiPaths.projects.detail(created.id), { as: 'manager', body: { name: 'Mine' }, headers: { 'If-Match': `"${created.version}"` } })
    expect(stale.status).toBe(409)
    expect(projectSchema.parse((stale.body as { current: unknown }).current).members.map((member) => member.username)).toContain('staff')
    const fresh = await call('PUT', apiPaths.projects.detail(created.id), { as: 'manager', body: { name: 'Mine' }, headers: { 'If-Match': `"${(created.version ?? 0) + 1}"` } })
    expect(projectSchema.parse(fresh.body)).toMatchObject({ name: 'Mine', version: (created.version ?? 0) + 2 })
  })
})

describe('versions and If-Match on checklist template updates', () => {
  it('counts changes and refuses an edit of an older version with the current template', async () => {
    const body = { title: 'Versioned template', active: true, excludedDays: [] }
    const created = checklistTemplateSchema.parse((await call('POST', apiPaths.checklistTemplates.create([userId('staff')]), { as: 'manager', body })).body)
    expect(created.version).toBe(0)
    const first = await call('PUT', apiPaths.checklistTemplates.detail(created.id), { as: 'admin', body: { ...body, title: 'Theirs' }, headers: { 'If-Match': '"0"' } })
    expect(checklistTemplateSchema.parse(first.body).version).toBe(1)
    const stale = await call('PUT', apiPaths.checklistTemplates.detail(created.id), { as: 'manager', body: { ...body, title: 'Mine' }, headers: { 'If-Match': '"0"' } })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ code: 'EDIT_CONFLICT', message: 'This checklist template was changed by someone else after you opened it' })
    expect(checklistTemplateSchema.parse((stale.body as { current: unknown }).current)).toMatchObject({ title: 'Theirs', version: 1 })
    expect(db.checklistTemplates.findFirst((q) => q.where({ id: created.id }))?.title).toBe('Theirs')
  })
})
