/** Store records → the contract's response shapes (SPEC §3). Passwords never leave the server. */
import type { Role, User } from '@/contract/schemas'
import { type DbRecord, db } from './db'

export function roleView(record: DbRecord<'roles'>): Role {
  return { id: record.id, name: record.name }
}

export function userView(record: DbRecord<'users'>): User {
  const roles: Role[] = []
  for (const roleId of record.roleIds) {
    const role = db.roles.findFirst((q) => q.where({ id: roleId }))
    if (role) roles.push(roleView(role))
  }
  return {
    id: record.id,
    firstName: record.firstName,
    lastName: record.lastName,
    username: record.username,
    email: record.email,
    mobileNo: record.mobileNo,
    referralCode: record.referralCode,
    referredBy: record.referredBy,
    roles,
  }
}

export function fullName(record: Pick<DbRecord<'users'>, 'firstName' | 'lastName'>): string {
  return `${record.firstName} ${record.lastName}`.trim()
}
