import { type ReactNode, useDeferredValue } from 'react'

/**
 * Mounts its children in a transition after the first paint: React then renders them in slices
 * instead of one long task (Lighthouse's Total Blocking Time, issue 13). Only the first mount is
 * deferred (and only when `defer`, fixed at mount); later renders are as usual.
 */
export function DeferredMount({ children, defer = true }: { children: ReactNode; defer?: boolean }) {
  const mounted = useDeferredValue(true, !defer)
  return mounted ? children : null
}
