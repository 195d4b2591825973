import { type CSSProperties, type FocusEvent, type ReactNode, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { type Placement, placeHint } from './hint-placement'
import classes from './hint.module.css'

/** How long the hint stays once the pointer leaves its target, so the pointer can move onto it (WCAG 1.4.13). */
const LEAVE_DELAY = 120

export interface HintProps {
  label: string
  /** Renders the target with these props spread on it (a button, an avatar). */
  children: (target: HintTargetProps) => ReactNode
  /** Wait this long on hover before showing (ms). */
  openDelay?: number
  withArrow?: boolean
}

/** What the target element takes: where the hint points, when it shows, and what it describes. */
export interface HintTargetProps {
  ref: (element: HTMLElement | null) => void
  onMouseEnter: () => void
  onMouseLeave: () => void
  onFocus: (event: FocusEvent<HTMLElement>) => void
  onBlur: () => void
  onPointerDown: () => void
  'aria-describedby'?: string
}

/**
 * A tooltip for icon buttons and avatars: Mantine's Tooltip look, with no floating-ui and no
 * positioning work until it shows (issue 13: Mantine's Tooltip measured its target's direction
 * with a forced style read as each one mounted, and brought floating-ui into every app screen's
 * first load). It shows on hover and on keyboard focus, stays while the pointer moves onto it,
 * and Escape dismisses it (WCAG 1.4.13). The target keeps its own accessible name; the hint
 * describes it while shown.
 */
export function Hint({ label, children, openDelay = 0, withArrow = false }: HintProps) {
  const [open, setOpen] = useState(false)
  const [target, setTarget] = useState<HTMLElement | null>(null)
  const timer = useRef(0)
  const id = useId()

  const show = useCallback(() => {
    window.clearTimeout(timer.current)
    if (openDelay > 0) timer.current = window.setTimeout(() => setOpen(true), openDelay)
    else setOpen(true)
  }, [openDelay])
  const hide = useCallback(() => {
    window.clearTimeout(timer.current)
    setOpen(false)
  }, [])
  const hideSoon = useCallback(() => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setOpen(false), LEAVE_DELAY)
  }, [])
  // The keyboard's focus shows it; a click's focus does not (the pointer already did).
  const showOnKeyboardFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      if (event.currentTarget.matches(':focus-visible')) show()
    },
    [show],
  )
  useEffect(() => () => window.clearTimeout(timer.current), [])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide()
    }
    document.addEventListener('keydown', onKey)
    // Placed once where the target stood: a scroll would leave it behind.
    window.addEventListener('scroll', hide, { capture: true, passive: true })
    window.addEventListener('resize', hide)
    return () => {
      document.removeEventListener('keydown', onKey)
      window.removeEventListener('scroll', hide, { capture: true })
      window.removeEventListener('resize', hide)
    }
  }, [open, hide])

  const targetProps = useMemo<HintTargetProps>(
    () => ({
      ref: setTarget,
      onMouseEnter: show,
      onMouseLeave: hideSoon,
      onFocus: showOnKeyboardFocus,
      onBlur: hide,
      onPointerDown: hide,
      'aria-describedby': open ? id : undefined,
    }),
    [show, hideSoon, showOnKeyboardFocus, hide, open, id],
  )
  return (
    <>
      {/* eslint-disable-next-line react-hooks/refs -- the `ref` handed out is a state setter the target calls, nothing is read from it here */}
      {children(targetProps)}
      {open && target && createPortal(<HintBubble id={id} label={label} target={target} withArrow={withArrow} onEnter={show} onLeave={hideSoon} />, document.body)}
    </>
  )
}

function HintBubble({ id, label, target, withArrow, onEnter, onLeave }: { id: string; label: string; target: HTMLElement; withArrow: boolean; onEnter: () => void; onLeave: () => void }) {
  const ref = useRef<HTMLDivElement>(null)
  const [placement, setPlacement] = useState<Placement | null>(null)
  useLayoutEffect(() => {
    const bubble = ref.current
    if (!bubble) return
    setPlacement(placeHint(target.getBoundingClientRect(), bubble.getBoundingClientRect(), { width: window.innerWidth, height: window.innerHeight }))
  }, [target, label])
  return (
    <div
      ref={ref}
      id={id}
      role="tooltip"
      className={classes.hint}
      data-below={placement?.below || undefined}
      data-placed={placement ? true : undefined}
      style={placement ? { top: placement.top, left: placement.left, '--hint-arrow-left': `${placement.arrowLeft}px` } as CSSProperties : undefined}
      onMouseEnter={onEnter}
      onMouseLeave={onLeave}
    >
      {label}
      {withArrow && <span className={classes.arrow} aria-hidden />}
    </div>
  )
}
