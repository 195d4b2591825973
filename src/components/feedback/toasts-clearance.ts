import { type RefObject, useEffect } from 'react'

/** On <html> while a screen keeps controls along the bottom of the window (toasts-host.module.css). */
export const TOASTS_RAISED_ATTRIBUTE = 'data-toasts-raised'
/** On <html>: how far above the window's bottom those controls reach, which the toast stack clears. */
export const TOASTS_CLEARANCE_PROPERTY = '--toasts-clearance'

/** Each mounted element's distance from the window's bottom; the stack clears the largest. */
const clearances = new Map<HTMLElement, number>()

function applyClearance(): void {
  const root = document.documentElement
  if (clearances.size === 0) {
    root.removeAttribute(TOASTS_RAISED_ATTRIBUTE)
    root.style.removeProperty(TOASTS_CLEARANCE_PROPERTY)
    return
  }
  root.setAttribute(TOASTS_RAISED_ATTRIBUTE, '')
  root.style.setProperty(TOASTS_CLEARANCE_PROPERTY, `${Math.max(...clearances.values())}px`)
}

/**
 * Keeps the bottom-right toast stack above `target` while it is mounted. Chat's composer sits at
 * the bottom right of the window, and a toast there (a notification arriving as the room opens)
 * covered Send and the end of the message box for its seconds on screen. The distance follows the
 * composer as it grows (up to six lines) and as the window is resized. Several mounted at once (a
 * docs page of composer stories) each hold the stack up: it comes down when the last one goes.
 */
export function useToastsAbove(target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = target.current
    if (!element) return
    const measure = () => {
      clearances.set(element, Math.max(0, Math.round(window.innerHeight - element.getBoundingClientRect().top)))
      applyClearance()
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    window.addEventListener('resize', measure)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
      clearances.delete(element)
      applyClearance()
    }
  }, [target])
}
