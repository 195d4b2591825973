/** How a form inside a `GuardedModal` reports unsaved input and asks to close. */
import { createContext, useContext, useEffect, useLayoutEffect } from 'react'

export interface DialogGuard {
  setDirty: (dirty: boolean) => void
  /** Close as the user asked: at once when nothing changed, else after "Discard changes?". */
  requestClose: () => void
}

export const DialogGuardContext = createContext<DialogGuard | null>(null)

/** A guarded dialog's form says whether it holds unsaved input (e.g. `form.isDirty()`). */
export function useDirtyDialog(dirty: boolean): void {
  const setDirty = useContext(DialogGuardContext)?.setDirty
  // Before the browser takes the next key: an Escape right after typing finds the input reported.
  useLayoutEffect(() => {
    setDirty?.(dirty)
  }, [setDirty, dirty])
  useEffect(() => () => setDirty?.(false), [setDirty])
}

/** The close a form's Cancel should use: the guarded dialog's, else `fallback`. */
export function useGuardedClose(fallback: () => void): () => void {
  return useContext(DialogGuardContext)?.requestClose ?? fallback
}
