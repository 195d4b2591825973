import { describe, expect, it } from 'vitest'
import { defaultTasksScope } from './tasks-home'

const withRoles = (...names: string[]) => ({ roles: names.map((name) => ({ name })) })

describe('defaultTasksScope (issue 20)', () => {
  it('opens /tasks on the user’s own tasks for staff-only users', () => {
    expect(defaultTasksScope(withRoles('ROLE_STAFF'))).toBe('me')
    expect(defaultTasksScope(withRoles('employee'))).toBe('me')
  })
  it('opens /tasks on every task for managers and admins', () => {
    expect(defaultTasksScope(withRoles('ROLE_MANAGER'))).toBe('all')
    expect(defaultTasksScope(withRoles('ROLE_ADMIN'))).toBe('all')
  })
})
