import { describe, expect, it } from 'vitest'
import { LIMITS } from '@/contract/fields'
import { signUpFormSchema } from '@/contract/forms'
import { apiPaths } from '@/contract/paths'
import { db } from '../db'
import { call, userId } from '../test/api'

const text = (length: number) => 'x'.repeat(length)
const delta = (length: number) => JSON.stringify({ ops: [{ insert: `${text(length)}\n` }] })

async function newProject(): Promise<number> {
  const created = await call<{ id: number }>('POST', apiPaths.projects.list(), { as: 'manager', body: { name: 'Limits' } })
  return created.body.id
}

describe('the server applies the forms’ field rules and limits', () => {
  it('refuses a 201-character task title with 400 and keeps 200', async () => {
    const projectId = await newProject()
    const before = db.tasks.count()
    const tooLong = await call('POST', apiPaths.projects.tasks(projectId), { as: 'manager', body: { title: text(201) } })
    expect(tooLong).toEqual({ status: 400, body: { message: `Use at most ${LIMITS.title} characters`, code: 'VALIDATION_FAILED', fields: { title: `Use at most ${LIMITS.title} characters` } } })
    expect(db.tasks.count()).toBe(before)
    const longest = await call<{ id: number }>('POST', apiPaths.projects.tasks(projectId), { as: 'manager', body: { title: text(200) } })
    expect(longest.status).toBe(200)
    const edit = await call('PUT', apiPaths.tasks.detail(longest.body.id), { as: 'manager', body: { title: text(201) } })
    expect(edit.status).toBe(400)
    const description = await call('PUT', apiPaths.tasks.detail(longest.body.id), {
      as: 'manager',
      body: { title: 'Fine', description: delta(LIMITS.richText) },
    })
    expect(description).toEqual({ status: 400, body: { message: 'This text is too long', code: 'VALIDATION_FAILED', fields: { description: 'This text is too long' } } })
    const dates = await call('PUT', apiPaths.tasks.detail(longest.body.id), {
      as: 'manager',
      body: { title: 'Fine', startDate: '2026-05-10', dueDate: '2026-05-09' },
    })
    expect(dates).toEqual({ status: 400, body: { message: 'Due date must not be before the start date', code: 'VALIDATION_FAILED', fields: { dueDate: 'Due date must not be before the start date' } } })
  })

  it('refuses a 300-character username on sign-up and on admin create', async () => {
    const user = { firstName: 'Long', lastName: 'Name', username: text(300), email: 'long@example.com', mobileNo: '+1 555 0100', password: 'secret123' }
    const before = db.users.count()
    const signup = await call('POST', apiPaths.auth.signup(), { as: 'nobody', body: { user, referralCode: null } })
    expect(signup).toEqual({
      status: 400,
      body: { message: 'Use 3 to 40 letters, digits, dots, dashes or underscores', code: 'VALIDATION_FAILED', fields: { 'user.username': 'Use 3 to 40 letters, digits, dots, dashes or underscores' } },
    })
    const create = await call('POST', apiPaths.users.create(), { as: 'admin', body: { user, referralCode: null } })
    expect(create.status).toBe(400)
    const edit = await call('PUT', apiPaths.users.admin(userId('staff')), { as: 'admin', body: { ...user, roles: [] } })
    expect(edit.status).toBe(400)
    expect(db.users.count()).toBe(before)
  })

  it('refuses over-long names and titles everywhere else', async () => {
    const projectId = await newProject()
    const refusals = [
      await call('POST', apiPaths.projects.list(), { as: 'manager', body: { name: text(201) } }),
      await call('PUT', apiPaths.projects.detail(projectId), { as: 'manager', body: { name: text(201) } }),
      await call('POST', apiPaths.projects.list(), { as: 'manager', body: { name: 'P', description: delta(LIMITS.richText) } }),
      await call('POST', apiPaths.roles.list(), { as: 'admin', body: { name: text(201) } }),
      await call('POST', apiPaths.checklistTemplates.create([]), { as: 'manager', body: { title: text(201), active: true, excludedDays: [] } }),
      await call('POST', apiPaths.checklists.addForUser(userId('staff')), { as: 'staff', body: { title: text(201) } }),
      await call('POST', apiPaths.chat.rooms(), { as: 'staff', body: { name: text(201), type: 'team', participants: [userId('manager')] } }),
    ]
    expect(refusals.map((answer) => answer.status)).toEqual(refusals.map(() => 400))
    const task = await call<{ id: number }>('POST', apiPaths.projects.tasks(projectId), { as: 'manager', body: { title: 'T' } })
    const comment = await call('POST', apiPaths.comments.ofTask(task.body.id), { as: 'manager', body: { text: delta(LIMITS.richText) } })
    expect(comment).toEqual({ status: 400, body: { message: 'This text is too long', code: 'VALIDATION_FAILED', fields: { text: 'This text is too long' } } })
  })

  it('answers "Invalid value for {field}" when the body has the wrong shape', async () => {
    const projectId = await newProject()
    const answer = await call('POST', apiPaths.projects.tasks(projectId), { as: 'manager', body: { title: 'T', priority: 7 } })
    expect(answer).toEqual({ status: 400, body: { message: 'Invalid value for priority', code: 'VALIDATION_FAILED', fields: { priority: 'Invalid value for priority' } } })
  })
})

describe('sign-up accepts exactly what the sign-up form accepts', () => {
  const valid = {
    firstName: 'Nina',
    lastName: 'Okafor',
    username: 'nina',
    email: 'nina@example.com',
    mobileNo: '+44 (20) 7946-0000',
    password: 'secret1',
    referralCode: '',
    referredBy: '',
  }
  const cases: Record<string, Partial<typeof valid>> = {
    valid: {},
    'padded values': { firstName: '  Nina ', username: ' nina.padded ', email: ' nina@example.com ' },
    'blank first name': { firstName: '   ' },
    'longest first name': { firstName: text(LIMITS.personName) },
    'first name too long': { firstName: text(LIMITS.personName + 1) },
    'blank last name': { lastName: '' },
    'username of 2': { username: 'ab' },
    'username of 40': { username: text(40) },
    'username of 41': { username: text(41) },
    'username of 300': { username: text(300) },
    'username with a space': { username: 'ni na' },
    'bad email': { email: 'nina@example' },
    'longest email': { email: `${text(LIMITS.email - 12)}@example.com` },
    'email too long': { email: `${text(LIMITS.email - 11)}@example.com` },
    'mobile of 5': { mobileNo: '12345' },
    'mobile of 20': { mobileNo: '1'.repeat(20) },
    'mobile of 21': { mobileNo: '1'.repeat(21) },
    'mobile with letters': { mobileNo: '555-CALL-NOW' },
    'password of 5': { password: '12345' },
    'password of spaces': { password: '      ' },
    'longest password': { password: text(LIMITS.password.max) },
    'password too long': { password: text(LIMITS.password.max + 1) },
    'longest referral': { referralCode: text(LIMITS.referral), referredBy: text(LIMITS.referral) },
    'referral too long': { referralCode: text(LIMITS.referral + 1) },
  }

  it.each(Object.entries(cases))('%s', async (name, change) => {
    const values = { ...valid, ...change }
    // Each case signs up a different person, so only the rules decide.
    if (!('username' in change)) values.username = `${valid.username}.${Object.keys(cases).indexOf(name)}`
    const formAccepts = signUpFormSchema.safeParse(values).success
    // The body the sign-up page sends (SignUpPage): trimmed, blank referral fields as null.
    const referralCode = values.referralCode.trim() || null
    const answer = await call('POST', apiPaths.auth.signup(), {
      as: 'nobody',
      body: {
        user: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          username: values.username.trim(),
          email: values.email.trim(),
          mobileNo: values.mobileNo.trim(),
          password: values.password,
          referralCode,
          referredBy: values.referredBy.trim() || null,
        },
        referralCode,
      },
    })
    expect(answer.status).toBe(formAccepts ? 200 : 400)
  })
})
