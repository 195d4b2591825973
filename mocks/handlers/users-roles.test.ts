import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { apiPaths } from '@/contract/paths'
import { roleSchema, userSchema } from '@/contract/schemas'
import { db } from '../db'
import { DEFAULT_ROLE_ID } from '../services/users'
import { call, userId } from '../test/api'

const newUser = {
  firstName: 'Rita',
  lastName: 'Vance',
  username: 'rita.vance',
  password: 'secret123',
  email: 'rita@example.com',
  mobileNo: '+1 555 0199',
  referralCode: null,
  referredBy: null,
  roles: [{ name: 'ROLE_MANAGER' }],
}

describe('users', () => {
  it('lists and reads users for any signed-in caller, never with passwords', async () => {
    const list = await call('GET', apiPaths.users.list(), { as: 'staff' })
    const users = z.array(userSchema).parse(list.body)
    expect(users.length).toBeGreaterThanOrEqual(28)
    expect(JSON.stringify(list.body)).not.toContain('password')
    const one = await call('GET', apiPaths.users.detail(1), { as: 'victor.almeida' })
    expect(userSchema.parse(one.body).username).toBe('admin')
    expect((await call('GET', apiPaths.users.detail(9999), { as: 'staff' })).status).toBe(404)
    expect((await call('GET', apiPaths.users.list(), { as: 'nobody' })).status).toBe(401)
  })

  it('admin creates, updates and deletes users; others get 403', async () => {
    expect((await call('POST', apiPaths.users.create(), { as: 'manager', body: { user: newUser, referralCode: null } })).status).toBe(403)
    const created = await call('POST', apiPaths.users.create(), { as: 'admin', body: { user: newUser, referralCode: null } })
    expect(created.status).toBe(200)
    const user = userSchema.parse(created.body)
    expect(user.roles.map((r) => r.name)).toEqual(['ROLE_MANAGER'])
    expect(JSON.stringify(created.body)).not.toContain('secret123')
    const duplicate = await call('POST', apiPaths.users.create(), { as: 'admin', body: { user: newUser, referralCode: null } })
    expect(duplicate.status).toBe(409)
    const { password: _password, ...editable } = newUser
    const updated = await call('PUT', apiPaths.users.admin(user.id), {
      as: 'admin',
      body: { ...editable, lastName: 'Vance-Oduya', roles: [{ id: 3 }] },
    })
    expect(userSchema.parse(updated.body)).toMatchObject({ lastName: 'Vance-Oduya', roles: [{ id: 3, name: 'ROLE_STAFF' }] })
    const badEmail = await call('PUT', apiPaths.users.admin(user.id), { as: 'admin', body: { ...editable, email: 'nope', roles: [] } })
    expect(badEmail.status).toBe(400)
    expect((await call('DELETE', apiPaths.users.admin(user.id), { as: 'staff' })).status).toBe(403)
    expect((await call('DELETE', apiPaths.users.admin(user.id), { as: 'admin' })).status).toBe(200)
    expect((await call('GET', apiPaths.users.detail(user.id), { as: 'admin' })).status).toBe(404)
  })

  it('refuses blank fields and unknown roles without writing', async () => {
    const before = db.users.count()
    const blank = await call('POST', apiPaths.users.create(), { as: 'admin', body: { user: { ...newUser, firstName: ' ' }, referralCode: null } })
    expect(blank).toEqual({ status: 400, body: { message: 'First name is required', code: 'VALIDATION_FAILED', fields: { 'user.firstName': 'First name is required' } } })
    const role = await call('POST', apiPaths.users.create(), { as: 'admin', body: { user: { ...newUser, roles: [{ name: 'ROLE_PIRATE' }] }, referralCode: null } })
    expect(role.status).toBe(400)
    expect(db.users.count()).toBe(before)
  })

  it('refuses an email another account has, on sign-up, admin create and edit (409, EMAIL_TAKEN)', async () => {
    const before = db.users.count()
    const staffEmail = db.users.findFirst((q) => q.where({ username: 'staff' }), { strict: true }).email
    const message = `Email '${staffEmail.toUpperCase()}' is already used by another account`
    const signup = await call('POST', apiPaths.auth.signup(), {
      as: 'nobody',
      body: { user: { ...newUser, roles: undefined, email: staffEmail.toUpperCase() }, referralCode: null },
    })
    expect(signup).toEqual({ status: 409, body: { message, code: 'EMAIL_TAKEN', fields: { 'user.email': message } } })
    const create = await call('POST', apiPaths.users.create(), { as: 'admin', body: { user: { ...newUser, email: staffEmail.toUpperCase() }, referralCode: null } })
    expect(create.status).toBe(409)
    expect(db.users.count()).toBe(before)
    const { password: _password, ...manager } = { ...newUser, ...db.users.findFirst((q) => q.where({ username: 'manager' }), { strict: true }) }
    const keepOwn = await call('PUT', apiPaths.users.admin(manager.id), { as: 'admin', body: { ...manager, roles: [{ name: 'ROLE_MANAGER' }] } })
    expect(keepOwn.status).toBe(200)
    const takeOther = await call('PUT', apiPaths.users.admin(manager.id), { as: 'admin', body: { ...manager, email: staffEmail, roles: [{ name: 'ROLE_MANAGER' }] } })
    expect(takeOther.body).toMatchObject({ code: 'EMAIL_TAKEN', fields: { email: `Email '${staffEmail}' is already used by another account` } })
    const taken = await call('POST', apiPaths.auth.signup(), { as: 'nobody', body: { user: { ...newUser, roles: undefined, username: 'STAFF' }, referralCode: null } })
    expect(taken.body).toMatchObject({ code: 'USERNAME_TAKEN', fields: { 'user.username': "Username 'STAFF' is already taken" } })
  })

  it('gives new accounts the default role by id, so renaming it keeps sign-up and user creation working', async () => {
    expect(db.roles.findFirst((q) => q.where({ id: DEFAULT_ROLE_ID }))?.name).toBe('ROLE_STAFF')
    expect((await call('PUT', apiPaths.roles.detail(DEFAULT_ROLE_ID), { as: 'admin', body: { name: 'Team member' } })).status).toBe(200)
    const signup = await call<{ user: { roles: { id: number; name: string }[] } }>('POST', apiPaths.auth.signup(), {
      as: 'nobody',
      body: { user: { ...newUser, roles: undefined }, referralCode: null },
    })
    expect(signup.status).toBe(200)
    expect(signup.body.user.roles).toEqual([{ id: DEFAULT_ROLE_ID, name: 'Team member' }])
    const created = await call<{ roles: { id: number }[] }>('POST', apiPaths.users.create(), {
      as: 'admin',
      body: { user: { ...newUser, username: 'no.roles', email: 'no.roles@example.com', roles: [] }, referralCode: null },
    })
    expect(created.body.roles).toEqual([{ id: DEFAULT_ROLE_ID, name: 'Team member' }])
    expect((await call('DELETE', apiPaths.roles.detail(DEFAULT_ROLE_ID), { as: 'admin' })).status).toBe(200)
    const roleless = await call<{ user: { roles: unknown[] } }>('POST', apiPaths.auth.signup(), {
      as: 'nobody',
      body: { user: { ...newUser, roles: undefined, username: 'after.delete', email: 'after.delete@example.com' }, referralCode: null },
    })
    expect(roleless.status).toBe(200)
    expect(roleless.body.user.roles).toEqual([])
  })

  it('deleting a user unassigns their tasks and removes them from projects', async () => {
    const project = await call<{ id: number }>('POST', apiPaths.projects.list(), { as: 'manager', body: { name: 'P' } })
    const staffId = userId('staff')
    await call('POST', apiPaths.projects.addMember(project.body.id, staffId), { as: 'manager' })
    const task = await call<{ id: number }>('POST', apiPaths.projects.tasks(project.body.id), {
      as: 'manager',
      body: { title: 'Hers', assigneeId: staffId },
    })
    expect((await call('DELETE', apiPaths.users.admin(staffId), { as: 'admin' })).status).toBe(200)
    expect(db.tasks.findFirst((q) => q.where({ id: task.body.id }))?.assigneeId).toBeNull()
    expect(db.projects.findFirst((q) => q.where({ id: project.body.id }))?.memberIds).not.toContain(staffId)
  })

  it('an admin cannot delete themselves or drop their own admin role', async () => {
    expect((await call('DELETE', apiPaths.users.admin(1), { as: 'admin' })).status).toBe(400)
    const self = db.users.findFirst((q) => q.where({ id: 1 }), { strict: true })
    const result = await call('PUT', apiPaths.users.admin(1), { as: 'admin', body: { ...self, roles: [{ name: 'ROLE_STAFF' }] } })
    expect(result.status).toBe(400)
  })
})

describe('roles', () => {
  it('admin manages roles; renaming shows on users; deleting removes it from users', async () => {
    expect((await call('GET', apiPaths.roles.list(), { as: 'manager' })).status).toBe(403)
    const list = await call('GET', apiPaths.roles.list(), { as: 'admin' })
    expect(z.array(roleSchema).parse(list.body).map((r) => r.name)).toContain('ROLE_STAFF')
    expect(roleSchema.parse((await call('GET', apiPaths.roles.detail(3), { as: 'admin' })).body).name).toBe('ROLE_STAFF')
    expect((await call('GET', apiPaths.roles.detail(999), { as: 'admin' })).status).toBe(404)
    const created = await call('POST', apiPaths.roles.list(), { as: 'admin', body: { name: 'ROLE_AUDITOR' } })
    const role = roleSchema.parse(created.body)
    expect((await call('POST', apiPaths.roles.list(), { as: 'admin', body: { name: 'role_auditor' } })).status).toBe(409)
    expect((await call('POST', apiPaths.roles.list(), { as: 'admin', body: { name: '  ' } })).status).toBe(400)
    const renamed = await call('PUT', apiPaths.roles.detail(3), { as: 'admin', body: { name: 'EMPLOYEE' } })
    expect(roleSchema.parse(renamed.body).name).toBe('EMPLOYEE')
    const staff = await call('GET', apiPaths.users.detail(userId('staff')), { as: 'admin' })
    expect(userSchema.parse(staff.body).roles[0]?.name).toBe('EMPLOYEE')
    expect((await call('DELETE', apiPaths.roles.detail(3), { as: 'admin' })).status).toBe(200)
    const after = await call('GET', apiPaths.users.detail(userId('staff')), { as: 'admin' })
    expect(userSchema.parse(after.body).roles).toEqual([])
    expect((await call('DELETE', apiPaths.roles.detail(role.id), { as: 'admin' })).status).toBe(200)
  })

  it('an admin cannot rename or delete the role that makes them admin', async () => {
    expect((await call('PUT', apiPaths.roles.detail(1), { as: 'admin', body: { name: 'ROLE_GUEST' } })).status).toBe(400)
    expect((await call('DELETE', apiPaths.roles.detail(1), { as: 'admin' })).status).toBe(400)
    expect(db.roles.findFirst((q) => q.where({ id: 1 }))?.name).toBe('ROLE_ADMIN')
  })
})
