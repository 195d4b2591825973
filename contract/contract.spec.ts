/**
 * The contract suite: runs against any server (`npm run contract -- --base https://host/api
 * --admin user:pass`) or, without `--base`, against the in-browser server. It creates its own
 * users and data through the API and removes them afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { endpoints } from '@/contract/endpoints'
import { PAGING } from '@/contract/paging'
import type { DashboardOverviewQuery } from '@/screens/dashboard/utils/dashboard-overview'
import { dashboardOverviewOf } from '@/screens/dashboard/utils/dashboard-tasks'
import {
  apiErrorSchema,
  authResponseSchema,
  chatMessageSchema,
  chatRoomSchema,
  chatUploadSchema,
  checklistItemSchema,
  checklistTemplateSchema,
  commentSchema,
  dashboardOverviewSchema,
  notificationSchema,
  okSchema,
  projectSchema,
  roleSchema,
  taskActivitySchema,
  taskSchema,
  userSchema,
  type User,
} from '@/contract/schemas'
import { type Api, makeApi, seen, untested } from './kit/api'
import { multipart } from './kit/multipart'
import { connectStomp } from './kit/stomp'
import { kitOptions, remoteTransport, type Transport } from './kit/transport'

const options = kitOptions()
/** Against the in-browser server (no `--base`), the optional parts it implements are checked too. */
const inBrowserServer = !options.base
const run = `k${Date.now().toString(36)}`
const delta = (text: string) => JSON.stringify({ ops: [{ insert: `${text}\n` }] })
/** An id no server has yet. */
const MISSING = 987654321

let transport: Transport
let api: Api
const token: Record<'admin' | 'manager' | 'staff' | 'roleless', string> = { admin: '', manager: '', staff: '', roleless: '' }
const user: Partial<Record<'admin' | 'manager' | 'staff' | 'roleless', User>> = {}
const cleanup: { id: string; params: Record<string, number> }[] = []

const idOf = (who: keyof typeof user) => {
  const found = user[who]
  if (!found) throw new Error(`The ${who} user was not set up`)
  return found.id
}

/**
 * `code` and `fields` are optional parts of the error body: a server that sends them must send
 * these; the in-browser server must send them.
 */
function expectPrecise(body: unknown, code: string, field: string) {
  const { code: sent, fields } = z.parse(apiErrorSchema, body)
  if (sent !== undefined || inBrowserServer) expect(sent).toBe(code)
  if (fields !== undefined || inBrowserServer) expect(Object.keys(fields ?? {})).toContain(field)
}

function newUser(kind: string, roles: { name: string }[]) {
  return {
    user: {
      firstName: 'Contract',
      lastName: `Kit ${kind}`,
      username: `${run}-${kind}`,
      email: `${run}-${kind}@contract-kit.example`,
      mobileNo: '+1 555 0100',
      password: 'kit-password-1',
      roles,
    },
    referralCode: null,
  }
}

async function signIn(username: string, password: string) {
  return api.ok('login', authResponseSchema, { body: { username, password } })
}

async function createAccount(kind: 'manager' | 'staff' | 'roleless', role: string | null) {
  const created = await api.ok('createUser', userSchema, { token: token.admin, body: newUser(kind, role ? [{ name: role }] : []) })
  cleanup.push({ id: 'deleteUser', params: { id: created.id } })
  let account = created
  if (!role) {
    const { id, roles: _roles, ...fields } = created
    account = await api.ok('updateUser', userSchema, { token: token.admin, params: { id }, body: { ...fields, roles: [] } })
    expect(account.roles).toEqual([])
  }
  user[kind] = account
  token[kind] = (await signIn(account.username, 'kit-password-1')).token
}

beforeAll(async () => {
  transport = options.base ? remoteTransport(options.base) : await (await import('./kit/in-browser-server')).startInBrowserServer()
  api = makeApi(transport)
  console.info(`Contract kit against ${transport.label}`)
  const admin = await signIn(options.admin.username, options.admin.password).catch((error: unknown) => {
    throw new Error(`Could not sign in as ${options.admin.username} at ${transport.base}/auth/login: ${String(error)}`)
  })
  token.admin = admin.token
  user.admin = admin.user
  await createAccount('manager', 'ROLE_MANAGER')
  await createAccount('staff', 'ROLE_STAFF')
  await createAccount('roleless', null)
}, 60_000)

/** Deletes what the suite created, newest first, as the admin; answers what could not be removed. */
async function removeCreated(): Promise<string[]> {
  const failures: string[] = []
  for (const { id, params } of cleanup.splice(0).reverse()) {
    try {
      await api.call(id, 200, { token: token.admin, params })
    } catch (error) {
      failures.push(`${id} ${JSON.stringify(params)}: ${String(error).split('\n')[0]}`)
    }
  }
  return failures
}

afterAll(async () => {
  // Only after a failure is anything left here.
  const failures = api ? await removeCreated() : []
  if (failures.length > 0) console.warn(`Clean-up left data behind:\n${failures.join('\n')}`)
  await transport?.stop()
}, 60_000)

/** Path values that exist for no check in particular: the calls below must refuse before looking. */
const anyParams = (path: string) => Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map((match) => [match[1], 1]))

describe('401 without a token', () => {
  const closed = endpoints.filter((endpoint) => endpoint.access !== 'public')
  it.each(closed.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))('%s', async (_, endpoint) => {
    await api.call(endpoint.id, 401, { params: anyParams(endpoint.path), body: endpoint.body && endpoint.body !== 'multipart' ? {} : undefined })
  })
  it('GET /users with an unknown token', async () => {
    await api.call('listUsers', 401, { token: `${run}-not-a-token` })
  })
})

describe('403 by role', () => {
  it.each(endpoints.filter((e) => e.access === 'admin').map((e) => [`${e.method} ${e.path} as a manager`, e] as const))('%s', async (_, endpoint) => {
    await api.call(endpoint.id, 403, { token: token.manager, params: anyParams(endpoint.path), body: endpoint.body ? {} : undefined })
  })
  it.each(endpoints.filter((e) => e.access === 'staff').map((e) => [`${e.method} ${e.path} without a role`, e] as const))('%s', async (_, endpoint) => {
    await api.call(endpoint.id, 403, { token: token.roleless, params: anyParams(endpoint.path), body: endpoint.body ? {} : undefined })
  })
  it("someone else's notifications and checklist", async () => {
    await api.call('listUnreadNotifications', 403, { token: token.staff, params: { userId: idOf('manager') } })
    await api.call('markAllNotificationsRead', 403, { token: token.staff, params: { userId: idOf('manager') } })
    await api.call('listTodaysChecklist', 403, { token: token.staff, params: { userId: idOf('manager') } })
    await api.call('listChecklistItemsOfUser', 403, { token: token.staff, params: { userId: idOf('manager') } })
    await api.call('listPendingChecklist', 403, { token: token.staff, params: { userId: idOf('manager') } })
    await api.call('addChecklistItem', 403, { token: token.staff, params: { userId: idOf('manager') }, body: { title: 'Not mine' } })
  })
})

describe('auth', () => {
  it('signs in, refuses bad credentials and malformed bodies', async () => {
    await api.call('login', 401, { body: { username: options.admin.username, password: `${options.admin.password}-wrong` } })
    await api.call('login', 400, { body: { username: options.admin.username } })
  })

  it('signs up once per username', async () => {
    const body = newUser('signup', [])
    const { user: joined, token: joinedToken } = await api.ok('signup', authResponseSchema, { body: { user: { ...body.user, roles: undefined }, referralCode: null } })
    cleanup.push({ id: 'deleteUser', params: { id: joined.id } })
    expect(joinedToken).not.toBe('')
    expect(joined.roles.map((role) => role.name)).toContain('ROLE_STAFF')
    await api.call('signup', 409, { body: { user: { ...body.user, roles: undefined, email: `other-${body.user.email}` }, referralCode: null } })
    await api.call('signup', 400, { body: { user: { ...body.user, username: `${run}-bad`, email: 'not an address' }, referralCode: null } })
  })
})

describe('sessions (ours, issue 21)', () => {
  it('signs out on the server: the token is refused afterwards; signing out again is still 200', async () => {
    const { token: session } = await signIn(user.staff!.username, 'kit-password-1')
    await api.call('listUsers', 200, { token: session })
    await api.ok('logout', okSchema, { token: session })
    await api.call('listUsers', 401, { token: session })
    await api.ok('logout', okSchema, { token: session })
    await api.ok('logout', okSchema)
  })

  it('answers an unknown API path with a JSON error body', async () => {
    const answer = await transport.fetch(`${transport.base}/no-such-endpoint-${run}`, { headers: { Accept: 'application/json', Authorization: `Bearer ${token.staff}` } })
    expect(answer.status).toBe(404)
    expect(z.safeParse(apiErrorSchema, await answer.json()).success).toBe(true)
  })

  it.runIf(inBrowserServer)('tells callers their user version (X-User-Version), which a role change moves', async () => {
    const versionOf = async () => (await api.call('listUsers', 200, { token: token.manager })).headers.get('X-User-Version')
    const before = await versionOf()
    expect(before).toMatch(/\S/)
    const { id, roles: _roles, ...fields } = user.manager!
    await api.ok('updateUser', userSchema, { token: token.admin, params: { id }, body: { ...fields, roles: [{ name: 'ROLE_STAFF' }] } })
    expect(await versionOf()).not.toBe(before)
    await api.ok('updateUser', userSchema, { token: token.admin, params: { id }, body: { ...fields, roles: [{ name: 'ROLE_MANAGER' }] } })
    expect(await versionOf()).toBe(before)
  })

  it.runIf(inBrowserServer)('refuses rich text with an image or link the renderer would drop', async () => {
    const project = await api.ok('createProject', projectSchema, { token: token.manager, body: { name: `Kit rich ${run}`, description: null, startDate: null, dueDate: null } })
    cleanup.push({ id: 'deleteProject', params: { id: project.id } })
    const image = JSON.stringify({ ops: [{ insert: { image: 'javascript:alert(1)' } }, { insert: '\n' }] })
    const link = JSON.stringify({ ops: [{ insert: 'x', attributes: { link: 'javascript:alert(1)' } }, { insert: '\n' }] })
    await api.call('updateProject', 400, { token: token.manager, params: { id: project.id }, body: { name: project.name, description: image } })
    await api.call('updateProject', 400, { token: token.manager, params: { id: project.id }, body: { name: project.name, description: link } })
  })
})

describe('users and roles', () => {
  it('lists and reads users', async () => {
    const all = await api.ok('listUsers', z.array(userSchema), { token: token.staff })
    expect(all.map((each) => each.id)).toContain(idOf('staff'))
    expect(await api.ok('getUser', userSchema, { token: token.staff, params: { id: idOf('manager') } })).toMatchObject({ username: `${run}-manager` })
    await api.call('getUser', 404, { token: token.staff, params: { id: MISSING } })
    await api.call('getUser', 400, { token: token.staff, params: { id: 'abc' } })
  })

  it('pages a list when asked (optional): that slice, the total in X-Total-Count', async () => {
    const all = await api.ok('listUsers', z.array(userSchema), { token: token.staff })
    const page = await api.call('listUsers', 200, { token: token.staff, query: { [PAGING.pageParam]: 1, [PAGING.sizeParam]: 2 } })
    // Paging is an optional part of the contract: a server without it answers the whole list.
    if (page.headers.get(PAGING.totalHeader) === null && !inBrowserServer) return
    expect(page.headers.get(PAGING.totalHeader)).toBe(String(all.length))
    expect(z.parse(z.array(userSchema), page.body).map((each) => each.id)).toEqual(all.slice(2, 4).map((each) => each.id))
    await api.call('listUsers', 400, { token: token.staff, query: { [PAGING.sizeParam]: 0 } })
  })

  it('creates, updates and refuses users', async () => {
    const taken = await api.call('createUser', 409, { token: token.admin, body: newUser('manager', []) })
    expectPrecise(taken.body, 'USERNAME_TAKEN', 'user.username')
    const sameEmail = newUser('other', [])
    const email = await api.call('createUser', 409, { token: token.admin, body: { ...sameEmail, user: { ...sameEmail.user, email: newUser('manager', []).user.email.toUpperCase() } } })
    expectPrecise(email.body, 'EMAIL_TAKEN', 'user.email')
    const blank = await api.call('createUser', 400, { token: token.admin, body: { ...newUser('y', []), user: { ...newUser('y', []).user, lastName: '' } } })
    expectPrecise(blank.body, 'VALIDATION_FAILED', 'user.lastName')
    await api.call('createUser', 400, { token: token.admin, body: { ...newUser('x', []), user: { ...newUser('x', []).user, firstName: ' ' } } })
    const staff = user.staff!
    const { id, ...fields } = staff
    const updated = await api.ok('updateUser', userSchema, { token: token.admin, params: { id }, body: { ...fields, lastName: 'Kit staff (edited)' } })
    expect(updated.lastName).toBe('Kit staff (edited)')
    await api.call('updateUser', 409, { token: token.admin, params: { id }, body: { ...fields, username: `${run}-manager` } })
    await api.call('updateUser', 404, { token: token.admin, params: { id: MISSING }, body: fields })
    await api.call('deleteUser', 404, { token: token.admin, params: { id: MISSING } })
  })

  it('creates, renames and deletes a role', async () => {
    const all = await api.ok('listRoles', z.array(roleSchema), { token: token.admin })
    expect(all.map((role) => role.name)).toEqual(expect.arrayContaining(['ROLE_ADMIN', 'ROLE_MANAGER', 'ROLE_STAFF']))
    const role = await api.ok('createRole', roleSchema, { token: token.admin, body: { name: `KIT_${run}` } })
    await api.call('createRole', 409, { token: token.admin, body: { name: `kit_${run}` } })
    await api.call('createRole', 400, { token: token.admin, body: { name: '  ' } })
    expect(await api.ok('getRole', roleSchema, { token: token.admin, params: { id: role.id } })).toEqual(role)
    await api.call('getRole', 404, { token: token.admin, params: { id: MISSING } })
    expect((await api.ok('renameRole', roleSchema, { token: token.admin, params: { id: role.id }, body: { name: `KIT_${run}_2` } })).name).toBe(`KIT_${run}_2`)
    await api.ok('deleteRole', okSchema, { token: token.admin, params: { id: role.id } })
  })
})

describe('projects, tasks and comments', () => {
  let projectId = 0
  let taskId = 0

  it('creates and reads a project', async () => {
    await api.call('createProject', 400, { token: token.manager, body: { name: ' ' } })
    await api.call('createProject', 400, { token: token.manager, body: { name: 'Kit', startDate: '2026-03-10', dueDate: '2026-03-01' } })
    const project = await api.ok('createProject', projectSchema, { token: token.manager, body: { name: `Kit project ${run}`, startDate: '2026-03-01', dueDate: '2026-03-31' } })
    projectId = project.id
    cleanup.push({ id: 'deleteProject', params: { id: projectId } })
    expect(project).toMatchObject({ status: 'active', startDate: '2026-03-01', dueDate: '2026-03-31' })
    expect((await api.ok('listProjects', z.array(projectSchema), { token: token.staff })).map((p) => p.id)).toContain(projectId)
    expect(await api.ok('getProject', projectSchema, { token: token.staff, params: { id: projectId } })).toMatchObject({ id: projectId })
    await api.call('getProject', 404, { token: token.staff, params: { id: MISSING } })
    const updated = await api.ok('updateProject', projectSchema, { token: token.manager, params: { id: projectId }, body: { name: `Kit project ${run}`, status: 'on_hold' } })
    expect(updated.status).toBe('on_hold')
    await api.call('updateProject', 404, { token: token.manager, params: { id: MISSING }, body: { name: 'x' } })
  })

  it('adds members', async () => {
    const project = await api.ok('addProjectMember', projectSchema, { token: token.manager, params: { id: projectId, userId: idOf('staff') } })
    expect(project.members.map((member) => member.id)).toContain(idOf('staff'))
    await api.call('addProjectMember', 409, { token: token.manager, params: { id: projectId, userId: idOf('staff') } })
    await api.call('addProjectMember', 404, { token: token.manager, params: { id: projectId, userId: MISSING } })
    expect((await api.ok('listProjectMembers', z.array(userSchema), { token: token.staff, params: { id: projectId } })).length).toBeGreaterThan(0)
    expect((await api.ok('listProjectsOfUser', z.array(projectSchema), { token: token.staff, params: { userId: idOf('staff') } })).map((p) => p.id)).toContain(projectId)
  })

  it('creates, changes and deletes tasks', async () => {
    await api.call('createTask', 400, { token: token.manager, params: { id: projectId }, body: { title: '' } })
    await api.call('createTask', 400, { token: token.manager, params: { id: projectId }, body: { title: 'x', priority: 4 } })
    await api.call('createTask', 400, { token: token.manager, params: { id: projectId }, body: { title: 'x'.repeat(201) } })
    await api.call('createTask', 404, { token: token.manager, params: { id: MISSING }, body: { title: 'x' } })
    const task = await api.ok('createTask', taskSchema, { token: token.manager, params: { id: projectId }, body: { title: 'Kit task', assigneeId: idOf('staff'), dueDate: '2026-03-20' } })
    taskId = task.id
    expect(task).toMatchObject({ status: 'TODO', priority: 2, assigneeId: idOf('staff'), projectId, completedAt: null })
    expect((await api.ok('listTasks', z.array(taskSchema), { token: token.staff })).map((t) => t.id)).toContain(taskId)
    expect((await api.ok('listProjectTasks', z.array(taskSchema), { token: token.staff, params: { id: projectId } })).map((t) => t.id)).toEqual([taskId])
    expect(await api.ok('getTask', taskSchema, { token: token.staff, params: { id: taskId } })).toMatchObject({ title: 'Kit task' })
    await api.call('getTask', 404, { token: token.staff, params: { id: MISSING } })
    expect((await api.ok('updateTask', taskSchema, { token: token.manager, params: { id: taskId }, body: { title: 'Kit task (edited)', priority: 3 } })).priority).toBe(3)
    const done = await api.ok('setTaskStatus', taskSchema, { token: token.staff, params: { id: taskId }, query: { status: 'COMPLETED' } })
    expect(done.completedAt).not.toBeNull()
    expect((await api.ok('setTaskStatus', taskSchema, { token: token.staff, params: { id: taskId }, query: { status: 'IN_PROGRESS' } })).completedAt).toBeNull()
    await api.call('setTaskStatus', 400, { token: token.staff, params: { id: taskId }, query: { status: 'DONE' } })
    expect((await api.ok('assignTask', taskSchema, { token: token.manager, params: { id: taskId }, query: { userId: idOf('manager') } })).assigneeId).toBe(idOf('manager'))
    await api.call('assignTask', 404, { token: token.manager, params: { id: taskId }, query: { userId: MISSING } })
    await api.ok('assignTask', taskSchema, { token: token.manager, params: { id: taskId }, query: { userId: idOf('staff') } })
    const spare = await api.ok('createTask', taskSchema, { token: token.manager, params: { id: projectId }, body: { title: 'Spare' } })
    await api.ok('deleteTask', okSchema, { token: token.manager, params: { id: spare.id } })
    await api.call('getTask', 404, { token: token.manager, params: { id: spare.id } })
  })

  it('answers the dashboard’s first screen as the whole list has it (ours, issue 13)', async () => {
    const second = await api.ok('createTask', taskSchema, { token: token.manager, params: { id: projectId }, body: { title: 'Kit second', priority: 3, assigneeId: idOf('staff') } })
    const all = await api.ok('listTasks', z.array(taskSchema), { token: token.staff })
    const asks: { query: Record<string, string | number>; overview: DashboardOverviewQuery }[] = [
      { query: { project: projectId, size: 1 }, overview: { scope: { project: projectId }, tab: 'all', sort: null, size: 1 } },
      { query: { project: projectId, tab: 'in-progress' }, overview: { scope: { project: projectId }, tab: 'in-progress', sort: null, size: PAGING.defaultSize } },
      { query: { assignee: idOf('staff'), sort: 'title', dir: 'desc', size: 3 }, overview: { scope: { assignee: idOf('staff') }, tab: 'all', sort: { field: 'title', direction: 'desc' }, size: 3 } },
      { query: { project: projectId, assignee: 'unassigned' }, overview: { scope: { project: projectId, assignee: 'unassigned' }, tab: 'all', sort: null, size: PAGING.defaultSize } },
    ]
    for (const { query, overview } of asks) {
      const answer = await api.ok('dashboardOverview', dashboardOverviewSchema, { token: token.staff, query })
      const expected = dashboardOverviewOf(all, overview)
      expect({ ...answer, tasks: answer.tasks.map((task) => task.id) }, JSON.stringify(query)).toEqual({ ...expected, tasks: expected.tasks.map((task) => task.id) })
    }
    await api.call('dashboardOverview', 400, { token: token.staff, query: { tab: 'done' } })
    await api.call('dashboardOverview', 400, { token: token.staff, query: { sort: 'title' } })
    await api.call('dashboardOverview', 400, { token: token.staff, query: { size: 0 } })
    await api.ok('deleteTask', okSchema, { token: token.manager, params: { id: second.id } })
  })

  it('detects concurrent edits with If-Match (optional): 409 EDIT_CONFLICT with the current task', async () => {
    const opened = await api.ok('getTask', taskSchema, { token: token.manager, params: { id: taskId } })
    // Versions are an optional part of the contract: a server without them has nothing to check.
    if (opened.version === undefined && !inBrowserServer) return
    const version = opened.version ?? 0
    await api.ok('setTaskStatus', taskSchema, { token: token.staff, params: { id: taskId }, query: { status: 'IN_REVIEW' } })
    const stale = await api.call('updateTask', 409, { token: token.manager, params: { id: taskId }, body: { title: 'Stale edit' }, headers: { 'If-Match': `"${version}"` } })
    const { code, current } = z.parse(apiErrorSchema, stale.body)
    expect(code).toBe('EDIT_CONFLICT')
    expect(z.parse(taskSchema, current)).toMatchObject({ id: taskId, status: 'IN_REVIEW', title: opened.title, version: version + 1 })
    const fresh = await api.ok('updateTask', taskSchema, { token: token.manager, params: { id: taskId }, body: { title: 'Kit task (edited)' }, headers: { 'If-Match': `"${version + 1}"` } })
    expect(fresh.version).toBe(version + 2)
  })

  it('says when a task last changed (ours, issue 20, optional): updatedAt starts at createdAt and moves on every change', async () => {
    const created = await api.ok('createTask', taskSchema, { token: token.manager, params: { id: projectId }, body: { title: 'Kit updatedAt' } })
    // updatedAt is an optional part of the contract: a server without it has nothing to check.
    if (created.updatedAt === undefined && !inBrowserServer) return
    expect(created.updatedAt).toBe(created.createdAt)
    await new Promise((resolve) => setTimeout(resolve, 5))
    const changed = await api.ok('setTaskStatus', taskSchema, { token: token.staff, params: { id: created.id }, query: { status: 'IN_PROGRESS' } })
    expect(changed.updatedAt! > created.createdAt).toBe(true)
    expect(changed.createdAt).toBe(created.createdAt)
    await api.ok('deleteTask', okSchema, { token: token.manager, params: { id: created.id } })
  })

  it('moves tasks on the board (ours, issue 18): a column lists by position, new tasks last', async () => {
    const ids = async (status: string) => {
      const all = await api.ok('listProjectTasks', z.array(taskSchema), { token: token.staff, params: { id: projectId } })
      return all.filter((task) => task.status === status).sort((a, b) => (a.position ?? a.id) - (b.position ?? b.id) || a.id - b.id).map((task) => task.id)
    }
    const first = await api.ok('createTask', taskSchema, { token: token.manager, params: { id: projectId }, body: { title: 'Board one', status: 'IN_REVIEW' } })
    const second = await api.ok('createTask', taskSchema, { token: token.manager, params: { id: projectId }, body: { title: 'Board two', status: 'IN_REVIEW' } })
    expect((await ids('IN_REVIEW')).slice(-2)).toEqual([first.id, second.id])
    const moved = await api.ok('moveTask', taskSchema, { token: token.staff, params: { id: second.id }, body: { status: 'IN_REVIEW', beforeId: first.id } })
    expect(moved.version).toBe((second.version ?? 0) + 1)
    expect((await ids('IN_REVIEW')).slice(-2)).toEqual([second.id, first.id])
    const done = await api.ok('moveTask', taskSchema, { token: token.staff, params: { id: first.id }, body: { status: 'COMPLETED' } })
    expect(done).toMatchObject({ status: 'COMPLETED' })
    expect(done.completedAt).not.toBeNull()
    expect((await ids('COMPLETED')).at(-1)).toBe(first.id)
    await api.call('moveTask', 400, { token: token.staff, params: { id: first.id }, body: { status: 'DONE' } })
    await api.call('moveTask', 400, { token: token.staff, params: { id: first.id }, body: { status: 'COMPLETED', beforeId: first.id } })
    await api.call('moveTask', 400, { token: token.staff, params: { id: first.id }, body: { status: 'COMPLETED', beforeId: second.id } })
    await api.call('moveTask', 404, { token: token.staff, params: { id: MISSING }, body: { status: 'TODO' } })
    await api.call('moveTask', 409, { token: token.staff, params: { id: first.id }, body: { status: 'TODO' }, headers: { 'If-Match': `"${(done.version ?? 0) + 7}"` } })
    for (const task of [first, second]) await api.ok('deleteTask', okSchema, { token: token.manager, params: { id: task.id } })
  })

  it('answers a task’s activity (ours, issue 19): each change with who and when, newest first', async () => {
    const activity = z.array(taskActivitySchema)
    const task = await api.ok('createTask', taskSchema, { token: token.manager, params: { id: projectId }, body: { title: 'Activity one', priority: 1 } })
    await api.ok('setTaskStatus', taskSchema, { token: token.staff, params: { id: task.id }, query: { status: 'IN_PROGRESS' } })
    const { assignee } = await api.ok('assignTask', taskSchema, { token: token.manager, params: { id: task.id }, query: { userId: idOf('staff') } })
    const entries = await api.ok('getTaskActivity', activity, { token: token.staff, params: { id: task.id } })
    expect(entries.map((entry) => [entry.kind, entry.actorId, entry.from, entry.to])).toEqual([
      ['assignee', idOf('manager'), null, `${assignee?.firstName} ${assignee?.lastName}`],
      ['status', idOf('staff'), 'TODO', 'IN_PROGRESS'],
      ['created', idOf('manager'), null, null],
    ])
    expect(entries.every((entry) => entry.taskId === task.id)).toBe(true)
    await api.call('getTaskActivity', 404, { token: token.staff, params: { id: MISSING } })
    await api.call('getTaskActivity', 401, { params: { id: task.id } })
    await api.ok('deleteTask', okSchema, { token: token.manager, params: { id: task.id } })
  })

  it('comments: author or admin may change them', async () => {
    await api.call('addComment', 400, { token: token.staff, params: { taskId }, body: { text: delta('   ') } })
    await api.call('addComment', 404, { token: token.staff, params: { taskId: MISSING }, body: { text: delta('x') } })
    const comment = await api.ok('addComment', commentSchema, { token: token.staff, params: { taskId }, body: { text: delta('From the kit') } })
    expect(comment).toMatchObject({ taskId, authorId: idOf('staff'), updatedAt: null })
    expect((await api.ok('listComments', z.array(commentSchema), { token: token.manager, params: { taskId } })).map((c) => c.id)).toContain(comment.id)
    await api.call('updateComment', 403, { token: token.manager, params: { id: comment.id }, body: { text: delta('Not mine') } })
    expect((await api.ok('updateComment', commentSchema, { token: token.staff, params: { id: comment.id }, body: { text: delta('Edited') } })).updatedAt).not.toBeNull()
    await api.call('deleteComment', 403, { token: token.manager, params: { id: comment.id } })
    await api.ok('deleteComment', okSchema, { token: token.staff, params: { id: comment.id } })
    await api.call('deleteComment', 404, { token: token.staff, params: { id: comment.id } })
  })

  it('undoes a comment’s delete for its author (ours, issue 19)', async () => {
    const comment = await api.ok('addComment', commentSchema, { token: token.staff, params: { taskId }, body: { text: delta('Undo me') } })
    const deleted = await api.call('deleteComment', 200, { token: token.staff, params: { id: comment.id } })
    const restoreToken = deleted.headers.get('X-Restore-Token') ?? ''
    expect(restoreToken).not.toBe('')
    await api.call('restoreComment', 403, { token: token.manager, body: { token: restoreToken } })
    await api.call('restoreComment', 400, { token: token.staff, body: {} })
    expect(await api.ok('restoreComment', commentSchema, { token: token.staff, body: { token: restoreToken } })).toEqual(comment)
    expect((await api.ok('listComments', z.array(commentSchema), { token: token.staff, params: { taskId } })).map((c) => c.id)).toContain(comment.id)
    await api.call('restoreComment', 404, { token: token.staff, body: { token: restoreToken } })
    await api.ok('deleteComment', okSchema, { token: token.staff, params: { id: comment.id } })
  })
})

describe('least privilege (ours, issue 21)', () => {
  let outside = 0
  let theirs = 0
  let task = 0

  it('keeps staff to the projects they are in and the tasks they may see', async () => {
    outside = (await api.ok('createProject', projectSchema, { token: token.manager, body: { name: `Kit outside ${run}` } })).id
    cleanup.push({ id: 'deleteProject', params: { id: outside } })
    theirs = (await api.ok('createProject', projectSchema, { token: token.staff, body: { name: `Kit theirs ${run}` } })).id
    cleanup.push({ id: 'deleteProject', params: { id: theirs } })
    task = (await api.ok('createTask', taskSchema, { token: token.manager, params: { id: outside }, body: { title: 'Kit outside task' } })).id
    const staff = { token: token.staff }
    await api.call('updateProject', 403, { ...staff, params: { id: outside }, body: { name: 'Taken over' } })
    await api.call('deleteProject', 403, { ...staff, params: { id: outside } })
    await api.call('deleteProject', 403, { ...staff, params: { id: theirs } })
    await api.call('addProjectMember', 403, { ...staff, params: { id: outside, userId: idOf('staff') } })
    await api.call('createTask', 403, { ...staff, params: { id: outside }, body: { title: 'Sneaked in' } })
    await api.call('getTask', 403, { ...staff, params: { id: task } })
    await api.call('getTaskActivity', 403, { ...staff, params: { id: task } })
    await api.call('updateTask', 403, { ...staff, params: { id: task }, body: { title: 'Taken over' } })
    await api.call('setTaskStatus', 403, { ...staff, params: { id: task }, query: { status: 'COMPLETED' } })
    await api.call('assignTask', 403, { ...staff, params: { id: task }, query: { userId: idOf('staff') } })
    await api.call('moveTask', 403, { ...staff, params: { id: task }, body: { status: 'COMPLETED' } })
    await api.call('deleteTask', 403, { ...staff, params: { id: task } })
    await api.call('listComments', 403, { ...staff, params: { taskId: task } })
    await api.call('addComment', 403, { ...staff, params: { taskId: task }, body: { text: delta('Not my task') } })
    await api.call('listComments', 403, { token: token.roleless, params: { taskId: task } })
    await api.call('addComment', 403, { token: token.roleless, params: { taskId: task }, body: { text: delta('No role') } })
    expect((await api.ok('listTasks', z.array(taskSchema), staff)).map((t) => t.id)).not.toContain(task)
    expect(await api.ok('listProjectTasks', z.array(taskSchema), { ...staff, params: { id: outside } })).toEqual([])
    const edited = await api.ok('updateProject', projectSchema, { ...staff, params: { id: theirs }, body: { name: `Kit theirs ${run} (edited)` } })
    expect(edited.name).toBe(`Kit theirs ${run} (edited)`)
    const moved = await api.call('updateTask', 403, { token: token.staff, params: { id: (await api.ok('createTask', taskSchema, { ...staff, params: { id: theirs }, body: { title: 'Kit own task' } })).id }, body: { title: 'Kit own task', projectId: outside } })
    expect(z.parse(apiErrorSchema, moved.body).message).not.toBe('')
  })

  it('changes, deletes and restores many tasks in one all-or-nothing call (ours, issue 19)', async () => {
    const staff = { token: token.staff }
    const tasks = z.array(taskSchema)
    const one = await api.ok('createTask', taskSchema, { ...staff, params: { id: theirs }, body: { title: 'Kit batch one' } })
    const two = await api.ok('createTask', taskSchema, { ...staff, params: { id: theirs }, body: { title: 'Kit batch two', startDate: '2026-03-10' } })
    await api.ok('addComment', commentSchema, { ...staff, params: { taskId: two.id }, body: { text: delta('Kept through undo') } })
    const changed = await api.ok('batchTasks', tasks, { ...staff, body: { ids: [one.id, two.id], change: { status: 'IN_PROGRESS', priority: 3 } } })
    expect(changed.map((t) => [t.id, t.status, t.priority])).toEqual([
      [one.id, 'IN_PROGRESS', 3],
      [two.id, 'IN_PROGRESS', 3],
    ])
    if (inBrowserServer) expect(changed.map((t) => t.version)).toEqual([(one.version ?? 0) + 1, (two.version ?? 0) + 1])
    // All or nothing: one task the caller may not edit, one unknown, one bad value, one repeated id.
    await api.call('batchTasks', 403, { ...staff, body: { ids: [one.id, task], change: { status: 'COMPLETED' } } })
    await api.call('batchTasks', 404, { ...staff, body: { ids: [one.id, MISSING], change: { status: 'COMPLETED' } } })
    await api.call('batchTasks', 400, { ...staff, body: { ids: [one.id], change: { status: 'DONE' } } })
    await api.call('batchTasks', 400, { ...staff, body: { ids: [one.id, two.id], change: { dueDate: '2026-03-01' } } })
    await api.call('batchTasks', 400, { ...staff, body: { ids: [one.id, one.id], change: { priority: 1 } } })
    expect(await api.ok('getTask', taskSchema, { ...staff, params: { id: one.id } })).toMatchObject({ status: 'IN_PROGRESS', priority: 3, dueDate: null, version: changed[0]!.version })
    // Each task its own values, refused when one of them changed since.
    const [first] = changed
    const undone = await api.ok('batchTasks', tasks, { ...staff, body: { items: [{ id: one.id, version: first!.version, status: 'TODO', priority: 2 }] } })
    expect(undone[0]).toMatchObject({ id: one.id, status: 'TODO', priority: 2 })
    const stale = await api.call('batchTasks', 409, { ...staff, body: { items: [{ id: one.id, version: first!.version, status: 'COMPLETED' }] } })
    expect(z.parse(apiErrorSchema, stale.body).code).toBe('EDIT_CONFLICT')
    // Deleting is for managers; the restore token undoes it for the one who deleted.
    await api.call('batchTasks', 403, { ...staff, body: { ids: [one.id], delete: true } })
    const deleted = await api.call('batchTasks', 200, { token: token.manager, body: { ids: [one.id, two.id], delete: true } })
    const restore = deleted.headers.get('X-Restore-Token') ?? ''
    expect(restore).not.toBe('')
    await api.call('getTask', 404, { token: token.manager, params: { id: two.id } })
    await api.call('batchTasks', 403, { ...staff, body: { restore } })
    const restored = await api.ok('batchTasks', tasks, { token: token.manager, body: { restore } })
    expect(restored.map((t) => t.id)).toEqual([one.id, two.id])
    expect((await api.ok('listComments', z.array(commentSchema), { ...staff, params: { taskId: two.id } })).length).toBe(1)
    await api.call('batchTasks', 404, { token: token.manager, body: { restore } })
    const single = await api.call('deleteTask', 200, { token: token.manager, params: { id: one.id } })
    await api.ok('batchTasks', tasks, { token: token.manager, body: { restore: single.headers.get('X-Restore-Token') ?? '' } })
    await api.ok('batchTasks', tasks, { token: token.manager, body: { ids: [one.id, two.id], delete: true } })
  })

  it('tells whom a comment @mentions, once, if they may read the task (ours, issue 19, optional)', async () => {
    const staff = user.staff
    if (!staff) throw new Error('The staff user was not set up')
    const params = { userId: staff.id }
    const mentions = async () =>
      (await api.ok('listUnreadNotifications', z.array(notificationSchema), { token: token.staff, params })).filter((n) => n.type === 'MENTIONED')
    const before = (await mentions()).length
    // Mentions are an optional part of the contract: a server without them sends none.
    const readable = (await api.ok('createTask', taskSchema, { token: token.manager, params: { id: theirs }, body: { title: 'Kit mention task' } })).id
    const comment = await api.ok('addComment', commentSchema, { token: token.manager, params: { taskId: readable }, body: { text: delta(`@${staff.username} please look`) } })
    const told = (await mentions()).filter((n) => n.taskId === readable)
    if (told.length === 0 && !inBrowserServer) return
    expect(told).toEqual([expect.objectContaining({ type: 'MENTIONED', taskId: readable, userId: staff.id })])
    // Editing keeps the mention: nobody is told twice.
    await api.ok('updateComment', commentSchema, { token: token.manager, params: { id: comment.id }, body: { text: delta(`@${staff.username} please look again`) } })
    expect(await mentions()).toHaveLength(before + 1)
    // Staff may not read the task outside their projects: a mention there tells them nothing.
    await api.ok('addComment', commentSchema, { token: token.manager, params: { taskId: task }, body: { text: delta(`@${staff.username} see this`) } })
    expect(await mentions()).toHaveLength(before + 1)
  })

  it('shows email and phone only to the person and to admins', async () => {
    const seenByStaff = await api.ok('listUsers', z.array(userSchema), { token: token.staff })
    const self = seenByStaff.find((each) => each.id === idOf('staff'))
    expect(self?.email).toBe(user.staff?.email)
    const other = seenByStaff.find((each) => each.id === idOf('manager'))
    expect(other).toBeDefined()
    expect(other?.email).toBeUndefined()
    expect(other?.mobileNo).toBeUndefined()
    expect((await api.ok('getUser', userSchema, { token: token.manager, params: { id: idOf('staff') } })).email).toBeUndefined()
    expect((await api.ok('getUser', userSchema, { token: token.admin, params: { id: idOf('staff') } })).email).toBe(user.staff?.email)
  })

  it('answers a repeated Idempotency-Key with the first answer and creates once (optional)', async () => {
    const key = `${run}-task`
    const send = () => api.call('createTask', 200, { token: token.manager, params: { id: outside }, body: { title: 'Kit once' }, headers: { 'Idempotency-Key': key } })
    const [first, second] = await Promise.all([send(), send()])
    const again = await send()
    const ids = [first, second, again].map((reply) => z.parse(taskSchema, reply.body).id)
    const listed = (await api.ok('listProjectTasks', z.array(taskSchema), { token: token.manager, params: { id: outside } })).filter((t) => t.title === 'Kit once')
    // Idempotency keys are an optional part of the contract: a server without them creates three.
    if (listed.length > 1 && !inBrowserServer) return
    expect(new Set(ids).size).toBe(1)
    expect(listed.map((t) => t.id)).toEqual([ids[0]])
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    const reused = await api.call('createTask', 400, { token: token.manager, params: { id: outside }, body: { title: 'Another' }, headers: { 'Idempotency-Key': key } })
    expect(z.parse(apiErrorSchema, reused.body).code).toBe('IDEMPOTENCY_KEY_REUSED')
    const room = { token: token.manager, body: { name: `Kit once ${run}`, type: 'team', participants: [idOf('staff')] }, headers: { 'Idempotency-Key': `${run}-room` } }
    const rooms = await Promise.all([api.ok('createChatRoom', chatRoomSchema, room), api.ok('createChatRoom', chatRoomSchema, room)])
    expect(rooms[0].id).toBe(rooms[1].id)
  })
})

describe('checklists and notifications', () => {
  let templateId = 0
  const title = `Kit check ${run}`

  it('manages checklist templates', async () => {
    await api.call('createChecklistTemplate', 400, { token: token.manager, body: { title: ' ', active: true, excludedDays: [] } })
    await api.call('createChecklistTemplate', 400, { token: token.manager, body: { title, active: true, excludedDays: ['FUNDAY'] } })
    const template = await api.ok('createChecklistTemplate', checklistTemplateSchema, {
      token: token.manager,
      query: { userIds: String(idOf('staff')) },
      body: { title, active: true, excludedDays: [] },
    })
    templateId = template.id
    cleanup.push({ id: 'deleteChecklistTemplate', params: { id: templateId } })
    expect(template.users.map((each) => each.id)).toEqual([idOf('staff')])
    expect((await api.ok('listChecklistTemplates', z.array(checklistTemplateSchema), { token: token.staff })).map((t) => t.id)).toContain(templateId)
    expect(await api.ok('getChecklistTemplate', checklistTemplateSchema, { token: token.staff, params: { id: templateId } })).toMatchObject({ title })
    await api.call('getChecklistTemplate', 404, { token: token.staff, params: { id: MISSING } })
    const updated = await api.ok('updateChecklistTemplate', checklistTemplateSchema, {
      token: token.manager,
      params: { id: templateId },
      query: { userIds: `${idOf('staff')},${idOf('manager')}` },
      body: { id: templateId, title, active: true, excludedDays: [] },
    })
    expect(updated.users).toHaveLength(2)
    if (updated.version !== undefined || inBrowserServer) {
      const version = updated.version ?? 0
      const stale = await api.call('updateChecklistTemplate', 409, { token: token.manager, params: { id: templateId }, body: { id: templateId, title: 'Stale', active: true, excludedDays: [] }, headers: { 'If-Match': `"${version - 1}"` } })
      const { code, current } = z.parse(apiErrorSchema, stale.body)
      expect(code).toBe('EDIT_CONFLICT')
      expect(z.parse(checklistTemplateSchema, current)).toMatchObject({ id: templateId, title, version })
    }
    await api.call('updateChecklistTemplate', 400, { token: token.manager, params: { id: templateId }, body: { id: templateId + 1, title, active: true, excludedDays: [] } })
  })

  it("keeps each user's daily checklist", async () => {
    const params = { userId: idOf('staff') }
    const today = await api.ok('listTodaysChecklist', z.array(checklistItemSchema), { token: token.staff, params })
    expect(today.map((item) => item.title)).toContain(title)
    await api.call('addChecklistItem', 400, { token: token.staff, params, body: { title: '' } })
    const item = await api.ok('addChecklistItem', checklistItemSchema, { token: token.staff, params, body: { title: 'Kit extra' } })
    expect(item).toMatchObject({ completed: false, completedAt: null, templateId: null, userId: idOf('staff') })
    expect(item.date).toBe(today.find((each) => each.title === title)?.date)
    const done = await api.ok('completeChecklistItem', checklistItemSchema, { token: token.staff, params: { id: item.id } })
    expect(done.completed && done.completedAt !== null).toBe(true)
    expect(await api.ok('reopenChecklistItem', checklistItemSchema, { token: token.staff, params: { id: item.id } })).toMatchObject({ completed: false, completedAt: null })
    expect((await api.ok('listPendingChecklist', z.array(checklistItemSchema), { token: token.manager, params })).map((i) => i.id)).toContain(item.id)
    expect((await api.ok('listChecklistItemsOfUser', z.array(checklistItemSchema), { token: token.staff, params })).map((i) => i.id)).toContain(item.id)
    expect((await api.ok('listChecklistItems', z.array(checklistItemSchema), { token: token.staff })).every((i) => i.userId === idOf('staff'))).toBe(true)
    await api.call('completeChecklistItem', 403, { token: token.roleless, params: { id: item.id } })
    await api.ok('deleteChecklistItem', okSchema, { token: token.staff, params: { id: item.id } })
    await api.call('deleteChecklistItem', 404, { token: token.staff, params: { id: item.id } })
    await api.call('listTodaysChecklist', 404, { token: token.manager, params: { userId: MISSING } })
  })

  it('notifies and marks read', async () => {
    const params = { userId: idOf('staff') }
    const unread = await api.ok('listUnreadNotifications', z.array(notificationSchema), { token: token.staff, params })
    expect(unread.map((n) => n.type)).toEqual(expect.arrayContaining(['TASK_ASSIGNED', 'PROJECT_ASSIGNED', 'CHECKLIST_CREATED']))
    const first = unread[0]!
    await api.call('markNotificationRead', 403, { token: token.manager, params: { id: first.id } })
    expect((await api.ok('markNotificationRead', notificationSchema, { token: token.staff, params: { id: first.id } })).read).toBe(true)
    await api.call('markNotificationRead', 404, { token: token.staff, params: { id: MISSING } })
    await api.ok('markAllNotificationsRead', okSchema, { token: token.staff, params })
    expect(await api.ok('listUnreadNotifications', z.array(notificationSchema), { token: token.staff, params })).toEqual([])
  })
})

describe('chat over HTTP and STOMP', () => {
  let roomId = 0

  it('creates rooms and reads them', async () => {
    await api.call('createChatRoom', 400, { token: token.manager, body: { name: ' ', type: 'team', participants: [idOf('staff')] } })
    await api.call('createChatRoom', 400, { token: token.manager, body: { name: 'Kit', type: 'team', participants: [] } })
    await api.call('createChatRoom', 400, { token: token.manager, body: { name: 'Kit', type: 'team', participants: [MISSING] } })
    const room = await api.ok('createChatRoom', chatRoomSchema, { token: token.manager, body: { name: `Kit room ${run}`, type: 'team', participants: [idOf('staff')] } })
    roomId = room.id
    expect(room.participants.map((p) => p.id).sort()).toEqual([idOf('manager'), idOf('staff')].sort())
    expect((await api.ok('listChatRooms', z.array(chatRoomSchema), { token: token.staff })).map((r) => r.id)).toContain(roomId)
    expect(await api.ok('listChatMessages', z.array(chatMessageSchema), { token: token.staff, params: { id: roomId } })).toEqual([])
    expect(await api.ok('listChatParticipants', z.array(z.object({ id: z.number() })), { token: token.staff, params: { id: roomId } })).toHaveLength(2)
    await api.call('listChatMessages', 403, { token: token.roleless, params: { id: roomId } })
    await api.call('listChatMessages', 404, { token: token.staff, params: { id: MISSING } })
  })

  it('uploads a file and serves it back to the room only, under an unguessable address', async () => {
    const bytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3])
    const upload = await api.ok('uploadChatFile', chatUploadSchema, { token: token.staff, params: { id: roomId }, ...multipart('file', 'kit.png', 'image/png', bytes) })
    expect(upload).toMatchObject({ fileName: 'kit.png', type: 'image', contentType: 'image/png', size: bytes.length })
    await api.call('uploadChatFile', 400, { token: token.staff, params: { id: roomId }, body: {} })
    const fileId = /\/chat\/files\/([^/?#]+)/.exec(upload.url)?.[1]
    expect(fileId, `the upload's url (${upload.url}) points at {base}/chat/files/{fileId}`).toBeDefined()
    expect(fileId!.length, 'the file address is long enough not to be guessed').toBeGreaterThanOrEqual(16)
    const served = await api.call('getChatFile', 200, { token: token.manager, params: { fileId: fileId! } })
    expect(served.contentType).toContain('image/png')
    expect([...served.bytes]).toEqual([...bytes])
    // Not for someone outside the room, nor without a token (issue 21).
    await api.call('getChatFile', 401, { params: { fileId: fileId! } })
    await api.call('getChatFile', 404, { token: token.roleless, params: { fileId: fileId! } })
    await api.call('getChatFile', 404, { token: token.staff, params: { fileId: MISSING } })
  })

  it('refuses a STOMP CONNECT without a valid token', async () => {
    await expect(connectStomp(transport, null)).rejects.toThrow(/ERROR frame|closed/)
    await expect(connectStomp(transport, `${run}-not-a-token`)).rejects.toThrow(/ERROR frame|closed/)
  })

  it('connects, subscribes and broadcasts a sent message to the room, the room list and notifications', async () => {
    const staff = await connectStomp(transport, token.staff)
    const manager = await connectStomp(transport, token.manager)
    try {
      expect(staff.connected.headers.version).toBe('1.2')
      expect(staff.connected.headers['heart-beat'] ?? '0,0').toMatch(/^\d+,\d+$/)
      const text = `Hello from the kit ${run}`
      const inRoom = staff.next(`/topic/rooms/${roomId}`, (body) => (body as { content?: string }).content === text)
      const inList = staff.next('/user/topic/rooms', (body) => (body as { id?: number }).id === roomId)
      const note = staff.next('/user/topic/notifications', (body) => (body as { type?: string }).type === 'TASK_ASSIGNED')
      await Promise.all([inRoom.ready, inList.ready, note.ready])
      manager.client.publish({ destination: `/app/room.send.${roomId}`, body: JSON.stringify({ type: 'text', content: text }) })
      const message = chatMessageSchema.parse(await inRoom.received)
      expect(message).toMatchObject({ roomId, senderId: idOf('manager'), type: 'text', content: text })
      const listed = chatRoomSchema.parse(await inList.received)
      expect(listed.lastMessage).toBe(text)
      const project = (await api.ok('listProjectsOfUser', z.array(projectSchema), { token: token.manager, params: { userId: idOf('manager') } })).find((p) => p.name === `Kit project ${run}`)
      await api.ok('createTask', taskSchema, { token: token.manager, params: { id: project!.id }, body: { title: 'Realtime', assigneeId: idOf('staff') } })
      expect(notificationSchema.parse(await note.received)).toMatchObject({ type: 'TASK_ASSIGNED', userId: idOf('staff') })
      const history = await api.ok('listChatMessages', z.array(chatMessageSchema), { token: token.staff, params: { id: roomId } })
      expect(history.map((each) => each.content)).toContain(text)
      expect((await api.ok('markChatRoomRead', chatRoomSchema, { token: token.staff, params: { id: roomId } })).unreadCount).toBe(0)
    } finally {
      await staff.close()
      await manager.close()
    }
  })

  it('answers SEND to a room you are not in with an ERROR frame', async () => {
    const outsider = await connectStomp(transport, token.roleless)
    try {
      const refused = outsider.nextError()
      outsider.client.publish({ destination: `/app/room.send.${roomId}`, body: JSON.stringify({ type: 'text', content: 'Let me in' }) })
      expect(await refused).not.toBe('')
    } finally {
      await outsider.close()
    }
  })
})

describe('clean-up and coverage', () => {
  it('removes the users, role, project and template it created', async () => {
    expect(await removeCreated()).toEqual([])
    await api.call('getUser', 404, { token: token.admin, params: { id: idOf('staff') } })
  })

  it('called every endpoint of the table with a 200', () => {
    const checks = [...seen.values()].reduce((sum, statuses) => sum + statuses.size, 0)
    console.info(`Contract kit against ${transport.label}: ${seen.size}/${endpoints.length} endpoints called, ${checks} endpoint × status pairs checked.`)
    expect(untested(), 'endpoints the suite never saw answer 200').toEqual([])
  })
})
