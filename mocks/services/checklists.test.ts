import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { apiPaths } from '@/contract/paths'
import { checklistItemSchema, checklistTemplateSchema } from '@/contract/schemas'
import { dayFromToday, today } from '../clock'
import { db } from '../db'
import { call, userId } from '../test/api'
import { ensureDailyChecklist, weekdayOf } from './checklists'

const items = z.array(checklistItemSchema)

async function freshDay(username: string) {
  const id = userId(username)
  db.checklistItems.deleteMany((q) => q.where({ userId: id }))
  db.checklistDays.deleteMany((q) => q.where({ userId: id }))
  db.checklistTemplates.clear()
  return id
}

describe('daily checklist generation', () => {
  it('gives each user only the templates assigned to them', async () => {
    const staff = await freshDay('staff')
    const manager = userId('manager')
    db.checklistDays.deleteMany((q) => q.where({ userId: manager }))
    await call('POST', apiPaths.checklistTemplates.create([staff]), { as: 'manager', body: { title: 'Staff only', active: true, excludedDays: [], users: [] } })
    await call('POST', apiPaths.checklistTemplates.create([manager]), { as: 'manager', body: { title: 'Manager only', active: true, excludedDays: [], users: [] } })
    const mine = items.parse((await call('GET', apiPaths.checklists.today(staff), { as: 'staff' })).body)
    expect(mine.map((item) => item.title)).toEqual(['Staff only'])
  })

  it('does not bring back an item removed or completed today, however often the day is asked for', async () => {
    const staff = await freshDay('staff')
    const created = await call('POST', apiPaths.checklistTemplates.create([staff]), { as: 'manager', body: { title: 'Once a day', active: true, excludedDays: [], users: [] } })
    const template = checklistTemplateSchema.parse(created.body)
    await call('POST', apiPaths.checklistTemplates.create([staff]), { as: 'manager', body: { title: 'Also daily', active: true, excludedDays: [], users: [] } })
    const first = items.parse((await call('GET', apiPaths.checklists.today(staff), { as: 'staff' })).body)
    expect(first.map((item) => item.title)).toEqual(['Once a day', 'Also daily'])
    const removed = first.find((item) => item.templateId === template.id)!
    await call('DELETE', apiPaths.checklists.detail(removed.id), { as: 'staff' })
    await call('PUT', apiPaths.checklists.complete(first[1]!.id), { as: 'staff' })
    expect(await ensureDailyChecklist(staff)).toBe(false)
    const again = items.parse((await call('GET', apiPaths.checklists.today(staff), { as: 'staff' })).body)
    expect(again.map((item) => [item.title, item.completed])).toEqual([['Also daily', true]])
  })

  it('generates another day on its own, skipping that day’s excluded weekday', async () => {
    const staff = await freshDay('staff')
    const tomorrow = dayFromToday(1)
    await call('POST', apiPaths.checklistTemplates.create([staff]), { as: 'manager', body: { title: 'Not tomorrow', active: true, excludedDays: [weekdayOf(tomorrow)], users: [] } })
    await call('POST', apiPaths.checklistTemplates.create([staff]), { as: 'manager', body: { title: 'Every day', active: true, excludedDays: [], users: [] } })
    expect(await ensureDailyChecklist(staff, tomorrow)).toBe(true)
    expect(await ensureDailyChecklist(staff, tomorrow)).toBe(false)
    const titles = db.checklistItems.findMany((q) => q.where({ userId: staff, date: tomorrow })).map((item) => item.title)
    expect(titles).toEqual(['Every day'])
    // Today's list is untouched by generating tomorrow's.
    expect(db.checklistItems.findMany((q) => q.where({ userId: staff, date: today() }))).toHaveLength(0)
  })

  it('adds a template switched back on to today’s list of its people, once', async () => {
    const staff = await freshDay('staff')
    await call('GET', apiPaths.checklists.today(staff), { as: 'staff' })
    const created = checklistTemplateSchema.parse(
      (await call('POST', apiPaths.checklistTemplates.create([staff]), { as: 'manager', body: { title: 'Paused', active: false, excludedDays: [], users: [] } })).body,
    )
    expect(created.active).toBe(false)
    expect(items.parse((await call('GET', apiPaths.checklists.today(staff), { as: 'staff' })).body)).toHaveLength(0)
    const body = { id: created.id, title: 'Paused', active: true, excludedDays: [], users: [] }
    await call('PUT', apiPaths.checklistTemplates.update(created.id, [staff]), { as: 'manager', body })
    await call('PUT', apiPaths.checklistTemplates.update(created.id, [staff]), { as: 'manager', body: { ...body, active: false } })
    await call('PUT', apiPaths.checklistTemplates.update(created.id, [staff]), { as: 'manager', body })
    const list = items.parse((await call('GET', apiPaths.checklists.today(staff), { as: 'staff' })).body)
    expect(list.map((item) => item.title)).toEqual(['Paused'])
  })
})
