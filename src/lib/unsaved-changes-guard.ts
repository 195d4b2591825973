import type { QueryClient } from '@tanstack/react-query'

/**
 * Asks the browser to confirm leaving or reloading while a change is still on its way to the
 * server: optimistic edits (a ticked checklist item, a task's status) look saved at once, and a
 * reload in that moment would otherwise drop them without a word.
 */
export function guardPendingMutations(
  client: QueryClient,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault()
    // Older Chromium versions only ask when returnValue is set.
    event.returnValue = ''
  }
  let guarding = false
  const update = () => {
    const pending = client.isMutating() > 0
    if (pending === guarding) return
    guarding = pending
    if (pending) target.addEventListener('beforeunload', onBeforeUnload)
    else target.removeEventListener('beforeunload', onBeforeUnload)
  }
  const unsubscribe = client.getMutationCache().subscribe(update)
  update()
  return () => {
    unsubscribe()
    if (guarding) target.removeEventListener('beforeunload', onBeforeUnload)
    guarding = false
  }
}

/**
 * Asks the browser to confirm leaving or reloading while a form holds input nobody saved (a dialog
 * someone is filling in). Returns the release; call it once the input is saved or discarded.
 */
export function holdUnsavedInput(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault()
    event.returnValue = ''
  }
  target.addEventListener('beforeunload', onBeforeUnload)
  return () => target.removeEventListener('beforeunload', onBeforeUnload)
}
