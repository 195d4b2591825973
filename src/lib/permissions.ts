/**
 * The one permission rule (SPEC §6), shared by the menu, buttons, route guards and the mock
 * server's 403s. Pure functions over role names; names are compared case-insensitively.
 */

/** Anything with roles, e.g. a `User` from the contract. */
export interface HasRoles {
  roles: readonly { name: string }[]
}

export type RoleLevel = 'none' | 'staff' | 'manager' | 'admin'
/** Who may see or do something: every signed-in user, or a minimum role. */
export type Access = 'all' | 'staff' | 'manager' | 'admin'

const ADMIN_NAMES = new Set(['role_admin', 'administrator'])
const MANAGER_NAMES = new Set(['role_manager'])
const STAFF_NAMES = new Set(['role_staff', 'employee'])

function names(user: HasRoles | null | undefined): string[] {
  return (user?.roles ?? []).map((role) => role.name.trim().toLowerCase())
}

export function isAdmin(user: HasRoles | null | undefined): boolean {
  return names(user).some((name) => ADMIN_NAMES.has(name))
}

/** Manager: role_manager, or admin (hierarchy admin > manager > staff). */
export function isManager(user: HasRoles | null | undefined): boolean {
  return isAdmin(user) || names(user).some((name) => MANAGER_NAMES.has(name))
}

/** Staff: role_staff or employee, or manager, or admin. */
export function isStaff(user: HasRoles | null | undefined): boolean {
  return isManager(user) || names(user).some((name) => STAFF_NAMES.has(name))
}

export function roleLevel(user: HasRoles | null | undefined): RoleLevel {
  if (isAdmin(user)) return 'admin'
  if (isManager(user)) return 'manager'
  if (isStaff(user)) return 'staff'
  return 'none'
}

const RANK: Record<RoleLevel, number> = { none: 0, staff: 1, manager: 2, admin: 3 }

/** Whether the user reaches an access level. 'all' means any signed-in user, even one without roles. */
export function hasAccess(user: HasRoles | null | undefined, access: Access): boolean {
  if (!user) return false
  if (access === 'all') return true
  return RANK[roleLevel(user)] >= RANK[access]
}

/** The dashboard's flags (SPEC §6) and the admin/staff actions behind them. */
export function permissionsOf(user: HasRoles | null | undefined) {
  const admin = isAdmin(user)
  const staff = isStaff(user)
  return {
    canAccessAdminFeatures: admin,
    canManageUsers: admin,
    canManageRoles: admin,
    canAccessStaffFeatures: staff,
    canCreateProjects: staff,
    canAssignTasks: staff,
    canAddProjectMembers: staff,
  }
}
export type Permissions = ReturnType<typeof permissionsOf>

/** The role a user shows as ("Admin", "Manager", "Staff", or "No role"). */
export function roleLabel(user: HasRoles | null | undefined): string {
  return { admin: 'Admin', manager: 'Manager', staff: 'Staff', none: 'No role' }[roleLevel(user)]
}
