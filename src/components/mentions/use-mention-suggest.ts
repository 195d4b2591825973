import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { MentionPerson } from '@/contract/mentions'
import { filterMentionable, mentionQueryBefore } from '@/contract/mention-search'

/** The id of an option of the list `listId`, for the field's `aria-activedescendant`. */
export function mentionOptionId(listId: string, index: number): string {
  return `${listId}-option-${index}`
}

export interface MentionSuggest<T extends MentionPerson> {
  /** The people offered (empty when closed). */
  options: T[]
  open: boolean
  active: number
  /** What was typed after `@`, or null outside a mention. */
  query: string | null
  /** Call with the text before the cursor after every change or caret move. */
  update: (textBeforeCursor: string) => void
  /** Handles ArrowUp/Down, Enter/Tab (picks) and Escape (closes) while open; true when it did. */
  keyDown: (key: string, shiftKey?: boolean) => boolean
  /** Picks a person (a click on the list). */
  pick: (person: T) => void
  close: () => void
  setActive: (index: number) => void
}

/**
 * The suggestion list's state for an `@` being typed, shared by the comment editor and the chat
 * composer: filters `people` by the name so far, keeps the highlighted one, and calls `onPick`.
 * Escape closes the list until the mention being typed changes.
 */
export function useMentionSuggest<T extends MentionPerson>(people: readonly T[], onPick: (person: T, query: string) => void): MentionSuggest<T> {
  const [query, setQuery] = useState<string | null>(null)
  const [active, setActive] = useState(0)
  const [dismissed, setDismissed] = useState<string | null>(null)
  const options = useMemo(() => (query === null ? [] : filterMentionable(people, query)), [people, query])
  const open = query !== null && query !== dismissed && options.length > 0
  const state = useRef({ open, options, active, query, onPick })
  useEffect(() => {
    state.current = { open, options, active, query, onPick }
  })

  const update = useCallback((textBeforeCursor: string) => {
    const next = mentionQueryBefore(textBeforeCursor)
    if (next !== state.current.query) setActive(0)
    state.current.query = next
    setQuery(next)
    if (next === null) setDismissed(null)
  }, [])

  const close = useCallback(() => setDismissed(state.current.query), [])

  const pick = useCallback((person: T) => {
    const { query: typed, onPick: picked } = state.current
    if (typed === null) return
    state.current.query = null
    setQuery(null)
    picked(person, typed)
  }, [])

  const keyDown = useCallback(
    (key: string, shiftKey = false) => {
      const current = state.current
      if (!current.open || current.query === null) return false
      // Shift+Tab leaves the field as usual.
      if (key === 'Tab' && shiftKey) return false
      const count = current.options.length
      if (key === 'ArrowDown') setActive((current.active + 1) % count)
      else if (key === 'ArrowUp') setActive((current.active - 1 + count) % count)
      else if (key === 'Enter' || key === 'Tab') {
        const person = current.options[Math.min(current.active, count - 1)]
        if (person) pick(person)
      } else if (key === 'Escape') setDismissed(current.query)
      else return false
      return true
    },
    [pick],
  )

  return { options: open ? options : [], open, active: Math.min(active, Math.max(options.length - 1, 0)), query, update, keyDown, pick, close, setActive }
}
