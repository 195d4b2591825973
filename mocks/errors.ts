import type { ApiErrorBody } from '@/contract/schemas'

type Status = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 507

/** The code a refusal carries when nothing more precise applies (docs/api.md "Errors"). */
const CODE_BY_STATUS: Record<Status, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL',
  507: 'STORAGE_FULL',
}

export interface ErrorDetails {
  /** A machine-readable reason, e.g. `EMAIL_TAKEN`; defaults to the status's. */
  code?: string
  /** Per-field messages, keyed by the field's path in the request body (`user.email`). */
  fields?: Record<string, string>
  /** On `EDIT_CONFLICT`: the record as it is now. */
  current?: unknown
  /** Response headers to send with the refusal (e.g. `Retry-After` on 429). */
  headers?: Record<string, string>
}

/** A server-side refusal, answered as `{ message, code, fields? }` with `status`. */
export class HttpError extends Error {
  readonly status: Status
  readonly code: string
  readonly fields: Record<string, string> | undefined
  readonly current: unknown
  readonly headers: Record<string, string> | undefined

  constructor(status: Status, message: string, details: ErrorDetails = {}) {
    super(message)
    this.name = 'HttpError'
    this.status = status
    this.code = details.code ?? CODE_BY_STATUS[status]
    this.fields = details.fields
    this.current = details.current
    this.headers = details.headers
  }

  get body(): ApiErrorBody {
    const body: ApiErrorBody = { message: this.message, code: this.code }
    if (this.fields) body.fields = this.fields
    if (this.current !== undefined) body.current = this.current
    return body
  }
}

export const badRequest = (message: string, details?: ErrorDetails) => new HttpError(400, message, details)
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message)
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message)
export const notFound = (what: string) => new HttpError(404, `${what} not found`)
export const conflict = (message: string, details?: ErrorDetails) => new HttpError(409, message, details)
/** The browser refused to store a change (quota, or storage blocked): it was undone (persist.ts). */
export const storageFull = () =>
  new HttpError(507, 'Demo storage is full: the change was not saved. Reset the demo data or free space in your browser.')
