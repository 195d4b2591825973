import { type ChangeEvent, useEffect, useRef, useState } from 'react'
import { afterPaint } from '@/lib/after-paint'

const asSearch = (text: string) => (text === '' ? undefined : text)

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
  const pending = useRef<{ text: string; onChange: typeof onChange } | null>(null)
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
  const onTextChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value
    setText(next)
    const scheduled = pending.current !== null
    pending.current = { text: next, onChange }
    if (scheduled) return
    afterPaint(() => {
      const latest = pending.current
      pending.current = null
      if (!latest) return
      setWritten(asSearch(latest.text))
      latest.onChange(asSearch(latest.text))
    })
  }
  return { text, onTextChange }
}

export type SearchBox = ReturnType<typeof useSearchBox>

