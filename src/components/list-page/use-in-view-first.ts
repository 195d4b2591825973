import { type Key, type RefObject, useDeferredValue, useEffect, useState } from 'react'

/** Before the first measurement, every item counts as in view: nothing is held back. */
const UNMEASURED = Number.POSITIVE_INFINITY

/**
 * How many of the list's first children start above `fold` (the bottom of the window). Children
 * are in reading order (a grid fills row by row), so the first one below the fold ends the count.
 */
export function countReachingFold(list: Element, fold: number): number {
  let count = 0
  for (const child of list.children) {
    if (child.getBoundingClientRect().top >= fold) break
    count += 1
  }
  return count
}

/** The key most lists render their items by. */
export const byId = (item: { id: number }): number => item.id

/**
 * The items to render now. Settled, that is `items`. Just after a change (a keystroke, a tab, a
 * filter) it is the new list's first items, as many as the window showed when last measured,
 * followed by the previous list's items below the fold (less any now shown above them); React then
 * renders the whole new list in the background. So the input's own paint renders only the cards
 * one sees (issue 13), and the page keeps its height and scroll position meanwhile.
 *
 * Key the rendered items as `keyOf` does: the previous cards below the fold then keep their
 * elements and render nothing. `items` must keep its identity while its content does (a memoised
 * slice), or every render counts as a new list.
 */
export function useInViewFirst<T>(items: readonly T[], listRef: RefObject<Element | null>, keyOf: (item: T) => Key): readonly T[] {
  const settled = useDeferredValue(items)
  const [inView, setInView] = useState(UNMEASURED)

  useEffect(() => {
    const list = listRef.current
    if (!list) return
    let frame = 0
    const measure = () => {
      frame = 0
      setInView(countReachingFold(list, window.innerHeight))
    }
    const soon = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    soon()
    window.addEventListener('scroll', soon, { passive: true })
    window.addEventListener('resize', soon)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', soon)
      window.removeEventListener('resize', soon)
    }
    // Measured again whenever the list on the page has settled.
  }, [listRef, settled])

  if (settled === items || inView >= items.length) return items
  const head = items.slice(0, inView)
  const shown = new Set(head.map(keyOf))
  return [...head, ...settled.slice(inView).filter((item) => !shown.has(keyOf(item)))]
}
