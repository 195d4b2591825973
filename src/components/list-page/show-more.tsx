import { Button, Center } from '@mantine/core'
import { useEffect, useRef } from 'react'

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
 * the same for the keyboard and where the browser cannot tell.
 */
export function ShowMore({ left, onMore }: ShowMoreProps) {
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
    <Center mt="md" ref={sentinel}>
      <Button variant="default" onClick={onMore}>
        Show more ({left} left)
      </Button>
    </Center>
  )
}
