/**
 * Idempotency keys for creates (issue 21, docs/api.md "Idempotency"): every POST carries an
 * `Idempotency-Key`, and the same POST (path and body) sent again while the first is still on its
 * way carries the same key, so the server answers both with the one record it created. A POST sent
 * after the first has settled is a new intent and gets a new key.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

interface InFlight {
  key: string
  count: number
}

const inFlight = new Map<string, InFlight>()

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`
}

/** The key for a POST of `body` (its JSON text) to `path`, and the release to call once it settles. */
export function claimIdempotencyKey(path: string, body: string | undefined): { key: string; release: () => void } {
  const id = `${path}\n${body ?? ''}`
  const entry = inFlight.get(id) ?? { key: newKey(), count: 0 }
  entry.count += 1
  inFlight.set(id, entry)
  let released = false
  return {
    key: entry.key,
    release: () => {
      if (released) return
      released = true
      entry.count -= 1
      if (entry.count === 0 && inFlight.get(id) === entry) inFlight.delete(id)
    },
  }
}
