import { type Check, compileCheck } from '@/contract/fast-check'
import { PAGING } from '@/contract/paging'
import { type ApiErrorBody, apiErrorSchema } from '@/contract/schemas'
import { USER_VERSION_HEADER } from '@/contract/user-version'
import { whenBackendReady } from './backend'
import { apiUrl } from './config'
import { claimIdempotencyKey, IDEMPOTENCY_HEADER } from './idempotency'
import { storedToken } from './session-storage'

/** The call-level messages of SPEC §8, word for word. */
export const API_MESSAGES = {
  network: 'Network error - cannot connect to server',
  invalidJson: 'Invalid JSON response from server',
  html: 'API endpoint not found - check proxy configuration',
  status: (status: number, statusText: string) => `API Error: ${status} ${statusText}`,
} as const

/**
 * A failed call. `message` is the spec's message; `serverMessage` is what the server said, if
 * anything, `code` its reason and `fields` its per-field messages (keyed by body path, `user.email`).
 */
export class ApiError extends Error {
  readonly status: number | null
  readonly serverMessage: string | null
  readonly code: string | null
  readonly fields: Readonly<Record<string, string>> | null
  /** On `EDIT_CONFLICT`: the record as the server has it now (unparsed). */
  readonly current: unknown

  constructor(message: string, status: number | null = null, body: ApiErrorBody | null = null) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.serverMessage = body?.message ?? null
    this.code = body?.code ?? null
    this.fields = body?.fields ?? null
    this.current = body?.current
  }
}

/** Something with a `parse` method: a contract schema. */
export interface Parser<T> {
  parse(data: unknown): T
}

const compiledChecks = new WeakMap<object, Check | null>()

/**
 * The answer, validated: a contract schema that only checks (no transforms) runs as a compiled
 * predicate and the data is used as it came (a 20,000-task list in a few ms rather than ~150);
 * zod parses otherwise, and whenever the predicate refuses, so the error is zod's.
 */
function parseAnswer<T>(schema: Parser<T>, data: unknown): T {
  if (!('_zod' in schema)) return schema.parse(data)
  let check = compiledChecks.get(schema)
  if (check === undefined) {
    check = compileCheck(schema as unknown as Parameters<typeof compileCheck>[0])
    compiledChecks.set(schema, check)
  }
  return check?.(data) ? (data as T) : schema.parse(data)
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** JSON-serialised unless it is FormData. */
  body?: unknown
  /** Validates the response; without it the caller gets `unknown`. */
  schema?: Parser<T>
  signal?: AbortSignal
  /** Extra request headers, e.g. `If-Match`. */
  headers?: Record<string, string>
}

type UnauthorizedListener = () => void
let onUnauthorized: UnauthorizedListener | null = null

/** Called when an authenticated call answers 401: the session has ended (CONVENTIONS §4). */
export function setUnauthorizedHandler(listener: UnauthorizedListener | null): void {
  onUnauthorized = listener
}

/** What an authenticated answer said of the caller's own user: its version header, and whether it was a 403. */
export interface UserSignal {
  version: string | null
  forbidden: boolean
}
type UserSignalListener = (signal: UserSignal) => void
let onUserSignal: UserSignalListener | null = null

/**
 * Called after every authenticated call with the server's `X-User-Version` (docs/api.md "Sessions")
 * and whether it answered 403, so the session can notice a role change made elsewhere.
 */
export function setUserSignalHandler(listener: UserSignalListener | null): void {
  onUserSignal = listener
}

/**
 * Whether an answer speaks of the session signed in now: one sent with a token this browser has
 * since dropped or replaced (a sign-out, then a new sign-in while the call was on its way) says
 * nothing of the new session, and its 401 must not end it.
 */
function forCurrentSession(token: string | null): boolean {
  return token !== null && storedToken() === token
}

const HTML_BODY = /^\s*<(!doctype\s+html|html)[\s>]/i

function parseBody(text: string): unknown {
  if (text.trim() === '') return {}
  if (HTML_BODY.test(text)) throw new ApiError(API_MESSAGES.html)
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(API_MESSAGES.invalidJson)
  }
}

function errorBodyOf(text: string): ApiErrorBody | null {
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * The one fetch client: API base from config, bearer token from the stored session, JSON both
 * ways, and exactly the spec's call-level errors. Failures are thrown as `ApiError`.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  return (await send(path, options)).data
}

/** `apiRequest`, with the answer's headers (e.g. a delete's `X-Restore-Token`). */
export function apiRequestWithHeaders<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<{ data: T; headers: Headers }> {
  return send(path, options)
}

/**
 * A list call that may answer one page (src/contract/paging.ts): its items, and the whole list's
 * length when the server says it (`null` from a server that answered the whole list).
 */
export async function apiList<T>(path: string, options: RequestOptions<T[]> & { schema: Parser<T[]> }): Promise<{ items: T[]; total: number | null }> {
  const { data, headers } = await send(path, options)
  const total = Number(headers.get(PAGING.totalHeader) ?? Number.NaN)
  return { items: data, total: Number.isSafeInteger(total) && total >= 0 ? total : null }
}

async function send<T>(path: string, options: RequestOptions<T>): Promise<{ data: T; headers: Headers }> {
  const { method = 'GET', body, schema, signal } = options
  try {
    await whenBackendReady()
  } catch {
    throw new ApiError(API_MESSAGES.network)
  }
  const token = storedToken()
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  if (token) headers.Authorization = `Bearer ${token}`
  let payload: BodyInit | undefined
  if (body instanceof FormData) {
    payload = body
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json'
    payload = JSON.stringify(body)
  }

  // Every create carries an idempotency key: a double submit creates once (lib/idempotency.ts).
  const claim = method === 'POST' && !(body instanceof FormData) && !headers[IDEMPOTENCY_HEADER] ? claimIdempotencyKey(path, typeof payload === 'string' ? payload : undefined) : null
  if (claim) headers[IDEMPOTENCY_HEADER] = claim.key

  let response: Response
  try {
    response = await fetch(apiUrl(path), { method, headers, body: payload, signal })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ApiError(API_MESSAGES.network)
  } finally {
    claim?.release()
  }

  let text: string
  try {
    text = await response.text()
  } catch {
    throw new ApiError(API_MESSAGES.network, response.status)
  }

  if (response.status !== 401 && forCurrentSession(token)) onUserSignal?.({ version: response.headers.get(USER_VERSION_HEADER), forbidden: response.status === 403 })

  if (!response.ok) {
    if (response.status === 401 && forCurrentSession(token)) onUnauthorized?.()
    if (HTML_BODY.test(text)) throw new ApiError(API_MESSAGES.html, response.status)
    throw new ApiError(API_MESSAGES.status(response.status, response.statusText), response.status, errorBodyOf(text))
  }

  const data = parseBody(text)
  if (!schema) return { data: data as T, headers: response.headers }
  try {
    return { data: parseAnswer(schema, data), headers: response.headers }
  } catch (error) {
    console.error(`Response of ${method} ${path} does not match the contract`, error)
    throw new ApiError(API_MESSAGES.invalidJson, response.status)
  }
}

/**
 * A file the API serves (a chat attachment), fetched with the bearer token like any call: its
 * bytes as a Blob. Failures are `ApiError`s with the spec's messages; a 401 ends the session.
 */
export async function apiBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  try {
    await whenBackendReady()
  } catch {
    throw new ApiError(API_MESSAGES.network)
  }
  const token = storedToken()
  const headers: Record<string, string> = {}
  if (token) headers.Authorization = `Bearer ${token}`
  let response: Response
  try {
    response = await fetch(url, { headers, signal })
    if (response.ok) return await response.blob()
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ApiError(API_MESSAGES.network)
  }
  if (response.status === 401 && forCurrentSession(token)) onUnauthorized?.()
  const text = await response.text().catch(() => '')
  throw new ApiError(API_MESSAGES.status(response.status, response.statusText), response.status, errorBodyOf(text))
}

/**
 * The server's per-field messages by form field: a body path (`user.email`) counts for the field
 * named like its last part (`email`); only `formFields` when given. Empty when there are none.
 */
export function serverFieldErrors(error: unknown, formFields?: readonly string[]): Record<string, string> {
  const found: Record<string, string> = {}
  if (!(error instanceof ApiError) || !error.fields) return found
  for (const [path, message] of Object.entries(error.fields)) {
    const field = path.split('.').at(-1) ?? path
    if ((!formFields || formFields.includes(field)) && !(field in found)) found[field] = message
  }
  return found
}

/** The server's own words when it gave any, else the fallback (e.g. 'Failed to assign task to user.'). */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback
}

/**
 * Whether a failed call never reached a working server: no connection, the API path answered by a
 * static host's HTML (no backend or proxy behind it), or a gateway with nothing behind it.
 */
export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  return error.message === API_MESSAGES.network || error.message === API_MESSAGES.html || error.status === 502 || error.status === 503 || error.status === 504
}

/** Whether a failed call means the record does not exist (any more), rather than that the call failed. */
export function isGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}
