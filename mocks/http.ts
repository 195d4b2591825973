/**
 * The wrapper every handler goes through (CONVENTIONS §8): demo latency and injected failures,
 * who is calling and whether their role may use this path group, input parsing and `{ message }`
 * errors. Persistence follows the store's own change hooks (persist.ts); the wrapper only waits,
 * before answering a write, until its change is stored, and answers 507 `STORAGE_FULL` when the
 * browser refused it (the change is then undone, so the client's view matches a reload's).
 */
import { delay, HttpResponse, type PathParams } from 'msw'
import { USER_VERSION_HEADER, userVersion } from '@/contract/user-version'
import { nextTask } from '@/lib/next-task'
import type { Access } from '@/lib/permissions'
import { type Caller, callerHasAccess, requireAccess, requireUser } from './auth'
import { findById } from './db'
import { badRequest, HttpError, storageFull } from './errors'
import { idempotent } from './idempotency'
import { writeMark, writesKept } from './persist'
import type { Route } from './router'
import { latencyMs, takeFailure } from './settings'
import { userView } from './views'

export interface HandlerContext {
  request: Request
  params: PathParams
  url: URL
  /** The caller; `null` only on public paths (`/auth/...`). */
  caller: Caller | null
}

export type Resolver = (context: HandlerContext) => unknown

/** The access a path group needs (SPEC §6): /admin admin, /staff staff, /auth nobody, the rest any caller. */
export function accessForPath(path: string): Access | 'public' {
  if (path.startsWith('/auth/')) return 'public'
  if (path.startsWith('/admin/')) return 'admin'
  if (path.startsWith('/staff/')) return 'staff'
  return 'all'
}

/** Whether `caller` may GET `path`: the rule every handler applies, and the broker's for live events. */
export function callerMayRead(caller: Caller, path: string): boolean {
  const access = accessForPath(path)
  return access === 'public' || callerHasAccess(caller, access)
}

const encoder = new TextEncoder()
/**
 * The length from which a list is streamed, and its slices' least length: the seed's 640 tasks in
 * one go were a 22 ms task (88 ms at Lighthouse's 4× CPU, issue 13).
 */
const STREAM_ITEMS = 250
/**
 * A longer list goes in at most this many slices, as many as 20,000 tasks had before slices of
 * 250: each slice waits for a background task and is a message through the worker, so 80 of them
 * would only add trips to the refetch after a create (issue 13: "create a task settles").
 */
const STREAM_SLICES = 20

/**
 * `HttpResponse.json`'s response without its cost at scale: it builds the whole text, measures it
 * with a Blob and hands `Response` the string (three copies of 10 MB for the 20,000-task list).
 * A long list goes out as a stream of encoded slices instead, each in its own task: the server
 * shares the page's main thread, and one 130 ms task for 20,000 tasks (the refetch after every
 * create) held up the page's paints and timers, a closing dialog's among them (issue 13).
 */
export function jsonResponse(body: unknown, extraHeaders: Record<string, string> = {}): Response {
  const headers = { 'Content-Type': 'application/json', ...extraHeaders }
  if (!Array.isArray(body) || body.length <= STREAM_ITEMS) return new Response(JSON.stringify(body), { headers })
  const items: unknown[] = body
  const sliceLength = Math.max(STREAM_ITEMS, Math.ceil(items.length / STREAM_SLICES))
  let next = 0
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      // Behind the page's own work: a long list streams in its idle moments and holds up neither a
      // render nor a short answer (the dashboard's first screen, issue 13).
      await nextTask('background')
      const end = Math.min(next + sliceLength, items.length)
      const slice = JSON.stringify(items.slice(next, end))
      const text = (next === 0 ? '[' : ',') + slice.slice(1, -1) + (end === items.length ? ']' : '')
      next = end
      controller.enqueue(encoder.encode(text))
      if (next === items.length) controller.close()
    },
  })
  return new Response(stream, { headers })
}

function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) return HttpResponse.json(error.body, { status: error.status, headers: error.headers })
  console.error('[mock server] unexpected error', error)
  return HttpResponse.json(new HttpError(500, 'Internal server error').body, { status: 500 })
}

function handle(path: string, resolver: Resolver) {
  const access = accessForPath(path)
  return async (request: Request, params: PathParams): Promise<Response> => {
    const wait = latencyMs()
    if (wait > 0) await delay(wait)
    if (takeFailure()) return HttpResponse.json(new HttpError(500, 'Simulated failure (demo)').body, { status: 500 })
    let caller: Caller | null = null
    let response: Response
    try {
      caller = access === 'public' ? null : requireUser(request)
      if (caller && access !== 'public') requireAccess(caller, access)
      const answer = async () => {
        const mark = writeMark()
        const result = await resolver({ request, params, url: new URL(request.url), caller })
        if (request.method !== 'GET' && !(await writesKept(mark))) throw storageFull()
        if (result instanceof Response) return result
        return jsonResponse(result === undefined ? { ok: true } : result)
      }
      // A repeated Idempotency-Key gets the first answer (mocks/idempotency.ts).
      const signedIn = caller
      response = signedIn ? await idempotent(request, signedIn.id, answer) : await answer()
    } catch (error) {
      response = errorResponse(error)
    }
    return withUserVersion(response, caller)
  }
}

/** Tells the client which version of its own user the server holds, as it is after this call. */
function withUserVersion(response: Response, caller: Caller | null): Response {
  const current = caller ? findById('users', caller.id) : undefined
  if (current) response.headers.set(USER_VERSION_HEADER, userVersion(userView(current)))
  return response
}

const define =
  (method: string) =>
  (path: string, resolver: Resolver): Route => ({ method, path, answer: handle(path, resolver) })

/** Defines endpoints by contract path (relative to the API base), served by `apiRouter` (router.ts). */
export const route = {
  get: define('GET'),
  post: define('POST'),
  put: define('PUT'),
  patch: define('PATCH'),
  delete: define('DELETE'),
}

/** Something with `safeParse`: a contract schema. */
interface SafeParser<T> {
  safeParse(
    data: unknown,
    params: { error: (issue: { path?: PropertyKey[] }) => string },
  ): { success: true; data: T } | { success: false; error: { issues: readonly { message: string; path: readonly PropertyKey[] }[] } }
}

/**
 * The request's JSON body, checked against a contract schema (the forms' own field rules and
 * limits, `src/contract/fields.ts`); 400 `VALIDATION_FAILED` with the first rule's message, the one
 * the form shows ("Invalid value for {field}" where the body has the wrong shape), and each failing
 * field's message under `fields`.
 */
export async function readJson<T>(request: Request, schema: SafeParser<T>): Promise<T> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    throw badRequest('Request body must be valid JSON')
  }
  // Rules with a message of their own keep it; this names the field for the rest.
  const parsed = schema.safeParse(body, {
    error: (issue) => `Invalid value for ${issue.path?.map(String).join('.') || 'body'}`,
  })
  if (!parsed.success) {
    const fields: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.')
      if (path && !(path in fields)) fields[path] = issue.message
    }
    const details = Object.keys(fields).length > 0 ? { code: 'VALIDATION_FAILED', fields } : { code: 'VALIDATION_FAILED' }
    throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid request body', details)
  }
  return parsed.data
}

/** The caller on a non-public path (the wrapper guarantees one). */
export function callerOf(context: HandlerContext): Caller {
  if (!context.caller) throw new HttpError(401, 'Authentication required')
  return context.caller
}

/** A positive integer path or query parameter, else 400. */
export function intParam(value: unknown, name: string): number {
  const text = Array.isArray(value) ? value[0] : value
  const parsed = typeof text === 'string' && /^\d+$/.test(text) ? Number(text) : Number.NaN
  if (!Number.isSafeInteger(parsed) || parsed <= 0) throw badRequest(`Invalid ${name}`)
  return parsed
}
