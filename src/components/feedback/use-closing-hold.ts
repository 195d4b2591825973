import { useCallback, useEffect, useLayoutEffect, useRef } from 'react'
import { holdWhileClosing } from '@/lib/after-settle'

/**
 * For a Mantine modal: from the render that closes it until its exit transition ends, background
 * work queued with `afterSettle` waits. Returns the modal's `onExitTransitionEnd`.
 */
export function useClosingHold(opened: boolean, onExitTransitionEnd?: () => void): () => void {
  const release = useRef<(() => void) | null>(null)
  const wasOpened = useRef(opened)
  // A layout effect: it runs before the transition's own effects, which may end it at once (reduced motion).
  useLayoutEffect(() => {
    if (wasOpened.current && !opened) {
      release.current?.()
      release.current = holdWhileClosing()
    }
    wasOpened.current = opened
  }, [opened])
  useEffect(() => () => release.current?.(), [])
  return useCallback(() => {
    release.current?.()
    release.current = null
    onExitTransitionEnd?.()
  }, [onExitTransitionEnd])
}
