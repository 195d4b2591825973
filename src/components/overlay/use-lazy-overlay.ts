import { type RefCallback, useCallback, useEffect, useRef, useState } from 'react'

/** What the stand-in trigger takes while the overlay is not in. */
export interface StandInProps {
  onMouseEnter: () => void
  onFocus: () => void
  onTouchStart: () => void
  onClick: () => void
}

export interface LazyOverlay<T> {
  /** The loaded module's part once the user has asked for it; null until then. */
  loaded: T | null
  /** Spread on the stand-in: it looks like the trigger and asks for the overlay. */
  standIn: StandInProps
  /** Give the loaded overlay's trigger: it takes the focus and the click the stand-in had. */
  takeOver: RefCallback<HTMLElement>
}

/**
 * An overlay (a menu, a popover, a select's list) whose code loads on first use (issue 13: the
 * shell's menus and popovers carried Mantine's Menu, Popover and floating-ui into every app
 * screen's first load). Until then a stand-in trigger shows, looking the same: hover, touch or
 * focus fetches the code, and a click (or Enter, or Space) asks for the overlay. The overlay's own
 * trigger then replaces the stand-in, takes the focus and is clicked, so the overlay opens as it
 * always does, focus trap and focus return included. The swap waits for the click: a stand-in
 * replaced under a pointer on its way to press it would lose that press. Code that cannot be had
 * for a click throws to the nearest error boundary, as a lazy route or dialog does.
 */
export function useLazyOverlay<T>(load: () => Promise<T>): LazyOverlay<T> {
  const [loaded, setLoaded] = useState<T | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  const part = useRef<T | null>(null)
  const request = useRef<Promise<void> | null>(null)
  const wanted = useRef(false)
  const realTrigger = useRef<HTMLElement | null>(null)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const swap = useCallback(() => {
    if (!mounted.current || part.current === null) return
    const module = part.current
    setLoaded(() => module)
  }, [])
  const fetch = useCallback(() => {
    request.current ??= load().then(
      (module) => {
        part.current = module
        if (wanted.current) swap()
      },
      (error: unknown) => {
        request.current = null
        // A hover's early fetch is tried again on the click. A click's goes to the route's error
        // screen, as a screen's own chunk would: after a redeploy it reloads the page (route-error.tsx).
        if (wanted.current && mounted.current) setFailure(() => error ?? new Error('An overlay could not be loaded'))
        wanted.current = false
      },
    )
  }, [load, swap])
  const ask = useCallback(() => {
    // A click that reaches the stand-in once the overlay is in: pass it on.
    const trigger = realTrigger.current
    if (trigger?.isConnected) {
      trigger.focus({ preventScroll: true })
      trigger.click()
      return
    }
    wanted.current = true
    if (part.current !== null) swap()
    else fetch()
  }, [fetch, swap])
  const takeOver = useCallback<RefCallback<HTMLElement>>((element) => {
    realTrigger.current = element
    if (!element || !wanted.current) return
    wanted.current = false
    // After this commit, once the overlay's own handlers are in place.
    queueMicrotask(() => {
      if (!element.isConnected) return
      element.focus({ preventScroll: true })
      element.click()
    })
  }, [])

  if (failure) throw failure
  return {
    loaded,
    standIn: { onMouseEnter: fetch, onFocus: fetch, onTouchStart: fetch, onClick: ask },
    takeOver,
  }
}
