import { type ChangeEvent, type RefCallback, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { afterPaint } from '@/lib/after-paint'

const asSearch = (text: string) => (text === '' ? undefined : text)

/**
 * What the search box's input takes (`SearchInput`). The input keeps its own text and the screen
 * follows it, so a keystroke does not render the box again: only `empty` (its key hint) changes
 * this object (issue 13: Mantine's TextInput took 1–2 ms of every keystroke).
 */
export interface SearchField {
  ref: RefCallback<HTMLInputElement>
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  empty: boolean
}

/**
 * The text of a search box whose search lives in the URL. The screen filters by `text`, so the box
 * and the list answer each keystroke in its own frame; the URL catches up right after that frame
 * is painted, once per burst of keys (issue 13). A search changed from outside (a link, Back,
 * Clear filters) shows in the box; a write still pending when the screen goes away is dropped.
 */
export function useSearchBox(value: string | undefined, onChange: (value: string | undefined) => void) {
  const [text, setText] = useState(value ?? '')
  // The search this box last wrote: a URL search other than it was changed from outside.
  const [written, setWritten] = useState(value)
  const [seen, setSeen] = useState(value)
  const pending = useRef<string | null>(null)
  const latestOnChange = useRef(onChange)
  useLayoutEffect(() => {
    latestOnChange.current = onChange
  })
  useEffect(
    () => () => {
      pending.current = null
    },
    [],
  )
  if (value !== seen) {
    setSeen(value)
    if (value !== written) {
      setWritten(value)
      setText(value ?? '')
    }
  }
  // The input holds the text the user types; a text set from outside is written into it.
  const input = useRef<HTMLInputElement | null>(null)
  const shown = useRef(text)
  useLayoutEffect(() => {
    shown.current = text
    if (input.current && input.current.value !== text) input.current.value = text
  }, [text])
  const ref = useCallback<RefCallback<HTMLInputElement>>((element) => {
    input.current = element
    if (element && element.value !== shown.current) element.value = shown.current
  }, [])
  const onTextChange = useCallback((event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value
    setText(next)
    const scheduled = pending.current !== null
    pending.current = next
    if (scheduled) return
    afterPaint(() => {
      const latest = pending.current
      pending.current = null
      if (latest === null) return
      setWritten(asSearch(latest))
      latestOnChange.current(asSearch(latest))
    })
  }, [])
  const empty = text === ''
  const field = useMemo<SearchField>(() => ({ ref, onChange: onTextChange, empty }), [ref, onTextChange, empty])
  return { text, field }
}

export type SearchBox = ReturnType<typeof useSearchBox>
