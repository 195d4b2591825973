import type { BackTarget } from '@/lib/back-target'
import { hasAccess, type HasRoles } from '@/lib/permissions'

/** Where the project page's way back leads: staff cannot open /projects, so theirs is the dashboard. */
export function projectsHome(user: HasRoles | null): '/projects' | '/dashboard' {
  return hasAccess(user, 'manager') ? '/projects' : '/dashboard'
}

/**
 * The project page's way back when it was opened directly: the projects list for those who may
 * open it, else the staff's own projects page, named by its heading.
 */
export function projectsBackFallback(user: HasRoles | null): BackTarget {
  return hasAccess(user, 'manager') ? { href: '/projects', label: 'Projects' } : { href: '/project-staff', label: 'Project Staff Assignments' }
}
