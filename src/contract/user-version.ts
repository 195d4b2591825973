import type { User } from './schemas'

/**
 * The answer header that tells the client which version of the caller's own user the server holds
 * (ours, docs/api.md "Sessions"): when it differs from the signed-in user the client shows, the
 * client reads the user again, so the menu and route guards follow a role change at once.
 */
export const USER_VERSION_HEADER = 'X-User-Version'

/**
 * A short fingerprint of what the client shows of its own user: name, username, email and role
 * names. Server and client compute it alike; a server may send any opaque value instead, since
 * the client only compares it and reads the user again when it changes.
 */
export function userVersion(user: Pick<User, 'firstName' | 'lastName' | 'username' | 'email' | 'roles'>): string {
  const roles = user.roles.map((role) => role.name.toLowerCase()).sort()
  const text = JSON.stringify([user.firstName, user.lastName, user.username, user.email, roles])
  // FNV-1a: a fingerprint for change detection, not a secret.
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return `u${(hash >>> 0).toString(36)}`
}
