import { apiPaths } from '@/contract/paths'
import { roleRequestSchema } from '@/contract/schemas'
import { isAdmin } from '@/lib/permissions'
import type { Caller } from '../auth'
import { db, findById } from '../db'
import { badRequest } from '../errors'
import { callerOf, intParam, readJson, route } from '../http'
import { getRole } from '../records'
import { byId } from '../order'
import { createRole, deleteRole, renameRole, uniqueRoleName } from '../services/roles'
import { roleView } from '../views'

/** Assumption: an admin may not rename or delete a role so that they lose admin access themselves. */
function keepsCallerAdmin(caller: Caller, change: (roleId: number) => string | null): void {
  const names = caller.roleIds
    .map((roleId) => change(roleId))
    .filter((name): name is string => name !== null)
  if (!isAdmin({ roles: names.map((name) => ({ name })) })) {
    throw badRequest('This change would remove your own admin access')
  }
}

function nameOf(roleId: number): string | null {
  return findById('roles', roleId)?.name ?? null
}

export const roleRoutes = [
  route.get(apiPaths.roles.list(), () => db.roles.all().sort(byId).map(roleView)),

  route.get(apiPaths.roles.detail(':id'), ({ params }) => roleView(getRole(intParam(params.id, 'role id')))),

  route.post(apiPaths.roles.list(), async ({ request }) => {
    const { name } = await readJson(request, roleRequestSchema)
    return roleView(await createRole(name))
  }),

  route.put(apiPaths.roles.detail(':id'), async (context) => {
    const id = intParam(context.params.id, 'role id')
    getRole(id)
    const { name } = await readJson(context.request, roleRequestSchema)
    // The name is checked first, so a taken or blank name answers as such, not as a lost admin role.
    const clean = uniqueRoleName(name, id)
    keepsCallerAdmin(callerOf(context), (roleId) => (roleId === id ? clean : nameOf(roleId)))
    return roleView(await renameRole(id, clean))
  }),

  route.delete(apiPaths.roles.detail(':id'), async (context) => {
    const id = intParam(context.params.id, 'role id')
    getRole(id)
    keepsCallerAdmin(callerOf(context), (roleId) => (roleId === id ? null : nameOf(roleId)))
    await deleteRole(id)
  }),
]
