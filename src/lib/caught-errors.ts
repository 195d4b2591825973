import { ForbiddenError } from './route-access'

/**
 * React's `onCaughtError` for the app's root: an error an error boundary caught and showed. React
 * logs every one with its stack by default; a route guard's ForbiddenError is an expected answer
 * (the boundary shows "You don't have access to this page"), not a fault, so it is not logged.
 */
export function onCaughtError(error: unknown, info: { componentStack?: string }): void {
  if (error instanceof ForbiddenError) return
  if (import.meta.env.DEV && info.componentStack) console.error(error, info.componentStack)
  else console.error(error)
}
