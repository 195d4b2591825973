import { apiPaths } from '@/contract/paths'
import { roleRequestSchema } from '@/contract/schemas'
import { isAdmin } from '@/lib/permissions'
import type { Caller } from '../auth'
import { db } from '../db'
import { badRequest, conflict } from '../errors'
import { callerOf, intParam, readJson, requiredText, route } from '../http'
import { byId, getRole } from '../records'
import { roleView } from '../views'

function uniqueName(name: string, exceptId: number | null): string {
  const clean = requiredText(name, 'Role name')
  const taken = db.roles.findFirst((q) =>
    q.where((role) => role.name.toLowerCase() === clean.toLowerCase() && role.id !== exceptId),
  )
  if (taken) throw conflict(`Role '${clean}' already exists`)
  return clean
}

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
  return db.roles.findFirst((q) => q.where({ id: roleId }))?.name ?? null
}

export const roleHandlers = [
  route.get(apiPaths.roles.list(), () => db.roles.all().sort(byId).map(roleView)),

  route.get(apiPaths.roles.detail(':id'), ({ params }) => roleView(getRole(intParam(params.id, 'role id')))),

  route.post(apiPaths.roles.list(), async ({ request }) => {
    const { name } = await readJson(request, roleRequestSchema)
    const clean = uniqueName(name, null)
    const maxId = db.roles.all().reduce((max, role) => Math.max(max, role.id), 0)
    return roleView(await db.roles.create({ id: maxId + 1, name: clean }))
  }),

  route.put(apiPaths.roles.detail(':id'), async (context) => {
    const id = intParam(context.params.id, 'role id')
    getRole(id)
    const { name } = await readJson(context.request, roleRequestSchema)
    const clean = uniqueName(name, id)
    keepsCallerAdmin(callerOf(context), (roleId) => (roleId === id ? clean : nameOf(roleId)))
    // Users refer to roles by id, so every holder of the role shows the new name at once.
    const updated = await db.roles.update((q) => q.where({ id }), {
      strict: true,
      data(draft) {
        draft.name = clean
      },
    })
    return roleView(updated)
  }),

  route.delete(apiPaths.roles.detail(':id'), async (context) => {
    const id = intParam(context.params.id, 'role id')
    getRole(id)
    keepsCallerAdmin(callerOf(context), (roleId) => (roleId === id ? null : nameOf(roleId)))
    await db.users.updateMany((q) => q.where((user) => user.roleIds.includes(id)), {
      data(draft) {
        draft.roleIds = draft.roleIds.filter((roleId) => roleId !== id)
      },
    })
    db.roles.delete((q) => q.where({ id }))
  }),
]
