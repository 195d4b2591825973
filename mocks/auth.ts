/**
 * Who is calling: the bearer token decides, never the user the browser stored (CONVENTIONS §7).
 * Role checks use the client's own permission functions.
 */
import { type Access, hasAccess } from '@/lib/permissions'
import { nowMs } from './clock'
import { type DbRecord, db, findById } from './db'
import { forbidden, unauthorized } from './errors'
import { randomKey, tokenDigest } from './secrets'
import { userView } from './views'

export type Caller = DbRecord<'users'>

/** The token of an `Authorization: Bearer …` header value, or null. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '')
  return match?.[1] ?? null
}

/** How long a session lasts without a call (sliding): docs/api.md "Sessions". */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000
/** A session's last use is written at most this often, so reads do not each cause a store write. */
const TOUCH_EVERY_MS = 5 * 60 * 1000

/**
 * The user a session token belongs to, or null for a missing, unknown, expired or orphaned token.
 * The one token → user lookup: HTTP handlers (through `requireUser`), the STOMP broker's CONNECT and
 * the demo backend all use it, so they can never disagree about who is calling. Each use slides the
 * session's expiry; an expired session is removed.
 */
export function userOfToken(token: string | null | undefined): Caller | null {
  if (!token) return null
  const tokenHash = tokenDigest(token)
  const session = db.sessions.findFirst((q) => q.where({ tokenHash }))
  if (!session) return null
  const now = nowMs()
  const idle = now - Date.parse(session.lastUsedAt)
  if (!(idle < SESSION_IDLE_MS)) {
    void db.sessions.deleteMany((q) => q.where({ tokenHash }))
    return null
  }
  if (idle > TOUCH_EVERY_MS) {
    void db.sessions.update((q) => q.where({ tokenHash }), { data: (draft) => void (draft.lastUsedAt = new Date(now).toISOString()) })
  }
  return findById('users', session.userId) ?? null
}

/** The signed-in caller, or 401 for a missing or unknown token. */
export function requireUser(request: Request): Caller {
  const token = bearerToken(request.headers.get('Authorization'))
  if (!token) throw unauthorized()
  const user = userOfToken(token)
  if (!user) throw unauthorized('Session expired or invalid')
  return user
}

/** The caller if they reach `access`, else 403. */
export function requireAccess(caller: Caller, access: Access): Caller {
  if (!hasAccess(userView(caller), access)) throw forbidden()
  return caller
}

export function callerHasAccess(caller: Caller, access: Access): boolean {
  return hasAccess(userView(caller), access)
}

/** `/user/...` data: your own, unless you are an admin. */
export function requireSelfOrAdmin(caller: Caller, userId: number): void {
  if (caller.id !== userId && !callerHasAccess(caller, 'admin')) throw forbidden('You can only see your own data')
}

/** Opens a session for the user and returns its token: random, and stored only as its digest. */
export async function issueToken(userId: number): Promise<string> {
  const token = `thv2.${randomKey(32)}`
  const at = new Date(nowMs()).toISOString()
  await db.sessions.create({ tokenHash: tokenDigest(token), userId, createdAt: at, lastUsedAt: at })
  return token
}

/** Ends the session of a token (sign-out); unknown tokens are ignored. */
export async function revokeToken(token: string): Promise<void> {
  const tokenHash = tokenDigest(token)
  await db.sessions.deleteMany((q) => q.where({ tokenHash }))
}
