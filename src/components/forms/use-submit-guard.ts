import { useCallback, useEffect, useRef, useState } from 'react'

/** How long the guard holds the button before the call's own `loading` takes over. */
const HANDOVER_MS = 50

/**
 * One submit at a time (issue 21): the first submit makes the button busy at once, in the click's
 * own render, and drops every further submit until the call's `loading` (React Query's
 * `isPending`) has taken over; that arrives a tick after `mutate`, too late for two clicks in one
 * frame. While `loading` is true submits are dropped too.
 */
export function useSubmitGuard(loading: boolean | undefined) {
  const held = useRef(false)
  const calling = useRef(false)
  const [pending, setPending] = useState(false)

  useEffect(() => {
    const wasCalling = calling.current
    calling.current = !!loading
    // The call is over, done or failed: the next submit goes at once, not after the handover.
    if (wasCalling && !loading) {
      held.current = false
      setPending(false)
    }
  }, [loading])

  useEffect(() => {
    if (!pending) return
    const timer = setTimeout(() => {
      held.current = false
      setPending(false)
    }, HANDOVER_MS)
    return () => clearTimeout(timer)
  }, [pending])

  const guard = useCallback(
    <Args extends unknown[]>(submit: (...args: Args) => void) =>
      (...args: Args) => {
        if (held.current || calling.current) return
        held.current = true
        setPending(true)
        submit(...args)
      },
    [],
  )

  return { busy: pending || !!loading, guard }
}
