import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { afterPaint } from '@/lib/after-paint'

/**
 * A screen's filters that live in the URL. `view` follows the user's choice at once; `change`
 * writes it to the URL right after that choice is painted (issue 13: the route's re-render stays
 * out of the frame that answers the input); `write` writes at once (for a search box, which
 * already waits, see useSearchBox). A URL changed from outside (a link, Back, Clear filters)
 * replaces `view`. Both callbacks are stable.
 */
export function useSearchState<S extends object>(search: S, onSearchChange: (search: S) => void) {
  const [view, setView] = useState(search)
  const [seen, setSeen] = useState(search)
  if (search !== seen) {
    setSeen(search)
    setView(search)
  }
  const latest = useRef(search)
  useLayoutEffect(() => {
    latest.current = search
  })
  const write = useCallback(
    (next: Partial<S>) => {
      // A second write before the first has reached the route builds on the first.
      latest.current = { ...latest.current, ...next }
      onSearchChange(latest.current)
    },
    [onSearchChange],
  )
  const change = useCallback(
    (next: Partial<S>) => {
      setView((current) => ({ ...current, ...next }))
      afterPaint(() => write(next))
    },
    [write],
  )
  return { view, change, write }
}
