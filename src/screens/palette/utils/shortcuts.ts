import type { MenuEntry, MenuPath } from '@/lib/navigation'
import { isStaff, type HasRoles } from '@/lib/permissions'

/**
 * `g` then a letter goes to a screen: the first of its paths the user's menu has (a manager's
 * Tasks, a staff member's My Tasks), so it never leads to a no-access page.
 */
export const GO_KEYS: Record<string, readonly MenuPath[]> = {
  d: ['/dashboard'],
  t: ['/tasks', '/my-tasks'],
  p: ['/projects', '/project-staff'],
  c: ['/chat'],
}

/** The screen `g <letter>` opens for this user, or undefined. */
export function goTarget(menu: readonly MenuEntry[], letter: string): MenuEntry | undefined {
  const paths = GO_KEYS[letter]
  if (!paths) return undefined
  for (const path of paths) {
    const entry = menu.find((candidate) => candidate.to === path)
    if (entry) return entry
  }
  return undefined
}

/** Whether `c` (and the palette's New task) may open the create-task dialog: the dashboard's New Task rule. */
export function mayCreateTask(user: HasRoles): boolean {
  return isStaff(user)
}

/** How the palette key reads on this system. */
export function paletteKeyLabel(platform = typeof navigator === 'undefined' ? '' : navigator.platform): string {
  return /mac|iphone|ipad/i.test(platform) ? '⌘K' : 'Ctrl+K'
}
