import type { RegisteredRouter } from '@tanstack/react-router'
import { type Access, hasAccess, type HasRoles } from './permissions'

type AppRoute = RegisteredRouter['routesById'][keyof RegisteredRouter['routesById']]

/** A path of the app's route tree without params: what a menu entry can link to. */
export type MenuPath = Exclude<AppRoute['to'], `${string}$${string}`>

export interface MenuEntry {
  label: string
  to: MenuPath
  /**
   * The route's declared access: the minimum level that sees the entry. Because levels are ordered
   * (admin > manager > staff), minimum levels give exactly SPEC §2's table: a manager sees staff-only
   * entries, staff do not see manager-only ones, only admins see admin-only ones.
   */
  access: Access
  adminBadge: boolean
}

function isMenuPath(path: AppRoute['to']): path is MenuPath {
  return !path.includes('$')
}

/**
 * The app shell's menu (SPEC §2), derived from the routes' `staticData`: every route that declares
 * a `menu`, in its declared order, showing only what `user` may open.
 */
export function menuFor(routesById: RegisteredRouter['routesById'], user: HasRoles | null): MenuEntry[] {
  return Object.values(routesById)
    .flatMap((route: AppRoute) => {
      const { access, menu } = route.options.staticData ?? {}
      if (!menu || !access || !isMenuPath(route.to)) return []
      return [{ order: menu.order, entry: { label: menu.label, to: route.to, access, adminBadge: menu.adminBadge ?? false } }]
    })
    .sort((a, b) => a.order - b.order)
    .map(({ entry }) => entry)
    .filter((entry) => hasAccess(user, entry.access))
}

/** Where a signed-in user may go after sign-in: only same-app paths (no open redirect). */
export function safeRedirect(target: unknown, fallback = '/dashboard'): string {
  if (typeof target !== 'string') return fallback
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback
  if (target.startsWith('/signin') || target.startsWith('/signup')) return fallback
  return target
}
