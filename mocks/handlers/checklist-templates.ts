import { apiPaths } from '@/contract/paths'
import { checklistTemplateRequestSchema } from '@/contract/schemas'
import { db, findById } from '../db'
import { badRequest } from '../errors'
import { callerOf, intParam, readJson, route } from '../http'
import { getTemplate } from '../records'
import { byId } from '../order'
import { createTemplate, deleteTemplate, updateTemplate } from '../services/checklist-templates'
import { checkIfMatch } from '../versions'
import { templateView } from '../views'

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
    if (!findById('users', id)) throw badRequest(`Unknown user ${id} in userIds`)
    ids.add(id)
  }
  return [...ids]
}

export const checklistTemplateRoutes = [
  route.get(apiPaths.checklistTemplates.list(), () => db.checklistTemplates.all().sort(byId).map(templateView)),

  route.get(apiPaths.checklistTemplates.detail(':id'), ({ params }) =>
    templateView(getTemplate(intParam(params.id, 'template id'))),
  ),

  route.post(apiPaths.checklistTemplates.list(), async (context) => {
    const caller = callerOf(context)
    const userIds = userIdsOf(context.url) ?? []
    const body = await readJson(context.request, checklistTemplateRequestSchema)
    return templateView(await createTemplate(body, userIds, caller))
  }),

  route.put(apiPaths.checklistTemplates.detail(':id'), async (context) => {
    const caller = callerOf(context)
    const id = intParam(context.params.id, 'template id')
    const before = getTemplate(id)
    checkIfMatch(context.request, before, 'checklist template', () => templateView(before))
    const userIds = userIdsOf(context.url) ?? before.userIds
    const body = await readJson(context.request, checklistTemplateRequestSchema)
    if (body.id !== undefined && body.id !== id) throw badRequest('id in the body does not match the path')
    return templateView(await updateTemplate(id, body, userIds, caller))
  }),

  route.delete(apiPaths.checklistTemplates.detail(':id'), ({ params }) => {
    const id = intParam(params.id, 'template id')
    getTemplate(id)
    deleteTemplate(id)
  }),
]
