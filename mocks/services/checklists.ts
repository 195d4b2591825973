/**
 * Daily checklists: each user's items for a day are generated once from the active templates
 * assigned to them (skipping excluded weekdays); `checklistDays` remembers which days are done,
 * so reloading or asking again never duplicates them.
 */
import dayjs from 'dayjs'
import { WEEKDAYS, type Weekday } from '@/contract/schemas'
import { roleLevel } from '@/lib/permissions'
import { isoNow, today } from '../clock'
import { type DbRecord, db, findById, nextId } from '../db'
import { getChecklistItem } from '../records'
import { fullName, userView } from '../views'
import { notifyAll } from './notifications'

export function weekdayOf(date: string): Weekday {
  // dayjs: 0 is Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(dayjs(date).day() + 6) % 7] as Weekday
}

function appliesOn(template: DbRecord<'checklistTemplates'>, date: string): boolean {
  return template.active && !template.excludedDays.includes(weekdayOf(date))
}

async function createItem(userId: number, date: string, title: string, templateId: number | null) {
  return db.checklistItems.create({
    id: nextId('checklistItems'),
    title,
    completed: false,
    createdAt: isoNow(),
    userId,
    date,
    templateId,
    completedAt: null,
  })
}

/** Generates the user's items for `date` once. Returns whether anything was written. */
export async function ensureDailyChecklist(userId: number, date: string = today()): Promise<boolean> {
  if (db.checklistDays.findFirst((q) => q.where({ userId, date }))) return false
  const templates = db.checklistTemplates.findMany((q) => q.where((template) => template.userIds.includes(userId)))
  for (const template of templates.sort((a, b) => a.id - b.id)) {
    if (appliesOn(template, date)) await createItem(userId, date, template.title, template.id)
  }
  await db.checklistDays.create({ userId, date })
  return true
}

/**
 * A template newly assigned (or activated) after a user's day was generated adds its item to
 * today at once, so the assignment shows without waiting for tomorrow.
 */
export async function addTemplateToToday(template: DbRecord<'checklistTemplates'>, userIds: readonly number[]) {
  const date = today()
  if (!appliesOn(template, date)) return
  for (const userId of userIds) {
    if (!db.checklistDays.findFirst((q) => q.where({ userId, date }))) continue
    const exists = db.checklistItems.findFirst((q) => q.where({ userId, date, templateId: template.id }))
    if (!exists) await createItem(userId, date, template.title, template.id)
  }
}

export async function addChecklistItem(userId: number, title: string): Promise<DbRecord<'checklistItems'>> {
  await ensureDailyChecklist(userId)
  return createItem(userId, today(), title, null)
}

/**
 * Completes an item. When it was the last open item of that day, CHECKLIST_COMPLETED goes out.
 * Assumption: it goes to the managers who share a project with the user (their team leads), since
 * nobody is notified of their own action.
 */
export async function completeChecklistItem(id: number, actorId: number): Promise<DbRecord<'checklistItems'>> {
  const before = getChecklistItem(id)
  const after = await db.checklistItems.update((q) => q.where({ id }), {
    strict: true,
    data(draft) {
      draft.completed = true
      draft.completedAt = before.completedAt ?? isoNow()
    },
  })
  if (before.completed) return after
  const open = db.checklistItems.findFirst((q) =>
    q.where((item) => item.userId === after.userId && item.date === after.date && !item.completed),
  )
  if (open) return after
  const owner = findById('users', after.userId)
  if (!owner) return after
  const leads = new Set<number>()
  for (const project of db.projects.findMany((q) => q.where((p) => p.memberIds.includes(owner.id)))) {
    for (const memberId of project.memberIds) {
      const member = findById('users', memberId)
      if (member && member.id !== owner.id && roleLevel(userView(member)) === 'manager') leads.add(member.id)
    }
  }
  await notifyAll(leads, {
    actorId,
    type: 'CHECKLIST_COMPLETED',
    message: `${fullName(owner)} completed their daily checklist for ${dayjs(after.date).format('MMM D')}`,
  })
  return after
}

export async function reopenChecklistItem(id: number): Promise<DbRecord<'checklistItems'>> {
  return db.checklistItems.update((q) => q.where({ id }), {
    strict: true,
    data(draft) {
      draft.completed = false
      draft.completedAt = null
    },
  })
}

/** Deletes one item; the day stays generated, so a template's item does not come back. */
export function deleteChecklistItem(id: number): void {
  db.checklistItems.delete((q) => q.where({ id }))
}
