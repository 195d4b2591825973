import { apiPaths } from '@/contract/paths'
import { checklistTemplateRequestSchema } from '@/contract/schemas'
import type { Caller } from '../auth'
import { type DbRecord, db, nextId } from '../db'
import { badRequest } from '../errors'
import { callerOf, intParam, readJson, requiredText, route } from '../http'
import { byId, getTemplate } from '../records'
import { addTemplateToToday } from '../services/checklists'
import { notifyAll } from '../services/notifications'
import { fullName, templateView } from '../views'

/**
 * `?userIds=1,2` (or repeated `userIds=`). Absent means "leave the assignment as it is" on update;
 * present and empty means nobody. Unknown ids are refused.
 */
function userIdsOf(url: URL): number[] | null {
  const values = url.searchParams.getAll('userIds')
  if (values.length === 0) return null
  const ids = new Set<number>()
  for (const part of values.flatMap((value) => value.split(','))) {
    const text = part.trim()
    if (text === '') continue
    const id = intParam(text, 'user id in userIds')
    if (!db.users.findFirst((q) => q.where({ id }))) throw badRequest(`Unknown user ${id} in userIds`)
    ids.add(id)
  }
  return [...ids]
}

async function announce(template: DbRecord<'checklistTemplates'>, userIds: readonly number[], caller: Caller) {
  await notifyAll(userIds, {
    actorId: caller.id,
    type: 'CHECKLIST_CREATED',
    message: `${fullName(caller)} assigned you the daily checklist "${template.title}"`,
  })
  await addTemplateToToday(template, userIds)
}

export const checklistTemplateHandlers = [
  route.get(apiPaths.checklistTemplates.list(), () => db.checklistTemplates.all().sort(byId).map(templateView)),

  route.get(apiPaths.checklistTemplates.detail(':id'), ({ params }) =>
    templateView(getTemplate(intParam(params.id, 'template id'))),
  ),

  route.post(apiPaths.checklistTemplates.list(), async (context) => {
    const caller = callerOf(context)
    const userIds = userIdsOf(context.url) ?? []
    const body = await readJson(context.request, checklistTemplateRequestSchema)
    const record = await db.checklistTemplates.create({
      id: nextId(db.checklistTemplates.all()),
      title: requiredText(body.title, 'Title'),
      active: body.active,
      excludedDays: [...new Set(body.excludedDays)],
      userIds,
    })
    await announce(record, userIds, caller)
    return templateView(record)
  }),

  route.put(apiPaths.checklistTemplates.detail(':id'), async (context) => {
    const caller = callerOf(context)
    const id = intParam(context.params.id, 'template id')
    const before = getTemplate(id)
    const userIds = userIdsOf(context.url) ?? before.userIds
    const body = await readJson(context.request, checklistTemplateRequestSchema)
    if (body.id !== undefined && body.id !== id) throw badRequest('id in the body does not match the path')
    const title = requiredText(body.title, 'Title')
    const updated = await db.checklistTemplates.update((q) => q.where({ id }), {
      strict: true,
      data(draft) {
        draft.title = title
        draft.active = body.active
        draft.excludedDays = [...new Set(body.excludedDays)]
        draft.userIds = userIds
      },
    })
    const added = userIds.filter((userId) => !before.userIds.includes(userId))
    await announce(updated, added, caller)
    // Switching a template back on adds today's item for everyone already assigned.
    if (updated.active && !before.active) await addTemplateToToday(updated, updated.userIds)
    return templateView(updated)
  }),

  route.delete(apiPaths.checklistTemplates.detail(':id'), ({ params }) => {
    const id = intParam(params.id, 'template id')
    getTemplate(id)
    // Items already generated stay in people's history.
    db.checklistTemplates.delete((q) => q.where({ id }))
  }),
]
