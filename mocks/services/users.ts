import type { NewUser, RoleRef } from '@/contract/schemas'
import { type DbRecord, db, nextId } from '../db'
import { badRequest, conflict } from '../errors'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

type UserFields = Omit<NewUser, 'password' | 'roles'>

/** Validates user fields like a real server: required, trimmed, a valid email, a unique username. */
export function validateUserFields(fields: UserFields, exceptId: number | null = null) {
  const required = { firstName: 'First name', lastName: 'Last name', username: 'Username', email: 'Email', mobileNo: 'Mobile number' } as const
  const clean = {} as Record<keyof typeof required, string>
  for (const [key, label] of Object.entries(required) as [keyof typeof required, string][]) {
    const value = fields[key]?.trim() ?? ''
    if (value === '') throw badRequest(`${label} is required`)
    clean[key] = value
  }
  if (!EMAIL.test(clean.email)) throw badRequest('Email must be a valid email address')
  if (!/^[A-Za-z0-9._-]{3,40}$/.test(clean.username)) {
    throw badRequest('Username must be 3 to 40 letters, digits, dots, dashes or underscores')
  }
  const taken = db.users.findFirst((q) =>
    q.where((user) => user.username.toLowerCase() === clean.username.toLowerCase() && user.id !== exceptId),
  )
  if (taken) throw conflict(`Username '${clean.username}' is already taken`)
  return {
    ...clean,
    referralCode: fields.referralCode?.trim() || null,
    referredBy: fields.referredBy?.trim() || null,
  }
}

export function validatePassword(password: string): string {
  if (password.trim() === '') throw badRequest('Password is required')
  if (password.length < 6) throw badRequest('Password must be at least 6 characters')
  return password
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

/** Creates a user after validating everything; nothing is written on a rejected call. */
export async function createUser(input: NewUser, defaultRoleNames: readonly string[]): Promise<DbRecord<'users'>> {
  const fields = validateUserFields(input)
  const password = validatePassword(input.password)
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
