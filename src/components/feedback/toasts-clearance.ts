import { type RefObject, useEffect } from 'react'

/** On <html> while a screen keeps controls along the bottom of the window (toasts-host.module.css). */
export const TOASTS_RAISED_ATTRIBUTE = 'data-toasts-raised'
/** On <html>: how far above the window's bottom those controls reach, which the toast stack clears. */
export const TOASTS_CLEARANCE_PROPERTY = '--toasts-clearance'

/**
 * Keeps the bottom-right toast stack above `target` while it is mounted. Chat's composer sits at
 * the bottom right of the window, and a toast there (a notification arriving as the room opens)
 * covered Send and the end of the message box for its seconds on screen. The distance follows the
 * composer as it grows (up to six lines) and as the window is resized.
 */
export function useToastsAbove(target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = target.current
    if (!element) return
    const root = document.documentElement
    const measure = () => {
      const clearance = Math.max(0, Math.round(window.innerHeight - element.getBoundingClientRect().top))
      root.style.setProperty(TOASTS_CLEARANCE_PROPERTY, `${clearance}px`)
    }
    measure()
    root.setAttribute(TOASTS_RAISED_ATTRIBUTE, '')
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    window.addEventListener('resize', measure)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
      root.removeAttribute(TOASTS_RAISED_ATTRIBUTE)
      root.style.removeProperty(TOASTS_CLEARANCE_PROPERTY)
    }
  }, [target])
}
