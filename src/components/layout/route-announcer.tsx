import { useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { focusHeading, mainHeading } from '@/lib/focus-fallback'
import { titleOfMatches } from '@/lib/page-title'
import classes from './route-announcer.module.css'

const HEADING_TIMEOUT_MS = 10_000

/** Calls `found` with the page's main heading once it is not `previous` (screens load lazily). */
function whenHeadingRenders(previous: Element | null, found: (heading: HTMLElement) => void): () => void {
  const find = () => {
    const heading = mainHeading()
    if (!heading || heading === previous) return false
    found(heading)
    return true
  }
  if (find()) return () => undefined
  const observer = new MutationObserver(() => find() && stop())
  const timer = window.setTimeout(() => stop(), HEADING_TIMEOUT_MS)
  const stop = () => {
    observer.disconnect()
    window.clearTimeout(timer)
  }
  observer.observe(document.body, { childList: true, subtree: true })
  return stop
}

/**
 * Titles the document per route and, after each client-side move to another page, moves focus to
 * the page's main heading and announces the new title (polite), so keyboard and screen-reader
 * users start at the new content instead of on `body` or on the link they left.
 */
export function RouteAnnouncer() {
  const title = useRouterState({ select: (state) => titleOfMatches(state.matches) })
  const router = useRouter()
  const [announcement, setAnnouncement] = useState('')

  useEffect(() => {
    document.title = title
  }, [title])

  useEffect(() => {
    let previous: Element | null = null
    let moving = false
    let stop = () => undefined as void
    let announceTimer: number | undefined
    // The first page is read by the browser itself; a search or tab written to the URL is no move.
    const offBefore = router.subscribe('onBeforeNavigate', (event) => {
      if (!event.fromLocation || !event.pathChanged) return
      stop()
      moving = true
      previous = mainHeading()
    })
    const offRendered = router.subscribe('onRendered', () => {
      if (!moving || router.state.status !== 'idle') return
      moving = false
      stop = whenHeadingRenders(previous, (heading) => {
        focusHeading(heading)
        // Emptied first, so the same title twice in a row is announced again.
        setAnnouncement('')
        window.clearTimeout(announceTimer)
        announceTimer = window.setTimeout(() => setAnnouncement(titleOfMatches(router.state.matches)), 50)
      })
    })
    return () => {
      offBefore()
      offRendered()
      stop()
      // An announcement still due after the shell has gone would set state on nothing.
      window.clearTimeout(announceTimer)
    }
  }, [router])

  return (
    // A bare polite live region: role="status" would add one more status to every page's tree.
    <div aria-live="polite" aria-atomic="true" data-route-announcer className={classes.announcer}>
      {announcement}
    </div>
  )
}
