import { useDeferredValue } from 'react'

/**
 * `value`, except that its first arrival (undefined → data) renders in a transition, which React
 * renders in slices, rather than in the synchronous render a query's store update starts: a screen
 * full of data then lands without one long task (issue 13, Lighthouse's Total Blocking Time).
 * Later changes (a ticked box, a refetch) show at once, and data already cached at mount is there
 * in the first render.
 */
export function useDeferredFirst<T>(value: T | undefined): T | undefined {
  const deferred = useDeferredValue(value)
  return deferred === undefined ? undefined : value
}
