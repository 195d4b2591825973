import { type User, userSchema } from '@/contract/schemas'

/** The key SPEC §3 names for the stored session. */
export const SESSION_KEY = 'user'

/** What is kept in `localStorage['user']`: the server's user, its id (part of it) and the token. */
export type StoredSession = User & { token: string }

/**
 * Reads the stored session. A corrupt entry is logged as 'Error parsing stored user' and removed
 * (SPEC §4, §8); a missing one is `null`.
 */
export function readStoredSession(storage: Storage = localStorage): StoredSession | null {
  let raw: string | null
  try {
    raw = storage.getItem(SESSION_KEY)
  } catch {
    return null
  }
  if (raw === null) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    const user = userSchema.parse(parsed)
    const token = (parsed as { token?: unknown }).token
    if (typeof token !== 'string' || token === '') throw new Error('Stored user has no token')
    return { ...user, token }
  } catch (error) {
    console.error('Error parsing stored user', error)
    removeStoredSession(storage)
    return null
  }
}

export function writeStoredSession(session: StoredSession, storage: Storage = localStorage): void {
  try {
    storage.setItem(SESSION_KEY, JSON.stringify(session))
  } catch (error) {
    // A full or blocked storage keeps the session in memory for this tab only.
    console.warn('Could not store the session', error)
  }
}

export function removeStoredSession(storage: Storage = localStorage): void {
  try {
    storage.removeItem(SESSION_KEY)
  } catch {
    // Nothing to remove from a blocked storage.
  }
}

/** The bearer token of the stored session, if any. */
export function storedToken(storage: Storage = localStorage): string | null {
  try {
    const raw = storage.getItem(SESSION_KEY)
    if (!raw) return null
    const token = (JSON.parse(raw) as { token?: unknown }).token
    return typeof token === 'string' && token !== '' ? token : null
  } catch {
    return null
  }
}
