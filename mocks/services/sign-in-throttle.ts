/**
 * Sign-in throttling (docs/api.md "Sign-in throttling"): after `MAX_FAILURES` wrong passwords for
 * one account within `WINDOW_MS` of each other, sign-in for that account is refused with 429 for a
 * while, and each further failure doubles the wait. Unknown usernames share one bucket for the
 * whole client, so guessing names is throttled too. A successful sign-in clears the account's count.
 * The state lives in memory: the in-browser server forgets it on reload, as a real server would not.
 */
import { nowMs } from '../clock'
import { HttpError } from '../errors'

export const SIGN_IN_THROTTLE = {
  maxFailures: 5,
  /** Failures further apart than this start a new count. */
  windowMs: 15 * 60_000,
  /** The first lock; each further failure doubles it, up to `maxLockMs`. */
  firstLockMs: 30_000,
  maxLockMs: 15 * 60_000,
} as const

export const TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS'

interface Bucket {
  failures: number
  lastFailureAt: number
  lockedUntil: number
}

const buckets = new Map<string, Bucket>()

/** The bucket key: an account by id, or every unknown username together. */
export function throttleKey(userId: number | null): string {
  return userId === null ? 'unknown' : `user:${userId}`
}

function lockMs(failures: number): number {
  const doublings = failures - SIGN_IN_THROTTLE.maxFailures
  return Math.min(SIGN_IN_THROTTLE.firstLockMs * 2 ** doublings, SIGN_IN_THROTTLE.maxLockMs)
}

/** "30 seconds", "1 second", "4 minutes" (rounded up). */
function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`
  return `${Math.ceil(seconds / 60)} minutes`
}

/** 429 `TOO_MANY_ATTEMPTS` with `Retry-After` while the bucket is locked; nothing otherwise. */
export function assertNotThrottled(key: string): void {
  const bucket = buckets.get(key)
  const left = bucket ? bucket.lockedUntil - nowMs() : 0
  if (left <= 0) return
  const seconds = Math.ceil(left / 1000)
  throw new HttpError(429, `Too many failed sign-in attempts. Try again in ${waitText(seconds)}.`, {
    code: TOO_MANY_ATTEMPTS,
    headers: { 'Retry-After': String(seconds) },
  })
}

export function recordSignInFailure(key: string): void {
  const now = nowMs()
  const previous = buckets.get(key)
  const failures = previous && now - previous.lastFailureAt <= SIGN_IN_THROTTLE.windowMs ? previous.failures + 1 : 1
  const lockedUntil = failures >= SIGN_IN_THROTTLE.maxFailures ? now + lockMs(failures) : 0
  buckets.set(key, { failures, lastFailureAt: now, lockedUntil })
}

export function recordSignInSuccess(key: string): void {
  buckets.delete(key)
}

/** Forgets every count (a fresh seed, and between tests). */
export function resetSignInThrottle(): void {
  buckets.clear()
}
