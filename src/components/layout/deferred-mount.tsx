import { type ReactNode, useDeferredValue } from 'react'

/**
 * Mounts its children in a transition after the first paint: React then renders them in slices
 * instead of one long task (Lighthouse's Total Blocking Time, issue 13). Only the first mount is
 * deferred; later renders are as usual.
 */
export function DeferredMount({ children }: { children: ReactNode }) {
  const mounted = useDeferredValue(true, false)
  return mounted ? children : null
}
