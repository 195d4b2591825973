import { type Access, hasAccess } from './permissions'
import type { SessionStore } from './session-store'

/** Thrown by a route guard when a signed-in user's role does not open the screen. */
export class ForbiddenError extends Error {
  readonly access: Access
  constructor(access: Access) {
    super('You do not have access to this page')
    this.name = 'ForbiddenError'
    this.access = access
  }
}

/** For a route's `beforeLoad`: lets the screen load only for users who reach `access` (SPEC §6). */
export function requireRouteAccess(session: SessionStore, access: Access): void {
  const { user } = session.getSnapshot()
  // Without a user the layout's auth guard redirects to /signin; nothing to decide here.
  if (user && !hasAccess(user, access)) throw new ForbiddenError(access)
}
