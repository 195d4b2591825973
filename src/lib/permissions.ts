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

/*
 * Least privilege on records (issue 21, docs/decisions.md "Least privilege"): managers and admins
 * may act on every project and task; staff only where they belong (a member of the project, or the
 * task's assignee); users without a role on none. The mock server answers 403 by the same functions.
 */

/** Someone signed in: roles and an id. */
export interface Actor extends HasRoles {
  id: number
}

/** A project's team, as the contract sends it (`members`) or as the server stores it (`memberIds`). */
export type ProjectTeam = { members: readonly { id: number }[] } | { memberIds: readonly number[] }

/** What the task rules need of a task. */
export interface TaskRef {
  assigneeId: number | null
  projectId: number
}

export function isProjectMember(user: Actor | null | undefined, project: ProjectTeam | null | undefined): boolean {
  if (!user || !project) return false
  const ids = 'memberIds' in project ? project.memberIds : project.members.map((member) => member.id)
  return ids.includes(user.id)
}

/** Rename, re-date, change status: managers and admins any project, staff the projects they are in. */
export function canEditProject(user: Actor | null | undefined, project: ProjectTeam | null | undefined): boolean {
  return isManager(user) || (isStaff(user) && isProjectMember(user, project))
}

/** Deleting takes the project's tasks and comments with it: managers and admins only. */
export function canDeleteProject(user: HasRoles | null | undefined): boolean {
  return isManager(user)
}

/** SPEC §6 makes adding members staff-or-higher; staff add only to projects they are in. */
export function canAddProjectMember(user: Actor | null | undefined, project: ProjectTeam | null | undefined): boolean {
  return canEditProject(user, project)
}

/** New tasks go into projects the user may edit. */
export function canCreateTaskIn(user: Actor | null | undefined, project: ProjectTeam | null | undefined): boolean {
  return canEditProject(user, project)
}

/**
 * Read a task and its comments, and comment on it: managers and admins, its assignee, and the
 * members of its project (`project` may be left out when unknown: then only the assignee).
 */
export function canReadTask(user: Actor | null | undefined, task: TaskRef, project?: ProjectTeam | null): boolean {
  if (isManager(user)) return true
  if (!user || !isStaff(user)) return false
  return task.assigneeId === user.id || isProjectMember(user, project)
}

export function canCommentOnTask(user: Actor | null | undefined, task: TaskRef, project?: ProjectTeam | null): boolean {
  return canReadTask(user, task, project)
}

/** Edit, change status, move on the board, assign: whoever may read it (SPEC §6: staff update status). */
export function canEditTask(user: Actor | null | undefined, task: TaskRef, project?: ProjectTeam | null): boolean {
  return canReadTask(user, task, project)
}

/** Deleting takes the task's comments with it: managers and admins only. */
export function canDeleteTask(user: HasRoles | null | undefined): boolean {
  return isManager(user)
}

/** Email and phone: the person themselves and admins (who manage users); others get the user without them. */
export function canSeeContactDetails(user: Actor | null | undefined, subject: { id: number }): boolean {
  return !!user && (user.id === subject.id || isAdmin(user))
}

/** Why an action is not offered, for a disabled button's tooltip. */
export const PERMISSION_REASONS = {
  notMember: 'Only members of this project, managers and admins can do this',
  managersOnly: 'Only managers and admins can do this',
  taskOutside: 'Only the assignee, members of its project, managers and admins can see or change this task',
} as const

/** The projects a task form may offer: where the user may add tasks, plus the task's own (`keepId`). */
export function projectsForTasks<P extends ProjectTeam & { id: number }>(user: Actor | null | undefined, projects: readonly P[], keepId?: number | null): P[] {
  return projects.filter((project) => project.id === keepId || canCreateTaskIn(user, project))
}
