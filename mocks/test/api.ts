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
export async function call<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: { as?: As; body?: unknown; rawBody?: BodyInit; headers?: Record<string, string> } = {},
): Promise<CallResult<T>> {
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
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T }
}


/**
 * A multipart body built by hand: jsdom's File and FormData lose the name and bytes when they pass
 * through Node's fetch, which the browser never does.
 */
export function multipart(field: string, fileName: string, contentType: string, bytes: Uint8Array) {
  const boundary = '----taskhive-test-boundary'
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  )
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`)
  const body = new Uint8Array(head.length + bytes.length + tail.length)
  body.set(head, 0)
  body.set(bytes, head.length)
  body.set(tail, head.length + bytes.length)
  return { rawBody: body, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } }
}
