import type { Access } from './permissions'

export interface MenuEntry {
  label: string
  to: string
  /**
   * The minimum level that sees the entry. Because levels are ordered (admin > manager > staff),
   * minimum levels give exactly SPEC §2's table: a manager sees staff-only entries, staff do not
   * see manager-only ones, only admins see admin-only ones.
   */
  access: Access
  adminBadge?: boolean
}

/** SPEC §2's menu table, in its order. */
export const MENU: readonly MenuEntry[] = [
  { label: 'Dashboard', to: '/dashboard', access: 'all' },
  { label: 'Project', to: '/project-staff', access: 'staff' },
  { label: 'Project Tasks', to: '/project-tasks', access: 'staff' },
  { label: 'Projects', to: '/projects', access: 'manager' },
  { label: 'Tasks', to: '/tasks', access: 'manager' },
  { label: 'Daily Checklist', to: '/daily-checklist', access: 'staff' },
  { label: 'Checklist Templates', to: '/checklist-templates', access: 'staff' },
  { label: 'Chat', to: '/chat', access: 'staff' },
  { label: 'Users', to: '/users', access: 'admin', adminBadge: true },
  { label: 'Roles', to: '/roles', access: 'admin', adminBadge: true },
]

/** Where a signed-in user may go after sign-in: only same-app paths (no open redirect). */
export function safeRedirect(target: unknown, fallback = '/dashboard'): string {
  if (typeof target !== 'string') return fallback
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback
  if (target.startsWith('/signin') || target.startsWith('/signup')) return fallback
  return target
}
