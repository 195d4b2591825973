import type { NewUser, RoleRef } from '@/contract/schemas'
import { type DbRecord, db, findById, nextId } from '../db'
import { badRequest, conflict } from '../errors'
import { hashPassword } from '../secrets'

type UserFields = Omit<NewUser, 'password' | 'roles'>

/**
 * The role new accounts start with, kept by id (the seed's ROLE_STAFF): renaming the role cannot
 * break sign-up or user creation; once it is deleted, new accounts start without a role.
 */
export const DEFAULT_ROLE_ID = 3

/**
 * What the contract schemas cannot check: a unique username and a unique email (both compared
 * without regard to case). The body was parsed with the forms' own field rules (`readJson` +
 * `src/contract/fields.ts`), so fields arrive trimmed. `path` is where the fields sit in the body.
 */
export function validateUserFields(fields: UserFields, exceptId: number | null = null, path = '') {
  const { firstName, lastName, username, email, mobileNo } = fields
  const other = (matches: (user: DbRecord<'users'>) => boolean) => db.users.findFirst((q) => q.where((user) => user.id !== exceptId && matches(user)))
  if (other((user) => user.username.toLowerCase() === username.toLowerCase())) {
    const message = `Username '${username}' is already taken`
    throw conflict(message, { code: 'USERNAME_TAKEN', fields: { [`${path}username`]: message } })
  }
  if (other((user) => user.email.toLowerCase() === email.toLowerCase())) {
    const message = `Email '${email}' is already used by another account`
    throw conflict(message, { code: 'EMAIL_TAKEN', fields: { [`${path}email`]: message } })
  }
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

/**
 * Creates a user from a parsed request (`path`: where its fields sit in the body); without roles
 * they get the default role if it still exists. Nothing is written on a rejected call.
 */
export async function createUser(input: NewUser, path = ''): Promise<DbRecord<'users'>> {
  const fields = validateUserFields(input, null, path)
  const roleIds =
    input.roles && input.roles.length > 0
      ? resolveRoleIds(input.roles)
      : findById('roles', DEFAULT_ROLE_ID)
        ? [DEFAULT_ROLE_ID]
        : []
  return db.users.create({ id: nextId('users'), ...fields, passwordHash: hashPassword(input.password), roleIds })
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
