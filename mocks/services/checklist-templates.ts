/**
 * Checklist template writes. Whoever is newly assigned a template hears CHECKLIST_CREATED and, when
 * their day was already generated, gets today's item at once (services/checklists.ts).
 */
import type { ChecklistTemplateRequest } from '@/contract/schemas'
import { type DbRecord, db, nextId } from '../db'
import { getTemplate } from '../records'
import { fullName } from '../views'
import { addTemplateToToday } from './checklists'
import { bump } from '../versions'
import { notifyAll } from './notifications'

type Actor = DbRecord<'users'>

async function announce(template: DbRecord<'checklistTemplates'>, userIds: readonly number[], actor: Actor) {
  await notifyAll(userIds, {
    actorId: actor.id,
    type: 'CHECKLIST_CREATED',
    message: `${fullName(actor)} assigned you the daily checklist "${template.title}"`,
  })
  await addTemplateToToday(template, userIds)
}

/** Creates a template assigned to `userIds` (known users, checked by the caller). */
export async function createTemplate(
  body: ChecklistTemplateRequest,
  userIds: readonly number[],
  actor: Actor,
): Promise<DbRecord<'checklistTemplates'>> {
  const record = await db.checklistTemplates.create({
    id: nextId('checklistTemplates'),
    title: body.title,
    active: body.active,
    excludedDays: [...new Set(body.excludedDays)],
    userIds: [...userIds],
  })
  await announce(record, userIds, actor)
  return record
}

/** Replaces a template; only the users it newly reaches are told. */
export async function updateTemplate(
  id: number,
  body: ChecklistTemplateRequest,
  userIds: readonly number[],
  actor: Actor,
): Promise<DbRecord<'checklistTemplates'>> {
  const before = getTemplate(id)
  const title = body.title
  const updated = await db.checklistTemplates.update((q) => q.where({ id }), {
    strict: true,
    data(draft) {
      draft.title = title
      draft.active = body.active
      draft.excludedDays = [...new Set(body.excludedDays)]
      draft.userIds = [...userIds]
      bump(draft)
    },
  })
  const added = userIds.filter((userId) => !before.userIds.includes(userId))
  await announce(updated, added, actor)
  // Switching a template back on adds today's item for everyone already assigned.
  if (updated.active && !before.active) await addTemplateToToday(updated, updated.userIds)
  return updated
}

export function deleteTemplate(id: number): void {
  // Items already generated stay in people's history.
  db.checklistTemplates.delete((q) => q.where({ id }))
}
