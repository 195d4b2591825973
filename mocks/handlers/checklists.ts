import { apiPaths } from '@/contract/paths'
import { checklistItemRequestSchema } from '@/contract/schemas'
import { type Caller, callerHasAccess } from '../auth'
import { today } from '../clock'
import { type DbRecord, db } from '../db'
import { forbidden } from '../errors'
import { callerOf, intParam, readJson, route } from '../http'
import { getChecklistItem, getUser } from '../records'
import { compareInstants } from '../order'
import {
  addChecklistItem,
  completeChecklistItem,
  deleteChecklistItem,
  ensureDailyChecklist,
  reopenChecklistItem,
} from '../services/checklists'
import { checklistItemView } from '../views'

/** Assumption: a checklist is its owner's; managers (and admins) may see and change their team's. */
function requireOwnerOrManager(caller: Caller, userId: number): void {
  if (caller.id !== userId && !callerHasAccess(caller, 'manager')) {
    throw forbidden('You can only use your own checklist')
  }
}

const newestFirst = (a: DbRecord<'checklistItems'>, b: DbRecord<'checklistItems'>) =>
  compareInstants(b.date, a.date) || a.id - b.id

/** The user from the path, checked, with today's items generated. */
async function checklistOwner(caller: Caller, value: unknown): Promise<number> {
  const userId = intParam(value, 'user id')
  getUser(userId)
  requireOwnerOrManager(caller, userId)
  await ensureDailyChecklist(userId)
  return userId
}

function ownedItem(caller: Caller, value: unknown): DbRecord<'checklistItems'> {
  const item = getChecklistItem(intParam(value, 'checklist item id'))
  requireOwnerOrManager(caller, item.userId)
  return item
}

export const checklistRoutes = [
  route.get(apiPaths.checklists.list(), (context) => {
    const caller = callerOf(context)
    // Assumption: managers see everyone's items; staff see their own.
    const items = callerHasAccess(caller, 'manager')
      ? db.checklistItems.all()
      : db.checklistItems.findMany((q) => q.where({ userId: caller.id }))
    return items.sort(newestFirst).map(checklistItemView)
  }),

  route.get(apiPaths.checklists.ofUser(':userId'), async (context) => {
    const userId = await checklistOwner(callerOf(context), context.params.userId)
    return db.checklistItems
      .findMany((q) => q.where({ userId }))
      .sort(newestFirst)
      .map(checklistItemView)
  }),

  route.get(apiPaths.checklists.today(':userId'), async (context) => {
    const userId = await checklistOwner(callerOf(context), context.params.userId)
    const date = today()
    return db.checklistItems
      .findMany((q) => q.where({ userId, date }))
      .sort(newestFirst)
      .map(checklistItemView)
  }),

  route.get(apiPaths.checklists.pending(':userId'), async (context) => {
    const userId = await checklistOwner(callerOf(context), context.params.userId)
    return db.checklistItems
      .findMany((q) => q.where({ userId, completed: false }))
      .sort(newestFirst)
      .map(checklistItemView)
  }),

  route.post(apiPaths.checklists.addForUser(':userId'), async (context) => {
    const caller = callerOf(context)
    const userId = intParam(context.params.userId, 'user id')
    getUser(userId)
    requireOwnerOrManager(caller, userId)
    const { title } = await readJson(context.request, checklistItemRequestSchema)
    return checklistItemView(await addChecklistItem(userId, title))
  }),

  route.put(apiPaths.checklists.complete(':id'), async (context) => {
    const caller = callerOf(context)
    const item = ownedItem(caller, context.params.id)
    return checklistItemView(await completeChecklistItem(item.id, caller.id))
  }),

  route.put(apiPaths.checklists.reopen(':id'), async (context) => {
    const item = ownedItem(callerOf(context), context.params.id)
    return checklistItemView(await reopenChecklistItem(item.id))
  }),

  route.delete(apiPaths.checklists.detail(':id'), (context) => {
    const item = ownedItem(callerOf(context), context.params.id)
    deleteChecklistItem(item.id)
  }),
]
