import { describe, expect, it } from 'vitest'
import { createAppRouter } from '@/router'
import { menuFor } from './navigation'
import { hasAccess, isAdmin, isManager, isStaff, permissionsOf, roleLevel } from './permissions'
import { createQueryClient } from './query-client'
import { createSessionStore } from './session-store'

const withRoles = (...names: string[]) => ({ roles: names.map((name) => ({ name })) })

describe('role rules (SPEC §6)', () => {
  it('recognises admins by role_admin or administrator, case-insensitively', () => {
    expect(isAdmin(withRoles('ROLE_ADMIN'))).toBe(true)
    expect(isAdmin(withRoles('role_admin'))).toBe(true)
    expect(isAdmin(withRoles('Administrator'))).toBe(true)
    expect(isAdmin(withRoles('ROLE_MANAGER'))).toBe(false)
  })

  it('makes managers of role_manager and of admins', () => {
    expect(isManager(withRoles('Role_Manager'))).toBe(true)
    expect(isManager(withRoles('ADMINISTRATOR'))).toBe(true)
    expect(isManager(withRoles('ROLE_STAFF'))).toBe(false)
  })

  it('makes staff of role_staff, employee, managers and admins', () => {
    expect(isStaff(withRoles('ROLE_STAFF'))).toBe(true)
    expect(isStaff(withRoles('Employee'))).toBe(true)
    expect(isStaff(withRoles('ROLE_MANAGER'))).toBe(true)
    expect(isStaff(withRoles('role_admin'))).toBe(true)
    expect(isStaff(withRoles('ROLE_USER'))).toBe(false)
  })

  it('gives a user with no roles no role-based permissions', () => {
    const nobody = withRoles()
    expect(roleLevel(nobody)).toBe('none')
    expect(Object.values(permissionsOf(nobody)).every((flag) => flag === false)).toBe(true)
    expect(hasAccess(nobody, 'all')).toBe(true)
    expect(hasAccess(nobody, 'staff')).toBe(false)
    expect(hasAccess(null, 'all')).toBe(false)
  })

  it('maps the dashboard flags: admin-only and staff-or-higher', () => {
    expect(permissionsOf(withRoles('ROLE_STAFF'))).toEqual({
      canAccessAdminFeatures: false,
      canManageUsers: false,
      canManageRoles: false,
      canAccessStaffFeatures: true,
      canCreateProjects: true,
      canAssignTasks: true,
      canAddProjectMembers: true,
    })
    expect(permissionsOf(withRoles('administrator')).canManageRoles).toBe(true)
    expect(permissionsOf(withRoles('ROLE_MANAGER')).canAccessAdminFeatures).toBe(false)
  })

  it('uses the highest role when a user holds several', () => {
    expect(roleLevel(withRoles('ROLE_STAFF', 'ROLE_ADMIN'))).toBe('admin')
  })
})

describe('menu visibility (SPEC §2 table)', () => {
  const { routesById } = createAppRouter({ queryClient: createQueryClient(), session: createSessionStore() })
  const labelsFor = (...roles: string[]) => menuFor(routesById, withRoles(...roles)).map((entry) => entry.label)

  it('shows an admin every entry', () => {
    expect(labelsFor('ROLE_ADMIN')).toEqual([
      'Dashboard',
      'My Tasks',
      'Project',
      'Project Tasks',
      'Projects',
      'Tasks',
      'Daily Checklist',
      'Checklist Templates',
      'Chat',
      'Users',
      'Roles',
    ])
  })

  it('shows a manager everything except admin-only entries', () => {
    expect(labelsFor('ROLE_MANAGER')).toEqual([
      'Dashboard',
      'My Tasks',
      'Project',
      'Project Tasks',
      'Projects',
      'Tasks',
      'Daily Checklist',
      'Checklist Templates',
      'Chat',
    ])
  })

  it('shows staff everything except admin-only and manager-only entries', () => {
    expect(labelsFor('employee')).toEqual([
      'Dashboard',
      'My Tasks',
      'Project',
      'Project Tasks',
      'Daily Checklist',
      'Checklist Templates',
      'Chat',
    ])
  })

  it('marks exactly the admin entries with a badge', () => {
    expect(menuFor(routesById, withRoles('ROLE_ADMIN')).filter((entry) => entry.adminBadge).map((entry) => entry.label)).toEqual(['Users', 'Roles'])
  })
})
