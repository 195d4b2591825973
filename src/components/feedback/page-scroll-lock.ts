import { useEffect } from 'react'
import './page-scroll-lock.css'

/** On `<html>` while a dialog is open: 'gutter' when the page had a scrollbar to keep the room of. */
export const PAGE_SCROLL_LOCK_ATTRIBUTE = 'data-page-locked'

let holders = 0

/**
 * Stops the page behind a dialog from scrolling (wheel, touch and keys alike) until the returned
 * release is called; dialogs over dialogs each hold it. One attribute on `<html>` and a fixed
 * stylesheet, where Mantine's lock (react-remove-scroll-bar) added and removed a `<style>` element,
 * which made the browser restyle the whole page as each dialog opened and as it closed (issue 13:
 * 10–70 ms each time on the dashboard).
 */
export function lockPageScroll(): () => void {
  const root = document.documentElement
  if (holders === 0) root.setAttribute(PAGE_SCROLL_LOCK_ATTRIBUTE, root.scrollHeight > root.clientHeight ? 'gutter' : '')
  holders += 1
  let released = false
  return () => {
    if (released) return
    released = true
    holders -= 1
    if (holders === 0) root.removeAttribute(PAGE_SCROLL_LOCK_ATTRIBUTE)
  }
}

/** Holds the page's scroll lock while `active` (a dialog's `opened`). */
export function usePageScrollLock(active: boolean): void {
  useEffect(() => (active ? lockPageScroll() : undefined), [active])
}
