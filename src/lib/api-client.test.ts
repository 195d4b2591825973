import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { API_MESSAGES, ApiError, apiBlob, apiRequest, serverMessage, setUnauthorizedHandler, setUserSignalHandler, type UserSignal } from './api-client'
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

afterEach(() => {
  setUnauthorizedHandler(null)
  setUserSignalHandler(null)
})

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

  it('does not end a session signed in while a call of the one before was on its way', async () => {
    const ended = vi.fn()
    const signals: UserSignal[] = []
    setUnauthorizedHandler(ended)
    setUserSignalHandler((signal) => signals.push(signal))
    localStorage.setItem('user', JSON.stringify({ token: 'before' }))
    // The answer comes after a sign-in stored a new token: it speaks of the session before.
    const signInMeanwhile = () => localStorage.setItem('user', JSON.stringify({ token: 'after' }))
    server.use(
      http.get(url, () => {
        signInMeanwhile()
        return HttpResponse.json({ message: 'Session expired' }, { status: 401, statusText: 'Unauthorized' })
      }),
      http.get(apiUrl('/chat/files/old'), () => {
        signInMeanwhile()
        return HttpResponse.json({ message: 'Session expired' }, { status: 401 })
      }),
      http.get(apiUrl('/probe/forbidden'), () => {
        signInMeanwhile()
        return HttpResponse.json({ message: 'No' }, { status: 403, headers: { 'X-User-Version': 'old-user' } })
      }),
    )
    expect((await failureOf(apiRequest(PATH))).message).toBe('API Error: 401 Unauthorized')
    localStorage.setItem('user', JSON.stringify({ token: 'before' }))
    expect((await failureOf(apiBlob(apiUrl('/chat/files/old')))).status).toBe(401)
    localStorage.setItem('user', JSON.stringify({ token: 'before' }))
    expect((await failureOf(apiRequest('/probe/forbidden'))).status).toBe(403)
    expect(ended).not.toHaveBeenCalled()
    expect(signals).toEqual([])
  })
})

describe('what answers say of the signed-in user (issue 21)', () => {
  const signedIn = () =>
    writeStoredSession({ id: 7, firstName: 'A', lastName: 'B', username: 'ab', email: 'a@b.c', mobileNo: '1', referralCode: null, referredBy: null, roles: [], token: 't' })

  afterEach(() => setUserSignalHandler(null))

  it('passes on X-User-Version and 403s of authenticated calls, not 401s or anonymous calls', async () => {
    const signals: UserSignal[] = []
    setUserSignalHandler((signal) => signals.push(signal))
    signedIn()
    server.use(http.get(url, () => HttpResponse.json([], { headers: { 'X-User-Version': 'u1' } })))
    await apiRequest(PATH)
    server.use(http.get(url, () => HttpResponse.json({ message: 'No' }, { status: 403 })))
    await failureOf(apiRequest(PATH))
    server.use(http.get(url, () => HttpResponse.json({ message: 'Expired' }, { status: 401, headers: { 'X-User-Version': 'u2' } })))
    await failureOf(apiRequest(PATH))
    localStorage.clear()
    server.use(http.get(url, () => HttpResponse.json([], { headers: { 'X-User-Version': 'u3' } })))
    await apiRequest(PATH)
    expect(signals).toEqual([
      { version: 'u1', forbidden: false },
      { version: null, forbidden: true },
    ])
  })

  it('fetches a file with the token as a Blob, and fails with the spec message', async () => {
    signedIn()
    let auth: string | null = null
    server.use(
      http.get(apiUrl('/chat/files/abc'), ({ request }) => {
        auth = request.headers.get('Authorization')
        return new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'application/octet-stream' } })
      }),
      http.get(apiUrl('/chat/files/gone'), () => HttpResponse.json({ message: 'File not found' }, { status: 404, statusText: 'Not Found' })),
    )
    const blob = await apiBlob(apiUrl('/chat/files/abc'))
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([1, 2, 3])
    expect(auth).toBe('Bearer t')
    const error = await failureOf(apiBlob(apiUrl('/chat/files/gone')))
    expect(error).toMatchObject({ message: 'API Error: 404 Not Found', status: 404, serverMessage: 'File not found' })
  })
})
