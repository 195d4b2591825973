import { useEffect, useLayoutEffect, useState } from 'react'

/** Not measured yet: the list has not been on the page. */
const UNMEASURED = -1

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

interface Counts<T> {
  items: readonly T[]
  /** Items rendered in full for `items`: it only grows while the list stays. */
  full: number
  /** Items that reached the fold when last measured: where the next list starts. */
  reached: number
  /** `full` was worked out from where the list's loading state stood (`firstScreenful`), not measured. */
  guessed?: boolean
}

/** What a list tells about its items' size, so that its first screenful can be worked out ahead. */
export interface ItemSize {
  /** The shortest an item in full can be (px). */
  minHeight: number
  /** Items side by side in a row (a grid's widest layout); 1 for a single column. */
  columns?: number
}

/** What a screen tells the hook about its list, so that the first list can be split without measuring it first. */
export interface InFullOptions {
  /** The items' size: with `anchorRef` round the loading state, the first list after it renders `firstScreenful` items in full. */
  size?: ItemSize
}

/**
 * How many items can reach the fold when the list's first item starts at `top`: rows of at least
 * `minHeight` from there down to the window's bottom. At least as many as really do.
 */
export function firstScreenful(top: number, fold: number, { minHeight, columns = 1 }: ItemSize): number {
  return top >= fold ? 0 : Math.ceil((fold - top) / minHeight) * columns
}

/**
 * How many of `items`' first entries to render in full; the rest render light (a card's title
 * link at the card's usual height), until the window reaches them. So a keystroke, tab or filter
 * renders in its own frame only the cards one sees, and nothing after that frame (issue 13:
 * input → result painted), while every item stays on the page with its link, in the tab order.
 *
 * The first list renders light and is measured before it is painted: what reaches the window's
 * bottom renders in full in that same frame, so a first visit renders no card one cannot see. A
 * new list starts with as many items in full as reached the window's bottom when last measured,
 * and is measured before it is painted: items that reach further render in full in that frame.
 * The list is measured again after it changes, on scroll and resize, and when an item enters or leaves
 * the window for any other reason (one animation frame at most); an item that has reached the
 * fold stays in full while the list stays, so nothing goes light under the reader. A light item
 * that reaches the fold (scrolled to, or given focus, which scrolls it into view) renders in
 * full in the next frame; render it so that its link keeps its element (the same position in the
 * tree), and focus stays on it.
 *
 * Give the list's element `listRef`: its children are the items, in reading order. `items` must
 * keep its identity while its content does (a memoised slice), or every render counts as a new
 * list.
 *
 * A list that shows a loading state first can give `size` and put `anchorRef` on an element that
 * holds the loading state and then the list. Its top, read in an effect once the loading state
 * is committed, tells how many items can reach the fold (`firstScreenful`), and the first list
 * renders those in full at once and is measured in the next frame instead of before its first
 * paint. (A route's first render commits synchronously, and React then runs that effect before the
 * paint: the read forces the layout the paint would do anyway. Reading it after the paint was
 * measured: no gain, as that task ends before the first contentful paint, where Total Blocking
 * Time starts.) Its arrival then forces no layout and renders its items once (issue 13:
 * the task that lands a first visit's data, Lighthouse's Total Blocking Time), and a list that
 * starts below the fold (a phone's dashboard) renders light with no measuring at all.
 */
export function useInFullCount<T>(items: readonly T[], { size }: InFullOptions = {}): [inFull: number, listRef: (list: Element | null) => void, anchorRef: (anchor: Element | null) => void] {
  // The list's element as state, not a ref object: a list can mount after its items are known
  // (behind a loading state), and is measured when it does.
  const [list, listRef] = useState<Element | null>(null)
  const [anchor, anchorRef] = useState<Element | null>(null)
  const [anchorTop, setAnchorTop] = useState<number | null>(null)
  const [counts, setCounts] = useState<Counts<T>>({ items, full: 0, reached: UNMEASURED })
  const sized = size !== undefined
  let current = counts
  if (counts.items !== items) {
    // A new list: derived while rendering, so its first commit already holds the split. The first
    // list after a loading state whose place is known is split without measuring it.
    const guessed = counts.reached === UNMEASURED && items.length > 0 && size !== undefined && anchorTop !== null
    const full = guessed ? firstScreenful(anchorTop, window.innerHeight, size) : Math.max(0, counts.reached)
    current = { items, full, reached: counts.reached, guessed }
    setCounts(current)
  }
  const measured = current.reached !== UNMEASURED || current.guessed === true

  // Where the list will start, read while the loading state is up and nothing has been measured.
  const awaitingFirst = sized && items.length === 0 && counts.reached === UNMEASURED
  useEffect(() => {
    if (!anchor || !awaitingFirst) return
    const top = anchor.getBoundingClientRect().top
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the loading state's position, once it is committed
    setAnchorTop((latest) => (latest === top ? latest : top))
  }, [anchor, awaitingFirst])

  // The first list on the page renders light, is measured before it is painted, and what reaches
  // the fold renders in full in the same frame: a first visit renders no card one cannot see.
  // A later list is measured before its paint too (the layout the paint would do anyway), and
  // renders in full in that frame the items that reach further than the last list's did (its
  // rows are shorter): else they would show light, then fill in a frame later (issue 13: input →
  // result painted). Fewer reaching the fold is left to the measure after the paint, below.
  useLayoutEffect(() => {
    if (!list || current.guessed) return
    const reached = countReachingFold(list, window.innerHeight)
    if (measured && reached <= current.full) return
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the layout is what is measured, and the split must reach the first paint
    setCounts((latest) => (latest.items !== items ? latest : { items, full: Math.max(latest.full, reached), reached }))
  }, [list, items, measured, current.guessed, current.full])

  useEffect(() => {
    if (!list) return
    let frame = 0
    const measure = () => {
      frame = 0
      const reached = countReachingFold(list, window.innerHeight)
      setCounts((latest) =>
        latest.items !== items || (latest.reached === reached && latest.full >= reached)
          ? latest
          : { items, full: Math.max(latest.full, reached), reached },
      )
    }
    const soon = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    soon()
    window.addEventListener('scroll', soon, { passive: true })
    window.addEventListener('resize', soon)
    // An item can come into view without a scroll: what is above the list settles (a row of
    // counters, a filter that loads) and moves it up. The observer tells when any item enters or
    // leaves the window, whatever moved it.
    const inView = typeof IntersectionObserver === 'undefined' ? null : new IntersectionObserver(soon)
    for (const child of list.children) inView?.observe(child)
    return () => {
      cancelAnimationFrame(frame)
      inView?.disconnect()
      window.removeEventListener('scroll', soon)
      window.removeEventListener('resize', soon)
    }
    // Measured again once the new list is on the page, and whenever an item goes to full.
  }, [list, items, current.full])

  return [current.full, listRef, anchorRef]
}
