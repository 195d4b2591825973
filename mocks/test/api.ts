/** Calls the in-browser server the way the client does, for the contract tests (msw/node). */
import { issueToken } from '../auth'
import { db } from '../db'
import { apiUrl } from '@/lib/config'

export type As = 'admin' | 'manager' | 'staff' | 'nobody' | (string & {})


/** A fresh token for a user by username (demo accounts: admin, manager, staff). */
export async function tokenFor(username: string): Promise<string> {
  const user = db.users.findFirst((q) => q.where({ username }), { strict: true })
  return issueToken(user.id)
}

export function userId(username: string): number {
  return db.users.findFirst((q) => q.where({ username }), { strict: true }).id
}

export interface CallResult<T = unknown> {
  status: number
  body: T
}

/** Calls `path` (relative to the API base) as a user; `nobody` sends no token. */
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
interface CallOptions {
  as?: As
  body?: unknown
  rawBody?: BodyInit
  headers?: Record<string, string>
}

export async function call<T = unknown>(method: Method, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const { status, body } = await callWithHeaders<T>(method, path, options)
  return { status, body }
}

/** `call`, with the answer's headers too (e.g. `Retry-After`). */
export async function callWithHeaders<T = unknown>(
  method: Method,
  path: string,
  options: CallOptions = {},
): Promise<CallResult<T> & { headers: Headers }> {
  const as = options.as ?? 'admin'
  const headers: Record<string, string> = { ...options.headers }
  if (as !== 'nobody') headers.Authorization = `Bearer ${await tokenFor(as)}`
  let body: BodyInit | undefined = options.rawBody
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  const response = await fetch(apiUrl(path), { method, headers, body })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers }
}

export { multipart } from '../../contract/kit/multipart'
