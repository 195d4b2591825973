import type { BackTarget } from '@/lib/back-target'
import { hasAccess, type HasRoles, isManager } from '@/lib/permissions'

/** Where the task page's way back leads: staff cannot open /tasks, so theirs is the dashboard. */
export function tasksHome(user: HasRoles | null): '/tasks' | '/dashboard' {
  return hasAccess(user, 'manager') ? '/tasks' : '/dashboard'
}

/** Whose tasks /tasks lists: the signed-in user's, or everyone's. */
export type TasksScope = 'me' | 'all'

/**
 * /tasks opens on the user's own tasks for staff-only users and on every task for managers and
 * admins (issue 20), who plan the team's work; the URL's choice wins either way.
 */
export function defaultTasksScope(user: HasRoles | null): TasksScope {
  return isManager(user) ? 'all' : 'me'
}

/**
 * The task page's way back when it was opened directly (a link, a reload of a fresh tab): the
 * tasks list for those who may open it, else the staff's own tasks, each named as it is.
 */
export function tasksBackFallback(user: HasRoles | null): BackTarget {
  return hasAccess(user, 'manager') ? { href: '/tasks', label: 'Tasks' } : { href: '/my-tasks', label: 'My Tasks' }
}
