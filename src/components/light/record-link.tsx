import { useRouter } from '@tanstack/react-router'
import { type MouseEvent, type ReactNode, useRef } from 'react'
import { type RecordTarget, recordHref } from './record-href'

export type { RecordTarget } from './record-href'

// As the router's own links: preload after 50 ms of hover or focus (`defaultPreload: 'intent'`).
const PRELOAD_DELAY_MS = 50

export interface RecordLinkProps {
  target: RecordTarget
  className?: string
  children: ReactNode
  'aria-label'?: string
  'data-done'?: boolean
  /** `false` on a draggable card, so a drag from the title moves the card, not the link. */
  draggable?: boolean
}

/**
 * A link to a task or project page for light rows (issue 13): what the router's `Link` does for a
 * row — a real href, client-side navigation on a plain click (a modified or middle click opens a
 * tab as usual), preloading on intent — without the per-link router subscription and location
 * building that made a list's filter cost a millisecond per row, and again after each URL write.
 */
export function RecordLink({ target, className, children, ...rest }: RecordLinkProps) {
  const router = useRouter()
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const cancel = () => {
    clearTimeout(pending.current)
    pending.current = undefined
  }
  const preload = () => {
    pending.current ??= setTimeout(() => {
      pending.current = undefined
      router.preloadRoute(target).catch(() => {})
    }, PRELOAD_DELAY_MS)
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    cancel()
    void router.navigate(target)
  }
  return (
    <a href={recordHref(target)} className={className} onClick={onClick} onMouseEnter={preload} onFocus={preload} onMouseLeave={cancel} onBlur={cancel} {...rest}>
      {children}
    </a>
  )
}
