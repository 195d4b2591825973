import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { apiPaths } from '@/contract/paths'
import { checklistItemSchema, checklistTemplateSchema, chatMessageSchema, chatParticipantSchema, chatRoomSchema, chatUploadSchema } from '@/contract/schemas'
import { today } from '../clock'
import { db } from '../db'
import { postMessage } from '../services/chat'
import { weekdayOf } from '../services/checklists'
import { call, multipart, tokenFor, userId } from '../test/api'
import { apiUrl } from '@/lib/config'

const items = z.array(checklistItemSchema)

async function template(as: string, userIds: number[], body: Record<string, unknown> = {}) {
  return call('POST', apiPaths.checklistTemplates.create(userIds), {
    as,
    body: { title: 'Water the plants', active: true, excludedDays: [], users: [], ...body },
  })
}

describe('checklist templates', () => {
  it('creates with ?userIds=, notifies them, and adds today’s item', async () => {
    const staffId = userId('staff')
    // Today's list exists before the template, so the item must be added on assignment.
    await call('GET', apiPaths.checklists.today(staffId), { as: 'staff' })
    const created = await template('manager', [staffId])
    const tpl = checklistTemplateSchema.parse(created.body)
    expect(tpl.users.map((u) => u.username)).toEqual(['staff'])
    expect(db.notifications.findMany((q) => q.where({ userId: staffId, type: 'CHECKLIST_CREATED' })).length).toBeGreaterThan(0)
    const todayList = items.parse((await call('GET', apiPaths.checklists.today(staffId), { as: 'staff' })).body)
    expect(todayList.filter((i) => i.templateId === tpl.id)).toHaveLength(1)
    const list = await call('GET', apiPaths.checklistTemplates.list(), { as: 'staff' })
    expect(z.array(checklistTemplateSchema).parse(list.body).some((t) => t.id === tpl.id)).toBe(true)
    expect(checklistTemplateSchema.parse((await call('GET', apiPaths.checklistTemplates.detail(tpl.id), { as: 'staff' })).body).id).toBe(tpl.id)
    const updated = await call('PUT', apiPaths.checklistTemplates.update(tpl.id, [staffId, userId('manager')]), {
      as: 'manager',
      body: { id: tpl.id, title: 'Water plants', active: true, excludedDays: ['SUNDAY', 'SUNDAY'], users: [] },
    })
    expect(checklistTemplateSchema.parse(updated.body)).toMatchObject({ title: 'Water plants', excludedDays: ['SUNDAY'] })
    expect((await call('DELETE', apiPaths.checklistTemplates.detail(tpl.id), { as: 'manager' })).status).toBe(200)
    expect((await call('GET', apiPaths.checklistTemplates.detail(tpl.id), { as: 'manager' })).status).toBe(404)
  })

  it('refuses blank titles, unknown users and bad weekdays without writing', async () => {
    const before = db.checklistTemplates.count()
    expect((await template('manager', [1], { title: '  ' })).status).toBe(400)
    expect((await template('manager', [9999])).status).toBe(400)
    expect((await template('manager', [1], { excludedDays: ['FUNDAY'] })).status).toBe(400)
    expect((await template('victor.almeida', [1])).status).toBe(403)
    expect(db.checklistTemplates.count()).toBe(before)
  })
})

describe('daily checklists', () => {
  it('generates today’s items once from active templates, skipping excluded days', async () => {
    const id = userId('staff')
    db.checklistDays.deleteMany((q) => q.where({ userId: id }))
    db.checklistItems.deleteMany((q) => q.where({ userId: id }))
    db.checklistTemplates.clear()
    await template('manager', [id], { title: 'Daily stand-up' })
    await template('manager', [id], { title: 'Not today', excludedDays: [weekdayOf(today())] })
    await template('manager', [id], { title: 'Inactive', active: false })
    db.checklistDays.deleteMany((q) => q.where({ userId: id }))
    db.checklistItems.deleteMany((q) => q.where({ userId: id }))
    const first = items.parse((await call('GET', apiPaths.checklists.today(id), { as: 'staff' })).body)
    const second = items.parse((await call('GET', apiPaths.checklists.today(id), { as: 'staff' })).body)
    expect(first.map((i) => i.title)).toEqual(['Daily stand-up'])
    expect(second).toEqual(first)
  })

  it('adds, completes, reopens and deletes items; pending and all lists', async () => {
    const id = userId('staff')
    const added = await call('POST', apiPaths.checklists.addForUser(id), { as: 'staff', body: { title: ' Call the client ' } })
    const item = checklistItemSchema.parse(added.body)
    expect(item).toMatchObject({ title: 'Call the client', completed: false, date: today(), templateId: null })
    const done = checklistItemSchema.parse((await call('PUT', apiPaths.checklists.complete(item.id), { as: 'staff' })).body)
    expect(done.completed && done.completedAt !== null).toBe(true)
    const pending = items.parse((await call('GET', apiPaths.checklists.pending(id), { as: 'staff' })).body)
    expect(pending.some((i) => i.id === item.id)).toBe(false)
    const reopened = checklistItemSchema.parse((await call('PUT', apiPaths.checklists.reopen(item.id), { as: 'staff' })).body)
    expect(reopened).toMatchObject({ completed: false, completedAt: null })
    const mine = items.parse((await call('GET', apiPaths.checklists.ofUser(id), { as: 'staff' })).body)
    expect(mine.some((i) => i.id === item.id)).toBe(true)
    const all = items.parse((await call('GET', apiPaths.checklists.list(), { as: 'staff' })).body)
    expect(all.every((i) => i.userId === id)).toBe(true)
    expect((await call('DELETE', apiPaths.checklists.detail(item.id), { as: 'staff' })).status).toBe(200)
    expect((await call('PUT', apiPaths.checklists.complete(item.id), { as: 'staff' })).status).toBe(404)
    expect((await call('POST', apiPaths.checklists.addForUser(id), { as: 'staff', body: { title: ' ' } })).status).toBe(400)
  })

  it('keeps other people’s checklists to themselves and their managers', async () => {
    const managerId = userId('manager')
    expect((await call('GET', apiPaths.checklists.today(managerId), { as: 'staff' })).status).toBe(403)
    expect((await call('GET', apiPaths.checklists.today(userId('staff')), { as: 'manager' })).status).toBe(200)
    expect((await call('GET', apiPaths.checklists.today(9999), { as: 'admin' })).status).toBe(404)
  })

  it('sends CHECKLIST_COMPLETED to the team’s managers when the last item of the day is done', async () => {
    const staffId = userId('staff')
    const managerId = userId('manager')
    const project = await call<{ id: number }>('POST', apiPaths.projects.list(), { as: 'manager', body: { name: 'Team' } })
    await call('POST', apiPaths.projects.addMember(project.body.id, staffId), { as: 'manager' })
    db.checklistItems.deleteMany((q) => q.where({ userId: staffId }))
    const a = checklistItemSchema.parse((await call('POST', apiPaths.checklists.addForUser(staffId), { as: 'staff', body: { title: 'A' } })).body)
    const b = checklistItemSchema.parse((await call('POST', apiPaths.checklists.addForUser(staffId), { as: 'staff', body: { title: 'B' } })).body)
    const count = () => db.notifications.findMany((q) => q.where({ userId: managerId, type: 'CHECKLIST_COMPLETED' })).length
    const before = count()
    await call('PUT', apiPaths.checklists.complete(a.id), { as: 'staff' })
    expect(count()).toBe(before)
    await call('PUT', apiPaths.checklists.complete(b.id), { as: 'staff' })
    expect(count()).toBe(before + 1)
    expect(db.notifications.findMany((q) => q.where({ userId: staffId, type: 'CHECKLIST_COMPLETED' }))).toHaveLength(0)
  })
})

describe('chat', () => {
  async function newRoom(as = 'staff', participants = [userId('manager')], type: 'team' | 'direct' = 'team') {
    return call('POST', apiPaths.chat.rooms(), { as, body: { name: 'Launch crew', type, participants, projectId: null } })
  }

  it('creates rooms, lists them with unread counts, messages and participants', async () => {
    const room = chatRoomSchema.parse((await newRoom()).body)
    expect(room.participants.map((p) => p.username)).toEqual(['staff', 'manager'])
    const manager = db.users.findFirst((q) => q.where({ username: 'manager' }), { strict: true })
    await postMessage(room.id, manager, { type: 'text', content: 'Hello' })
    await postMessage(room.id, manager, { type: 'text', content: 'Anyone?' })
    const rooms = z.array(chatRoomSchema).parse((await call('GET', apiPaths.chat.rooms(), { as: 'staff' })).body)
    expect(rooms.find((r) => r.id === room.id)).toMatchObject({ unreadCount: 2, lastMessage: 'Anyone?' })
    const managerRooms = z.array(chatRoomSchema).parse((await call('GET', apiPaths.chat.rooms(), { as: 'manager' })).body)
    expect(managerRooms.find((r) => r.id === room.id)?.unreadCount).toBe(0)
    const messages = z.array(chatMessageSchema).parse((await call('GET', apiPaths.chat.messages(room.id), { as: 'staff' })).body)
    expect(messages.map((m) => m.content)).toEqual(['Hello', 'Anyone?'])
    const read = chatRoomSchema.parse((await call('POST', apiPaths.chat.read(room.id), { as: 'staff' })).body)
    expect(read.unreadCount).toBe(0)
    const participants = z.array(chatParticipantSchema).parse((await call('GET', apiPaths.chat.participants(room.id), { as: 'staff' })).body)
    expect(participants).toHaveLength(2)
    expect((await call('GET', apiPaths.chat.messages(room.id), { as: 'admin' })).status).toBe(403)
    expect((await call('GET', apiPaths.chat.messages(99999), { as: 'staff' })).status).toBe(404)
  })

  it('validates new rooms and reuses a direct chat', async () => {
    const before = db.chatRooms.count()
    expect((await newRoom('staff', [])).body).toEqual({ message: 'Please select at least one participant', code: 'BAD_REQUEST' })
    expect((await newRoom('staff', [9999])).status).toBe(400)
    expect((await call('POST', apiPaths.chat.rooms(), { as: 'staff', body: { name: ' ', type: 'team', participants: [1] } })).status).toBe(400)
    expect((await call('POST', apiPaths.chat.rooms(), { as: 'staff', body: { name: 'x', type: 'party', participants: [1] } })).status).toBe(400)
    expect(db.chatRooms.count()).toBe(before)
    const first = chatRoomSchema.parse((await newRoom('staff', [userId('admin')], 'direct')).body)
    const again = chatRoomSchema.parse((await newRoom('admin', [userId('staff')], 'direct')).body)
    expect(again.id).toBe(first.id)
  })

  it('uploads a file (multipart field "file") and serves it back', async () => {
    const room = chatRoomSchema.parse((await newRoom()).body)
    const body = multipart('file', 'pic.png', 'image/png', new Uint8Array([137, 80, 78, 71, 1, 2, 3]))
    const uploaded = await call('POST', apiPaths.chat.upload(room.id), { as: 'staff', ...body })
    const upload = chatUploadSchema.parse(uploaded.body)
    expect(upload).toMatchObject({ fileName: 'pic.png', type: 'image', contentType: 'image/png', size: 7 })
    const fileAs = async (username: string | null) => fetch(upload.url, { headers: username ? { Authorization: `Bearer ${await tokenFor(username)}` } : {} })
    const served = await fileAs('manager')
    expect(served.headers.get('content-type')).toBe('image/png')
    expect([...new Uint8Array(await served.arrayBuffer())]).toEqual([137, 80, 78, 71, 1, 2, 3])
    // Behind the room's membership and an unguessable key (issue 21).
    expect(upload.url).toMatch(/\/chat\/files\/[\w-]{32}$/)
    expect((await fileAs(null)).status).toBe(401)
    const outsider = await fileAs('admin')
    expect(outsider.status).toBe(404)
    expect(await outsider.json()).toEqual({ message: 'File not found', code: 'NOT_FOUND' })
    const noFile = await fetch(apiUrl(apiPaths.chat.upload(room.id)), {
      method: 'POST',
      headers: { Authorization: `Bearer ${await tokenFor('staff')}`, 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(noFile.status).toBe(400)
    expect((await fetch(apiUrl(apiPaths.chat.file(99999)), { headers: { Authorization: `Bearer ${await tokenFor('staff')}` } })).status).toBe(404)
  })
})
