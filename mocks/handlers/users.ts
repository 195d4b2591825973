import { apiPaths } from '@/contract/paths'
import { createUserRequestSchema, updateUserRequestSchema } from '@/contract/schemas'
import { isAdmin } from '@/lib/permissions'
import { db } from '../db'
import { badRequest } from '../errors'
import { callerOf, intParam, readJson, route } from '../http'
import { listAnswer } from '../paging'
import { getUser } from '../records'
import { byId } from '../order'
import { deleteUserEverywhere } from '../services/cascade'
import { createUser, resolveRoleIds, updateUser, validateUserFields } from '../services/users'
import { roleView, userView, userViewFor } from '../views'

export const userRoutes = [
  route.get(apiPaths.users.list(), (context) => {
    const caller = callerOf(context)
    return listAnswer(context.url, db.users.all().sort(byId), (user) => userViewFor(user, caller))
  }),

  route.get(apiPaths.users.detail(':id'), (context) => userViewFor(getUser(intParam(context.params.id, 'user id')), callerOf(context))),

  route.post(apiPaths.users.create(), async ({ request }) => {
    const body = await readJson(request, createUserRequestSchema)
    // Without roles, the same default role as self-registered users.
    const user = await createUser({ ...body.user, referralCode: body.user.referralCode ?? body.referralCode }, 'user.')
    return userView(user)
  }),

  route.put(apiPaths.users.admin(':id'), async (context) => {
    const caller = callerOf(context)
    const id = intParam(context.params.id, 'user id')
    getUser(id)
    const body = await readJson(context.request, updateUserRequestSchema)
    const fields = validateUserFields(body, id)
    const roleIds = resolveRoleIds(body.roles)
    // Assumption: an admin cannot take away their own admin access (they could not undo it).
    if (id === caller.id && !isAdmin({ roles: roleIds.map((roleId) => roleView(db.roles.findFirst((q) => q.where({ id: roleId }), { strict: true }))) })) {
      throw badRequest('You cannot remove your own admin role')
    }
    return userView(await updateUser(id, fields, roleIds))
  }),

  route.delete(apiPaths.users.admin(':id'), async (context) => {
    const caller = callerOf(context)
    const id = intParam(context.params.id, 'user id')
    getUser(id)
    // Assumption: deleting your own account from the admin screen is refused (it would end the session mid-task).
    if (id === caller.id) throw badRequest('You cannot delete your own account')
    await deleteUserEverywhere(id, caller)
  }),
]
