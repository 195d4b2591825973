import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { API_MESSAGES, ApiError, apiRequest, serverMessage, setUnauthorizedHandler } from './api-client'
import { apiUrl } from './config'
import { writeStoredSession } from './session-storage'

const PATH = '/probe'
const url = apiUrl(PATH)

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected the call to fail')
}

afterEach(() => setUnauthorizedHandler(null))

describe('apiRequest (SPEC §8 call-level messages)', () => {
  it('sends JSON with the stored bearer token and returns the parsed body', async () => {
    writeStoredSession({
      id: 7,
      firstName: 'A',
      lastName: 'B',
      username: 'ab',
      email: 'a@b.c',
      mobileNo: '1',
      referralCode: null,
      referredBy: null,
      roles: [],
      token: 'secret-token',
    })
    let seen: { auth: string | null; type: string | null; body: unknown } | null = null
    server.use(
      http.post(url, async ({ request }) => {
        seen = { auth: request.headers.get('Authorization'), type: request.headers.get('Content-Type'), body: await request.json() }
        return HttpResponse.json({ ok: true })
      }),
    )
    await expect(apiRequest(PATH, { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true })
    expect(seen).toEqual({ auth: 'Bearer secret-token', type: 'application/json', body: { a: 1 } })
  })

  it("raises 'API Error: {status} {statusText}' for a failed response, keeping the server's message", async () => {
    server.use(http.get(url, () => HttpResponse.json({ message: 'Task not found' }, { status: 404, statusText: 'Not Found' })))
    const error = await failureOf(apiRequest(PATH))
    expect(error.message).toBe('API Error: 404 Not Found')
    expect(error.status).toBe(404)
    expect(error.serverMessage).toBe('Task not found')
    expect(serverMessage(error, 'fallback')).toBe('Task not found')
  })

  it("raises 'API endpoint not found - check proxy configuration' when the body is HTML", async () => {
    server.use(http.get(url, () => HttpResponse.html('<!DOCTYPE html><html><body>404</body></html>', { status: 404 })))
    expect((await failureOf(apiRequest(PATH))).message).toBe(API_MESSAGES.html)
    expect(API_MESSAGES.html).toBe('API endpoint not found - check proxy configuration')
    server.use(http.get(url, () => HttpResponse.html('<html lang="en"><body>fallback</body></html>')))
    expect((await failureOf(apiRequest(PATH))).message).toBe('API endpoint not found - check proxy configuration')
  })

  it('yields an empty object for an empty body', async () => {
    server.use(http.delete(url, () => new HttpResponse(null, { status: 200 })))
    await expect(apiRequest(PATH, { method: 'DELETE' })).resolves.toEqual({})
  })

  it("raises 'Invalid JSON response from server' for an unparsable body", async () => {
    server.use(http.get(url, () => new HttpResponse('{"broken":', { headers: { 'Content-Type': 'application/json' } })))
    expect((await failureOf(apiRequest(PATH))).message).toBe('Invalid JSON response from server')
  })

  it("raises 'Network error - cannot connect to server' when the request cannot be made", async () => {
    server.use(http.get(url, () => HttpResponse.error()))
    expect((await failureOf(apiRequest(PATH))).message).toBe('Network error - cannot connect to server')
  })

  it('rejects a response that breaks the contract schema', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(http.get(url, () => HttpResponse.json({ id: 'not-a-number' })))
    const schema = { parse: (data: unknown) => {
      if (typeof (data as { id?: unknown }).id !== 'number') throw new Error('bad id')
      return data
    } }
    expect((await failureOf(apiRequest(PATH, { schema }))).message).toBe('Invalid JSON response from server')
  })

  it('ends the session on a 401 to an authenticated call, not on an anonymous one', async () => {
    const ended = vi.fn()
    setUnauthorizedHandler(ended)
    server.use(http.get(url, () => HttpResponse.json({ message: 'Session expired' }, { status: 401, statusText: 'Unauthorized' })))
    await failureOf(apiRequest(PATH))
    expect(ended).not.toHaveBeenCalled()
    localStorage.setItem('user', JSON.stringify({ token: 'stale' }))
    const error = await failureOf(apiRequest(PATH))
    expect(error.message).toBe('API Error: 401 Unauthorized')
    expect(ended).toHaveBeenCalledTimes(1)
  })
})
