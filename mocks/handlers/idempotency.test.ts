import { describe, expect, it } from 'vitest'
import { apiPaths } from '@/contract/paths'
import { db } from '../db'
import { type As, call, callWithHeaders, userId } from '../test/api'

const delta = (text: string) => JSON.stringify({ ops: [{ insert: `${text}\n` }] })

interface Create {
  what: string
  as: As
  path: () => string
  body: () => unknown
  count: () => number
}

const staffId = () => userId('staff')
const firstTaskOfStaff = () => db.tasks.findFirst((q) => q.where({ assigneeId: staffId() }), { strict: true }).id
const projectOfStaff = () => db.projects.findFirst((q) => q.where((project) => project.memberIds.includes(staffId())), { strict: true }).id

const CREATES: Create[] = [
  { what: 'a task', as: 'staff', path: () => apiPaths.projects.tasks(projectOfStaff()), body: () => ({ title: 'Once' }), count: () => db.tasks.all().length },
  { what: 'a project', as: 'staff', path: () => apiPaths.projects.list(), body: () => ({ name: 'Once' }), count: () => db.projects.all().length },
  {
    what: 'a checklist template',
    as: 'staff',
    path: () => `${apiPaths.checklistTemplates.list()}?userIds=${staffId()}`,
    body: () => ({ title: 'Once', active: true, excludedDays: [] }),
    count: () => db.checklistTemplates.all().length,
  },
  { what: 'a comment', as: 'staff', path: () => apiPaths.comments.ofTask(firstTaskOfStaff()), body: () => ({ text: delta('Once') }), count: () => db.comments.all().length },
  { what: 'a daily checklist item', as: 'staff', path: () => apiPaths.checklists.addForUser(staffId()), body: () => ({ title: 'Once' }), count: () => db.checklistItems.all().length },
  { what: 'a chat room', as: 'staff', path: () => apiPaths.chat.rooms(), body: () => ({ name: 'Once', type: 'team', participants: [userId('manager')] }), count: () => db.chatRooms.all().length },
  {
    what: 'a user',
    as: 'admin',
    path: () => apiPaths.users.create(),
    body: () => ({ user: { firstName: 'Once', lastName: 'Only', username: 'once.only', password: 'secret123', email: 'once@example.com', mobileNo: '+1 555 0100' }, referralCode: null }),
    count: () => db.users.all().length,
  },
  { what: 'a role', as: 'admin', path: () => apiPaths.roles.list(), body: () => ({ name: 'ROLE_ONCE' }), count: () => db.roles.all().length },
]

describe('Idempotency-Key (issue 21)', () => {
  it.each(CREATES.map((create) => [create.what, create] as const))('creates %s once for two submits with one key', async (_, create) => {
    const before = create.count()
    const options = { as: create.as, body: create.body(), headers: { 'Idempotency-Key': `key-${create.what}` } }
    const [first, second] = await Promise.all([callWithHeaders<{ id: number }>('POST', create.path(), options), callWithHeaders<{ id: number }>('POST', create.path(), options)])
    expect([first.status, second.status]).toEqual([200, 200])
    expect(second.body.id).toBe(first.body.id)
    expect(create.count()).toBe(before + 1)
    const later = await callWithHeaders<{ id: number }>('POST', create.path(), options)
    expect(later.body.id).toBe(first.body.id)
    expect(later.headers.get('Idempotent-Replayed')).toBe('true')
    expect(create.count()).toBe(before + 1)
  })

  it('refuses a key reused for another body, keeps keys per caller, and forgets a refused attempt', async () => {
    const path = apiPaths.projects.tasks(projectOfStaff())
    const headers = { 'Idempotency-Key': 'shared' }
    const created = await call<{ id: number }>('POST', path, { as: 'staff', body: { title: 'First' }, headers })
    const reused = await call<{ code: string }>('POST', path, { as: 'staff', body: { title: 'Second' }, headers })
    expect(reused.status).toBe(400)
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED')
    const other = await call<{ id: number }>('POST', path, { as: 'manager', body: { title: 'First' }, headers })
    expect(other.status).toBe(200)
    expect(other.body.id).not.toBe(created.body.id)
    const retry = { 'Idempotency-Key': 'after-a-refusal' }
    expect((await call('POST', path, { as: 'staff', body: { title: '' }, headers: retry })).status).toBe(400)
    expect((await call('POST', path, { as: 'staff', body: { title: 'Fixed' }, headers: retry })).status).toBe(200)
  })

  it('creates twice without a key', async () => {
    const path = apiPaths.projects.tasks(projectOfStaff())
    const before = db.tasks.all().length
    await Promise.all([call('POST', path, { as: 'staff', body: { title: 'Twice' } }), call('POST', path, { as: 'staff', body: { title: 'Twice' } })])
    expect(db.tasks.all().length).toBe(before + 2)
  })
})
