import { hasAccess, type HasRoles } from '@/lib/permissions'

/** Where the project page's way back leads: staff cannot open /projects, so theirs is the dashboard. */
export function projectsHome(user: HasRoles | null): '/projects' | '/dashboard' {
  return hasAccess(user, 'manager') ? '/projects' : '/dashboard'
}
