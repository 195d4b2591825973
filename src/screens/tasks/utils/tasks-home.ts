import { hasAccess, type HasRoles } from '@/lib/permissions'

/** Where the task page's way back leads: staff cannot open /tasks, so theirs is the dashboard. */
export function tasksHome(user: HasRoles | null): '/tasks' | '/dashboard' {
  return hasAccess(user, 'manager') ? '/tasks' : '/dashboard'
}
