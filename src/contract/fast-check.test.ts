import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { compileCheck } from './fast-check'
import { chatMessageSchema, checklistTemplateSchema, notificationSchema, projectSchema, taskPrioritySchema, taskSchema, userSchema } from './schemas'

const user = { id: 3, firstName: 'Sam', lastName: 'Lee', username: 'staff', email: 'staff@example.com', mobileNo: '0123456789', roles: [{ id: 3, name: 'ROLE_STAFF' }] }
const task = {
  id: 1,
  title: 'Write the plan',
  description: null,
  priority: 2,
  status: 'IN_PROGRESS',
  startDate: '2026-11-02',
  dueDate: '2026-11-30',
  assigneeId: 3,
  projectId: 1,
  assignee: { firstName: 'Sam', lastName: 'Lee' },
  project: { id: 1, name: 'Launch' },
  completedAt: null,
  createdAt: '2026-11-01T09:30:00.000Z',
  version: 4,
}

describe('compiled checks', () => {
  it('compile for every response the lists use, so big answers skip zod', () => {
    for (const schema of [taskSchema, projectSchema, userSchema, chatMessageSchema, notificationSchema, checklistTemplateSchema, z.array(taskSchema)]) {
      expect(compileCheck(schema)).not.toBeNull()
    }
  })

  it('leave refinements and transforms to zod', () => {
    expect(compileCheck(z.string().check(z.maxLength(3)))).toBeNull()
    expect(compileCheck(z.pipe(z.string(), z.transform((text) => text.length)))).toBeNull()
    expect(compileCheck(z.object({ at: z.iso.date(), title: z.string().check(z.minLength(1)) }))).toBeNull()
  })

  it('agree with zod on a task with any one field changed to anything (fixed seed)', () => {
    const check = compileCheck(taskSchema)!
    expect(check(task)).toBe(true)
    const fields = Object.keys(task) as (keyof typeof task)[]
    const candidates = fc.oneof(
      fc.anything(),
      fc.constantFrom('2026-02-29', '2026-11-31', '2026-11-30', '2026-11-01T09:30:00Z', '2026-11-01T09:30', 'TODO', 'DONE', 1.5, 2, -0, Number.NaN, Infinity, null, undefined, [], {}),
    )
    fc.assert(
      fc.property(fc.constantFrom(...fields), candidates, (field, value) => {
        const changed = { ...task, [field]: value }
        expect(check(changed)).toBe(z.safeParse(taskSchema, changed).success)
      }),
      { seed: 1613, numRuns: 600 },
    )
    // Dates are checked as zod checks them: 2028 is a leap year, 2026 is not.
    expect(check({ ...task, dueDate: '2028-02-29' })).toBe(true)
    expect(check({ ...task, dueDate: '2026-02-29' })).toBe(false)
  })

  it('agree with zod on unions, literals, arrays and nested objects', () => {
    const priority = compileCheck(taskPrioritySchema)!
    for (const value of [1, 2, 3, 0, 4, '1', null]) expect(priority(value)).toBe(z.safeParse(taskPrioritySchema, value).success)
    const users = compileCheck(z.array(userSchema))!
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const list = [user, { ...user, roles: value }]
        expect(users(list)).toBe(z.safeParse(z.array(userSchema), list).success)
      }),
      { seed: 1614, numRuns: 300 },
    )
  })

  it('agree with zod on every plain field kind, nullable, optional and both, in either nesting', () => {
    const schema = z.object({
      text: z.string(),
      flag: z.boolean(),
      count: z.int(),
      amount: z.number(),
      maybeText: z.nullable(z.string()),
      laterCount: z.optional(z.int()),
      either: z.optional(z.nullable(z.number())),
      other: z.nullable(z.optional(z.boolean())),
      day: z.nullable(z.iso.date()),
    })
    const check = compileCheck(schema)!
    const base = { text: 'a', flag: true, count: 1, amount: 1.5, maybeText: null, laterCount: 2, either: null, other: undefined, day: '2026-12-01' }
    const values = [undefined, null, 0, -1, 1.5, 2 ** 53, NaN, Infinity, '', 'x', '2026-12-01', true, false, [], {}]
    for (const key of Object.keys(base)) {
      for (const value of values) {
        const record = { ...base, [key]: value }
        expect(check(record), `${key}: ${String(value)}`).toBe(z.safeParse(schema, record).success)
      }
      const { [key as keyof typeof base]: _left, ...without } = base
      expect(check(without), `${key} missing`).toBe(z.safeParse(schema, without).success)
    }
  })
})
