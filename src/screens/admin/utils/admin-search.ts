import type { Role, User } from '@/contract/schemas'

function normal(value: string): string {
  return value.trim().toLowerCase()
}

/** SPEC §2 User Management: search by first name, last name, username, email and role names. */
export function filterUsers(users: readonly User[], query: string): User[] {
  const needle = normal(query)
  if (needle === '') return [...users]
  return users.filter((user) => {
    const fields = [user.firstName, user.lastName, `${user.firstName} ${user.lastName}`, user.username, user.email ?? '', ...user.roles.map((role) => role.name)]
    return fields.some((field) => field.toLowerCase().includes(needle))
  })
}

/** SPEC §2 Role Management: search by name or id. */
export function filterRoles(roles: readonly Role[], query: string): Role[] {
  const needle = normal(query)
  if (needle === '') return [...roles]
  return roles.filter((role) => role.name.toLowerCase().includes(needle) || String(role.id) === needle.replace(/^#/, ''))
}

/** How many users hold each role, by role id. */
export function holdersByRole(users: readonly User[]): Map<number, number> {
  const counts = new Map<number, number>()
  for (const user of users) for (const role of user.roles) counts.set(role.id, (counts.get(role.id) ?? 0) + 1)
  return counts
}
