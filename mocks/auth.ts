/**
 * Who is calling: the bearer token decides, never the user the browser stored (CONVENTIONS §7).
 * Role checks use the client's own permission functions.
 */
import { type Access, hasAccess } from '@/lib/permissions'
import { type DbRecord, db } from './db'
import { forbidden, unauthorized } from './errors'
import { userView } from './views'

export type Caller = DbRecord<'users'>

/** The token of an `Authorization: Bearer …` header value, or null. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '')
  return match?.[1] ?? null
}

/**
 * The user a session token belongs to, or null for a missing, unknown or orphaned token. The one
 * token → user lookup: HTTP handlers (through `requireUser`), the STOMP broker's CONNECT and the
 * demo backend all use it, so they can never disagree about who is calling.
 */
export function userOfToken(token: string | null | undefined): Caller | null {
  if (!token) return null
  const session = db.sessions.findFirst((q) => q.where({ token }))
  if (!session) return null
  return db.users.findFirst((q) => q.where({ id: session.userId })) ?? null
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

let tokenCounter = 0
/** Opens a session for the user and returns its token. */
export async function issueToken(userId: number): Promise<string> {
  tokenCounter += 1
  const random = Math.random().toString(36).slice(2, 12)
  const token = `thv1.${userId}.${Date.now().toString(36)}${tokenCounter}.${random}`
  await db.sessions.create({ token, userId, createdAt: new Date().toISOString() })
  return token
}
