import { type Access, hasAccess, type HasRoles } from './permissions'

/** A screen's side-menu entry (SPEC §2): its label, its place in the menu, the 'Admin' badge. */
export interface MenuDeclaration {
  label: string
  order: number
  adminBadge?: boolean
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * Who may open the screen (SPEC §6). Every `_app` route declares it (a test holds them to it);
     * optional here only because public routes have none.
     */
    access?: Access
    /** The screen's entry in the app shell's menu, if it has one. */
    menu?: MenuDeclaration
  }
}

/** Thrown by the route guard when a signed-in user's role does not open the screen. */
export class ForbiddenError extends Error {
  readonly access: Access
  constructor(access: Access) {
    super('You do not have access to this page')
    this.name = 'ForbiddenError'
    this.access = access
  }
}

/**
 * The one route guard (for the `_app` layout's `beforeLoad`): every matched route's declared access
 * must be reached by the user, else ForbiddenError. A screen that declares nothing opens to admins
 * only, so a forgotten declaration fails closed.
 */
export function assertRouteAccess(user: HasRoles, matches: readonly { staticData: { access?: Access } }[]): void {
  const declared = matches.flatMap((match) => (match.staticData.access ? [match.staticData.access] : []))
  const required = declared.length > 0 ? declared : (['admin'] as const)
  const denied = required.findLast((access) => !hasAccess(user, access))
  if (denied) throw new ForbiddenError(denied)
}
