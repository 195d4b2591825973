/** Role writes. Users refer to roles by id, so a rename shows on every holder at once. */
import { type DbRecord, db } from '../db'
import { conflict } from '../errors'

/** A required role name, trimmed, that no other role has (409 otherwise). */
export function uniqueRoleName(name: string, exceptId: number | null): string {
  const clean = name.trim()
  const taken = db.roles.findFirst((q) =>
    q.where((role) => role.name.toLowerCase() === clean.toLowerCase() && role.id !== exceptId),
  )
  if (taken) throw conflict(`Role '${clean}' already exists`)
  return clean
}

export async function createRole(name: string): Promise<DbRecord<'roles'>> {
  const clean = uniqueRoleName(name, null)
  const maxId = db.roles.all().reduce((max, role) => Math.max(max, role.id), 0)
  return db.roles.create({ id: maxId + 1, name: clean })
}

export async function renameRole(id: number, name: string): Promise<DbRecord<'roles'>> {
  const clean = uniqueRoleName(name, id)
  return db.roles.update((q) => q.where({ id }), {
    strict: true,
    data(draft) {
      draft.name = clean
    },
  })
}

/** Deletes a role and takes it away from everyone who held it. */
export async function deleteRole(id: number): Promise<void> {
  await db.users.updateMany((q) => q.where((user) => user.roleIds.includes(id)), {
    data(draft) {
      draft.roleIds = draft.roleIds.filter((roleId) => roleId !== id)
    },
  })
  db.roles.delete((q) => q.where({ id }))
}
