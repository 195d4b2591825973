import type { NewUser, RoleRef } from '@/contract/schemas'
import { type DbRecord, db, nextId } from '../db'
import { badRequest, conflict } from '../errors'

type UserFields = Omit<NewUser, 'password' | 'roles'>

/**
 * What the contract schemas cannot check: a unique username. The body was parsed with the
 * forms' own field rules (`readJson` + `src/contract/fields.ts`), so fields arrive trimmed.
 */
export function validateUserFields(fields: UserFields, exceptId: number | null = null) {
  const { firstName, lastName, username, email, mobileNo } = fields
  const taken = db.users.findFirst((q) =>
    q.where((user) => user.username.toLowerCase() === username.toLowerCase() && user.id !== exceptId),
  )
  if (taken) throw conflict(`Username '${username}' is already taken`)
  return {
    firstName,
    lastName,
    username,
    email,
    mobileNo,
    referralCode: fields.referralCode || null,
    referredBy: fields.referredBy || null,
  }
}

/** Role references (by id or name) → role ids; 400 for an unknown role. */
export function resolveRoleIds(refs: readonly RoleRef[]): number[] {
  const ids = new Set<number>()
  for (const ref of refs) {
    const role = db.roles.findFirst((q) =>
      q.where((candidate) =>
        ref.id !== undefined ? candidate.id === ref.id : candidate.name.toLowerCase() === ref.name?.toLowerCase(),
      ),
    )
    if (!role) throw badRequest(`Unknown role ${ref.name ?? ref.id}`)
    ids.add(role.id)
  }
  return [...ids]
}

/** Creates a user from a parsed request; nothing is written on a rejected call. */
export async function createUser(input: NewUser, defaultRoleNames: readonly string[]): Promise<DbRecord<'users'>> {
  const fields = validateUserFields(input)
  const password = input.password
  const roleIds = resolveRoleIds(
    input.roles && input.roles.length > 0 ? input.roles : defaultRoleNames.map((name) => ({ name })),
  )
  return db.users.create({ id: nextId(db.users.all()), ...fields, password, roleIds })
}

/** Replaces a user's fields (already validated with `validateUserFields`) and roles. */
export async function updateUser(
  id: number,
  fields: ReturnType<typeof validateUserFields>,
  roleIds: readonly number[],
): Promise<DbRecord<'users'>> {
  return db.users.update((q) => q.where({ id }), {
    strict: true,
    data(draft) {
      Object.assign(draft, fields)
      draft.roleIds = [...roleIds]
    },
  })
}
