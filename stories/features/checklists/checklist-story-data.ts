/** Story loaders that shape the seeded store for the checklist screens (they run beside the reseed). */
import { dayFromToday, today } from '../../../mocks/clock'
import { db, nextId } from '../../../mocks/db'
import { seeded } from '../../support/seed'
import { WEEKDAYS } from '@/contract/schemas'

const staffId = () => db.users.findFirst((q) => q.where({ username: 'staff' }), { strict: true }).id

/** Gives the staff account exactly these items today (already generated, so templates add none). */
export function staffToday(items: readonly (readonly [title: string, completed: boolean])[]) {
  return async () => {
    await seeded()
    const userId = staffId()
    const date = today()
    db.checklistItems.deleteMany((q) => q.where({ userId, date }))
    if (!db.checklistDays.findFirst((q) => q.where({ userId, date }))) await db.checklistDays.create({ userId, date })
    for (const [title, completed] of items) {
      await db.checklistItems.create({
        id: nextId('checklistItems'),
        title,
        completed,
        createdAt: `${dayFromToday(0)}T08:00:00.000Z`,
        userId,
        date,
        templateId: null,
        completedAt: completed ? `${date}T09:00:00.000Z` : null,
      })
    }
    return {}
  }
}

export const A_FULL_DAY = [
  ['Check the support inbox', true],
  ['Update task statuses', true],
  ['Attend the daily stand-up', false],
  ['Review open pull requests', false],
  ['Log time for yesterday', true],
  ['Back up design files', false],
  ['Reply to the client about the launch date', false],
  ['Water the office plants', false],
] as const

export function noTemplates() {
  return async () => {
    await seeded()
    db.checklistTemplates.clear()
    return {}
  }
}

/** Adds one template per "Next:" state, so the grid shows all of them. */
export function everyScheduleState() {
  return async () => {
    await seeded()
    const userId = staffId()
    let id = nextId('checklistTemplates')
    await db.checklistTemplates.create({ id: id++, title: 'Never runs (all days excluded)', active: true, excludedDays: [...WEEKDAYS], userIds: [userId] })
    await db.checklistTemplates.create({ id, title: 'Nobody assigned yet', active: true, excludedDays: [], userIds: [] })
    return {}
  }
}
