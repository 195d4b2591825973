import { Button } from '@mantine/core'
import { memo, useEffect, useRef } from 'react'
import classes from './show-more.module.css'

export interface ShowMoreProps {
  /** How many items are not shown yet; nothing renders at 0. */
  left: number
  onMore: () => void
}

/** How far below the viewport the next page starts loading, so scrolling rarely meets the end. */
const AHEAD = '800px'

/**
 * The end of a list shown a page at a time. Scrolling near it shows the next page by itself, so a
 * list can start short (every keystroke and filter then renders only that page); the button does
 * the same for the keyboard and where the browser cannot tell. Memoised, round a plain element:
 * a keystroke that keeps the count renders nothing here.
 */
export const ShowMore = memo(function ShowMore({ left, onMore }: ShowMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null)
  const more = useRef(onMore)
  useEffect(() => {
    more.current = onMore
  })
  useEffect(() => {
    const element = sentinel.current
    if (left === 0 || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && more.current(), { rootMargin: `0px 0px ${AHEAD} 0px` })
    observer.observe(element)
    return () => observer.disconnect()
  }, [left])
  if (left === 0) return null
  return (
    <div className={classes.end} ref={sentinel}>
      <Button variant="default" onClick={onMore}>
        Show more ({left} left)
      </Button>
    </div>
  )
})
