/**
 * Who is calling: the bearer token decides, never the user the browser stored (CONVENTIONS §7).
 * Role checks use the client's own permission functions.
 */
import { type Access, hasAccess } from '@/lib/permissions'
import { type DbRecord, db } from './db'
import { forbidden, unauthorized } from './errors'
import { userView } from './views'

export type Caller = DbRecord<'users'>

function tokenOf(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1] ?? null
}

/** The signed-in caller, or 401 for a missing or unknown token. */
export function requireUser(request: Request): Caller {
  const token = tokenOf(request)
  if (!token) throw unauthorized()
  const session = db.sessions.findFirst((q) => q.where({ token }))
  if (!session) throw unauthorized('Session expired or invalid')
  const user = db.users.findFirst((q) => q.where({ id: session.userId }))
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
