import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiPaths } from '@/contract/paths'
import { authResponseSchema, userSchema } from '@/contract/schemas'
import { USER_VERSION_HEADER, userVersion } from '@/contract/user-version'
import { apiUrl } from '@/lib/config'
import { SESSION_IDLE_MS } from '../auth'
import { db } from '../db'
import { postMessage } from '../services/chat'
import { call, callWithHeaders, userId } from '../test/api'

const signIn = async (username: string, password: string) =>
  authResponseSchema.parse((await call('POST', apiPaths.auth.login(), { as: 'nobody', body: { username, password } })).body)

const usersWith = (token: string) => fetch(apiUrl(apiPaths.users.list()), { headers: { Authorization: `Bearer ${token}` } })

describe('sessions (issue 21)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('keeps no password and no token in the store, and still signs in', async () => {
    const { token } = await signIn('staff', 'staff123')
    const stored = JSON.stringify({ users: db.users.all(), sessions: db.sessions.all() })
    expect(stored).not.toContain('staff123')
    expect(stored).not.toContain(token)
    expect(db.users.findFirst((q) => q.where({ username: 'staff' }))?.passwordHash).toMatch(/^sha256:/)
    expect((await call('POST', apiPaths.auth.login(), { as: 'nobody', body: { username: 'staff', password: 'staff124' } })).status).toBe(401)
  })

  it('hashes the passwords of new accounts, by sign-up and by an admin', async () => {
    const user = { firstName: 'Hana', lastName: 'Sato', username: 'hana', email: 'hana@example.com', mobileNo: '+1 555 0100', password: 'secret-hana' }
    expect((await call('POST', apiPaths.auth.signup(), { as: 'nobody', body: { user, referralCode: null } })).status).toBe(200)
    const other = { ...user, username: 'hana2', email: 'hana2@example.com', roles: [{ name: 'ROLE_STAFF' }] }
    expect((await call('POST', apiPaths.users.create(), { as: 'admin', body: { user: other, referralCode: null } })).status).toBe(200)
    expect(JSON.stringify(db.users.all())).not.toContain('secret-hana')
    await signIn('hana', 'secret-hana')
    await signIn('hana2', 'secret-hana')
  })

  it('signs out on the server: the token answers 401 afterwards, and signing out again is fine', async () => {
    const { token } = await signIn('manager', 'manager123')
    expect((await usersWith(token)).status).toBe(200)
    const out = await fetch(apiUrl(apiPaths.auth.logout()), { method: 'POST', headers: { Authorization: `Bearer ${token}` } })
    expect(out.status).toBe(200)
    expect((await usersWith(token)).status).toBe(401)
    expect((await fetch(apiUrl(apiPaths.auth.logout()), { method: 'POST', headers: { Authorization: `Bearer ${token}` } })).status).toBe(200)
    expect((await fetch(apiUrl(apiPaths.auth.logout()), { method: 'POST' })).status).toBe(200)
  })

  it('expires a session after 12 hours without a call; each call slides it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { token } = await signIn('staff', 'staff123')
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS - 60_000)
    expect((await usersWith(token)).status).toBe(200)
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS - 60_000)
    expect((await usersWith(token)).status).toBe(200)
    vi.setSystemTime(Date.now() + SESSION_IDLE_MS + 1)
    const expired = await usersWith(token)
    expect(expired.status).toBe(401)
    expect(await expired.json()).toMatchObject({ message: 'Session expired or invalid' })
  })

  it('tells the caller their user version, which follows a role change at once', async () => {
    const staff = db.users.findFirst((q) => q.where({ username: 'staff' }), { strict: true })
    const before = await callWithHeaders('GET', apiPaths.users.list(), { as: 'staff' })
    const version = before.headers.get(USER_VERSION_HEADER)
    const me = userSchema.parse((await call('GET', apiPaths.users.detail(staff.id), { as: 'staff' })).body)
    expect(version).toBe(userVersion(me))
    const { id: _id, roles: _roles, ...fields } = me
    expect((await call('PUT', apiPaths.users.admin(staff.id), { as: 'admin', body: { ...fields, roles: [{ name: 'ROLE_MANAGER' }] } })).status).toBe(200)
    const after = await callWithHeaders('GET', apiPaths.users.list(), { as: 'staff' })
    expect(after.headers.get(USER_VERSION_HEADER)).not.toBe(version)
    // Also on a refusal, where a demoted user most needs it.
    const demoted = await callWithHeaders('GET', apiPaths.roles.list(), { as: 'staff' })
    expect(demoted.status).toBe(403)
    expect(demoted.headers.get(USER_VERSION_HEADER)).toBe(after.headers.get(USER_VERSION_HEADER))
    expect(userId('staff')).toBe(staff.id)
  })
})

describe('server hygiene (issue 21)', () => {
  it('answers unknown API paths with a JSON 404, signed in or not, any method', async () => {
    for (const [method, as] of [['GET', 'staff'], ['DELETE', 'nobody'], ['POST', 'admin']] as const) {
      const answer = await call(method, '/no/such/thing', { as })
      expect(answer.status).toBe(404)
      expect(answer.body).toMatchObject({ message: expect.stringContaining('/no/such/thing'), code: 'NOT_FOUND' })
    }
  })

  it('refuses rich text whose image or link the renderer would drop', async () => {
    const project = db.projects.findFirst((q) => q.where((p) => p.memberIds.includes(userId('manager'))), { strict: true })
    const task = (description: unknown) => ({ title: 'Rich', description: JSON.stringify(description), priority: 2, status: 'TODO', projectId: project.id })
    const bad = [
      { ops: [{ insert: { image: 'javascript:alert(1)' } }] },
      { ops: [{ insert: { image: 'blob:https://demo.example/1' } }] },
      { ops: [{ insert: { image: 'data:image/svg+xml;base64,PHN2Zz4=' } }] },
      { ops: [{ insert: 'x', attributes: { link: 'javascript:alert(1)' } }] },
      { ops: [{ insert: 'x', attributes: { link: 'java\nscript:alert(1)' } }] },
    ]
    for (const description of bad) {
      const answer = await call('POST', apiPaths.projects.tasks(project.id), { as: 'manager', body: task(description) })
      expect(answer.status, JSON.stringify(description)).toBe(400)
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { description: expect.any(String) } })
    }
    const good = { ops: [{ insert: { image: 'https://example.com/a.png' } }, { insert: 'mail', attributes: { link: 'mailto:a@b.example' } }, { insert: '\n' }] }
    expect((await call('POST', apiPaths.projects.tasks(project.id), { as: 'manager', body: task(good) })).status).toBe(200)
    const taskId = db.tasks.all()[0]!.id
    const comment = await call('POST', apiPaths.comments.ofTask(taskId), { as: 'admin', body: { commenter: 'Amelia Hart', text: JSON.stringify(bad[0]), createdAt: new Date().toISOString() } })
    expect(comment.status).toBe(400)
  })

  it('refuses file messages that point elsewhere through own-path tricks', async () => {
    const staff = db.users.findFirst((q) => q.where({ username: 'staff' }), { strict: true })
    const room = db.chatRooms.findFirst((q) => q.where((candidate) => candidate.participantIds.includes(staff.id)), { strict: true })
    for (const content of ['/\\evil.example/x', '/%5Cevil.example', 'javascript:alert(1)']) {
      await expect(postMessage(room.id, staff, { type: 'file', content, fileName: 'x' }), content).rejects.toMatchObject({ status: 400 })
    }
    await expect(postMessage(room.id, staff, { type: 'file', content: '/api/chat/files/abc', fileName: 'x' })).resolves.toMatchObject({ content: '/api/chat/files/abc' })
  })
})
