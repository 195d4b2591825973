import { isStaff, type HasRoles } from '@/lib/permissions'

/** Whether `c` (and the palette's New task) may open the create-task dialog: the dashboard's New Task rule. */
export function mayCreateTask(user: HasRoles): boolean {
  return isStaff(user)
}

/** How the palette key reads on this system. */
export function paletteKeyLabel(platform = typeof navigator === 'undefined' ? '' : navigator.platform): string {
  return /mac|iphone|ipad/i.test(platform) ? '⌘K' : 'Ctrl+K'
}
