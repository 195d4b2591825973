import { expect } from 'vitest'
import * as z from 'zod/mini'
import { type Endpoint, endpointById, endpoints, fillPath } from '@/contract/endpoints'
import { apiErrorSchema } from '@/contract/schemas'
import type { Transport } from './transport'

export interface CallOptions {
  /** Bearer token; none for an anonymous call. */
  token?: string | null
  params?: Record<string, string | number>
  query?: Record<string, string | number>
  body?: unknown
  rawBody?: BodyInit
  headers?: Record<string, string>
}

export interface Reply {
  status: number
  headers: Headers
  body: unknown
  contentType: string | null
  bytes: Uint8Array
}

/** Which statuses the suite saw each endpoint answer as expected (the report's coverage). */
export const seen = new Map<string, Set<number>>()

export function makeApi(transport: Transport) {
  async function send(endpoint: Endpoint, options: CallOptions): Promise<Reply> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
    if (options.token) headers.Authorization = `Bearer ${options.token}`
    let body = options.rawBody
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(options.body)
    }
    const search = options.query ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)]))}` : ''
    const url = `${transport.base}${fillPath(endpoint.path, options.params ?? {})}${search}`
    const response = await transport.fetch(url, { method: endpoint.method, headers, body })
    const bytes = new Uint8Array(await response.arrayBuffer())
    const contentType = response.headers.get('content-type')
    let parsed: unknown = null
    if (contentType?.includes('json') && bytes.length > 0) {
      try {
        parsed = JSON.parse(new TextDecoder().decode(bytes))
      } catch {
        parsed = new TextDecoder().decode(bytes)
      }
    }
    return { status: response.status, headers: response.headers, body: parsed, contentType, bytes }
  }

  /**
   * Calls an endpoint of the table and checks the answer: the expected status, a status the table
   * lists for it, and a body that parses with its response schema (or the error body's).
   */
  async function call(id: string, expected: number, options: CallOptions = {}): Promise<Reply> {
    const endpoint = endpointById(id)
    const reply = await send(endpoint, options)
    const where = `${endpoint.method} ${endpoint.path} (${id})`
    expect(reply.status, `${where} answered ${reply.status} ${JSON.stringify(reply.body)}; expected ${expected}`).toBe(expected)
    if (expected === 200) {
      if (endpoint.response !== 'binary') {
        const result = z.safeParse(endpoint.response, reply.body)
        expect(result.success, `${where}: the answer does not match its schema: ${result.error?.message ?? ''}`).toBe(true)
      }
    } else {
      expect(endpoint.errors, `${where}: ${expected} is not among the statuses the table lists`).toContain(expected)
      const result = z.safeParse(apiErrorSchema, reply.body)
      expect(result.success, `${where}: the ${expected} body is not the error body: ${JSON.stringify(reply.body)}`).toBe(true)
    }
    const statuses = seen.get(id) ?? new Set<number>()
    statuses.add(expected)
    seen.set(id, statuses)
    return reply
  }

  /** `call` with a 200, parsed with `schema` for a typed value. */
  async function ok<T>(id: string, schema: z.ZodMiniType<T>, options: CallOptions = {}): Promise<T> {
    const reply = await call(id, 200, options)
    return z.parse(schema, reply.body)
  }

  return { call, ok }
}

export type Api = ReturnType<typeof makeApi>

/** Endpoints the suite never saw answer 200. */
export function untested(): string[] {
  return endpoints.filter((endpoint) => !seen.get(endpoint.id)?.has(200)).map((endpoint) => `${endpoint.method} ${endpoint.path}`)
}
