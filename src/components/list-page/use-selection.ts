import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { isDialogOpen, isTypingTarget, mayUseShortcut } from '@/lib/keyboard-shortcuts'

export interface Selection {
  /** The selected ids that are shown (the same Set while neither changes). */
  selected: ReadonlySet<number>
  /** Toggles one id; with `range`, selects every shown id from the last one toggled to this one. */
  toggle: (id: number, range?: boolean) => void
  selectAll: () => void
  clear: () => void
}

const EMPTY: ReadonlySet<number> = new Set()

/** The ids of `ids` that are in `shown`. */
function within(ids: ReadonlySet<number>, shown: readonly number[]): Set<number> {
  const visible = new Set(shown)
  return new Set([...ids].filter((id) => visible.has(id)))
}

/**
 * Multi-select over a list's shown ids (issue 19): click toggles, shift-click selects a range from
 * the last toggled, `x` toggles the item that has focus (its root marked with `attribute`), Escape
 * clears. Only what is shown counts as selected (a filter that hides a task leaves it out), and
 * the next choice drops what is hidden for good. `toggle`, `selectAll` and `clear` are stable, so
 * memoised rows are not re-rendered by them.
 */
export function useSelection(shownIds: readonly number[], attribute = 'data-task-id'): Selection {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(EMPTY)
  const anchor = useRef<number | null>(null)
  const shown = useRef(shownIds)
  useLayoutEffect(() => {
    shown.current = shownIds
  }, [shownIds])

  const selected = useMemo(() => {
    if (chosen.size === 0) return EMPTY
    const kept = within(chosen, shownIds)
    return kept.size === chosen.size ? chosen : kept
  }, [chosen, shownIds])

  const toggle = useCallback((id: number, range = false) => {
    const order = shown.current
    const from = anchor.current === null ? -1 : order.indexOf(anchor.current)
    const to = order.indexOf(id)
    anchor.current = id
    setChosen((current) => {
      const next = within(current, order)
      if (range && from !== -1 && to !== -1) {
        for (const each of order.slice(Math.min(from, to), Math.max(from, to) + 1)) next.add(each)
      } else if (next.has(id)) {
        next.delete(id)
      } else {
        next.add(id)
      }
      return next.size === 0 ? EMPTY : next
    })
  }, [])
  const selectAll = useCallback(() => setChosen(new Set(shown.current)), [])
  const clear = useCallback(() => {
    anchor.current = null
    setChosen(EMPTY)
  }, [])

  const any = selected.size > 0
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (any && !event.defaultPrevented && !isTypingTarget(event.target) && !isDialogOpen()) clear()
        return
      }
      if (event.key.toLowerCase() !== 'x' || !mayUseShortcut(event)) return
      const active = document.activeElement
      const item = active instanceof Element ? active.closest(`[${attribute}]`) : null
      const id = Number(item?.getAttribute(attribute))
      if (!Number.isInteger(id) || !shown.current.includes(id)) return
      event.preventDefault()
      toggle(id, event.shiftKey)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [any, attribute, clear, toggle])

  return { selected, toggle, selectAll, clear }
}
