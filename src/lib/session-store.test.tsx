import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useSession } from './session-context'
import { db } from '../../mocks/db'
import { server } from '../../mocks/node'
import { apiPaths } from '@/contract/paths'
import { userSchema } from '@/contract/schemas'
import { apiUrl } from './config'
import { apiRequest } from './api-client'
import { createSessionStore, endSessionOnUnauthorized } from './session-store'
import { readStoredSession, SESSION_KEY } from './session-storage'

describe('session (SPEC §4)', () => {
  it('starts loading, then reads a stored user without keeping the token in memory', () => {
    localStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ id: 3, firstName: 'Sofia', lastName: 'Ramirez', username: 'staff', email: 's@x.io', mobileNo: '1', referralCode: null, referredBy: null, roles: [{ id: 3, name: 'ROLE_STAFF' }], token: 't-1' }),
    )
    const store = createSessionStore()
    expect(store.getSnapshot()).toMatchObject({ status: 'loading', user: null })
    store.init()
    const { status, user } = store.getSnapshot()
    expect(status).toBe('ready')
    expect(user).toMatchObject({ id: 3, username: 'staff' })
    expect(user).not.toHaveProperty('token')
  })

  it("logs a corrupt stored user as 'Error parsing stored user' and removes it", () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    for (const corrupt of ['{not json', '"a string"', '{"id":1}', 'undefined']) {
      localStorage.setItem(SESSION_KEY, corrupt)
      const store = createSessionStore()
      store.init()
      expect(store.getSnapshot()).toMatchObject({ status: 'ready', user: null })
      expect(localStorage.getItem(SESSION_KEY)).toBeNull()
    }
    expect(logged).toHaveBeenCalledWith('Error parsing stored user', expect.anything())
  })

  it('logs in against the server, stores user, id and token, and logs out', async () => {
    const store = createSessionStore()
    store.init()
    const seen: string[] = []
    store.subscribe(() => seen.push(store.getSnapshot().status))
    const user = await store.login({ username: 'manager', password: 'manager123' })
    expect(seen).toEqual(['loading', 'ready'])
    expect(user).toMatchObject({ username: 'manager', firstName: 'Marcus', lastName: 'Bennett' })
    expect(readStoredSession()).toMatchObject({ id: user.id, username: 'manager', token: expect.any(String) })
    store.logout()
    expect(store.getSnapshot()).toMatchObject({ user: null, ended: 'signout' })
    expect(localStorage.getItem(SESSION_KEY)).toBeNull()
  })

  it("clears loading and rethrows when login fails, logging 'Login failed'", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const store = createSessionStore()
    store.init()
    await expect(store.login({ username: 'manager', password: 'nope' })).rejects.toThrow('API Error: 401')
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', user: null })
    expect(logged).toHaveBeenCalledWith('Login failed', expect.anything())
  })

  it("signs up a new account, and logs 'Registration failed' when the username is taken", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const store = createSessionStore()
    store.init()
    const user = await store.signup({
      user: { firstName: 'Rui', lastName: 'Silva', username: 'rui.silva', email: 'rui@example.com', mobileNo: '+351 900 000 000', password: 'secret1' },
      referralCode: null,
    })
    expect(user.roles.map((role) => role.name)).toEqual(['ROLE_STAFF'])
    expect(readStoredSession()?.username).toBe('rui.silva')
    await expect(
      store.signup({
        user: { firstName: 'X', lastName: 'Y', username: 'staff', email: 'x@example.com', mobileNo: '123456', password: 'secret1' },
        referralCode: null,
      }),
    ).rejects.toThrow('API Error: 409')
    expect(logged).toHaveBeenCalledWith('Registration failed', expect.anything())
  })

  it('throws when the session is used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    function Probe() {
      useSession()
      return null
    }
    expect(() => render(<Probe />)).toThrow('useSession must be used within a SessionProvider')
    expect(screen.queryByText('x')).toBeNull()
  })
})

describe('the signed-in user changing while signed in', () => {
  const sofia = { id: 3, firstName: 'Sofia', lastName: 'Ramirez', username: 'staff', email: 's@x.io', mobileNo: '1', referralCode: null, referredBy: null, roles: [{ id: 3, name: 'ROLE_STAFF' }] }

  function signedIn() {
    localStorage.setItem(SESSION_KEY, JSON.stringify({ ...sofia, token: 't-1' }))
    const store = createSessionStore()
    store.init()
    return store
  }

  it('takes a newer copy of the signed-in user and keeps the token; other users are ignored', () => {
    const store = signedIn()
    store.updateSessionUser({ ...sofia, id: 4, firstName: 'Someone else' })
    expect(store.getSnapshot().user?.firstName).toBe('Sofia')
    store.updateSessionUser({ ...sofia, firstName: 'Sofía', roles: [{ id: 2, name: 'ROLE_MANAGER' }] })
    expect(store.getSnapshot().user).toMatchObject({ firstName: 'Sofía', roles: [{ name: 'ROLE_MANAGER' }] })
    expect(readStoredSession()).toMatchObject({ firstName: 'Sofía', token: 't-1' })
  })

  it('follows an edit of the same account made in another tab', () => {
    const store = signedIn()
    const before = store.getSnapshot()
    store.syncFromStorage()
    expect(store.getSnapshot()).toBe(before)
    localStorage.setItem(SESSION_KEY, JSON.stringify({ ...sofia, lastName: 'Ramírez', token: 't-1' }))
    store.syncFromStorage()
    expect(store.getSnapshot().user?.lastName).toBe('Ramírez')
  })

  it('signs out on the server too (issue 21): the old token is refused afterwards', async () => {
    const store = createSessionStore()
    store.init()
    await store.login({ username: 'staff', password: 'staff123' })
    const token = readStoredSession()!.token
    const loggedOut = new Promise<void>((resolve) => server.events.on('response:mocked', ({ request }) => void (request.url.endsWith(apiPaths.auth.logout()) && resolve())))
    store.logout()
    expect(store.getSnapshot()).toMatchObject({ user: null, ended: 'signout' })
    await loggedOut
    const answer = await fetch(apiUrl(apiPaths.users.list()), { headers: { Authorization: `Bearer ${token}` } })
    expect(answer.status).toBe(401)
    server.events.removeAllListeners()
  })

  it('re-reads the user when an answer says their roles changed on the server (issue 21)', async () => {
    const store = createSessionStore()
    store.init()
    const stop = endSessionOnUnauthorized(store)
    const user = await store.login({ username: 'staff', password: 'staff123' })
    expect(user.roles.map((role) => role.name)).toEqual(['ROLE_STAFF'])
    await db.users.update((q) => q.where({ id: user.id }), { data: (draft) => void (draft.roleIds = [2]) })
    await apiRequest(apiPaths.tasks.list())
    await vi.waitFor(() => expect(store.getSnapshot().user?.roles.map((role) => role.name)).toEqual(['ROLE_MANAGER']))
    expect(userSchema.parse(readStoredSession())).toMatchObject({ roles: [{ name: 'ROLE_MANAGER' }] })
    stop()
  })
})
