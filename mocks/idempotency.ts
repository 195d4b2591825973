/**
 * `Idempotency-Key` on POSTs (ours, issue 21; docs/api.md "Idempotency"): a repeat of a key by the
 * same caller within 10 minutes is answered with the first answer and creates nothing. A repeat
 * that arrives while the first is still being answered waits for it. Only successful answers are
 * kept: after a refusal the same key may try again. Kept in memory only (not in the stored data).
 */
import { nowMs } from './clock'
import { badRequest } from './errors'

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
/** Set on an answer that repeats an earlier one. */
export const REPLAYED_HEADER = 'Idempotent-Replayed'
const KEEP_MS = 10 * 60 * 1000
const MAX_KEY_LENGTH = 255

interface Answer {
  status: number
  headers: [string, string][]
  body: string
}

interface Entry {
  fingerprint: string
  expires: number
  answer: Promise<Answer | null>
}

const entries = new Map<string, Entry>()

/** Forgets every key (a reset of the demo data, tests). */
export function forgetIdempotencyKeys(): void {
  entries.clear()
}

function sweep(at: number): void {
  for (const [id, entry] of entries) if (entry.expires <= at) entries.delete(id)
}

function replay(answer: Answer): Response {
  const headers = new Headers(answer.headers)
  headers.set(REPLAYED_HEADER, 'true')
  return new Response(answer.body, { status: answer.status, headers })
}

/** Runs `answer` once per caller and key; a POST without the header always runs. */
export async function idempotent(request: Request, callerId: number, answer: () => Promise<Response>): Promise<Response> {
  const key = request.method === 'POST' ? request.headers.get(IDEMPOTENCY_HEADER) : null
  if (key === null) return answer()
  if (key.trim() === '' || key.length > MAX_KEY_LENGTH) throw badRequest(`${IDEMPOTENCY_HEADER} must be 1 to ${MAX_KEY_LENGTH} characters`)
  const url = new URL(request.url)
  const fingerprint = `${url.pathname}${url.search}\n${await request.clone().text()}`
  const id = `${callerId}\n${key}`
  for (;;) {
    sweep(nowMs())
    const earlier = entries.get(id)
    if (!earlier) break
    if (earlier.fingerprint !== fingerprint) {
      throw badRequest(`This ${IDEMPOTENCY_HEADER} was used for another request`, { code: 'IDEMPOTENCY_KEY_REUSED' })
    }
    const kept = await earlier.answer
    if (kept) return replay(kept)
    // The first attempt was refused and forgotten: look again (another repeat may be running).
  }
  let settle: (kept: Answer | null) => void = () => undefined
  const entry: Entry = { fingerprint, expires: nowMs() + KEEP_MS, answer: new Promise((resolve) => (settle = resolve)) }
  entries.set(id, entry)
  const forget = () => {
    if (entries.get(id) === entry) entries.delete(id)
    settle(null)
  }
  try {
    const response = await answer()
    if (!response.ok) {
      forget()
      return response
    }
    const body = await response.clone().text()
    settle({ status: response.status, headers: [...response.headers], body })
    return response
  } catch (error) {
    forget()
    throw error
  }
}
