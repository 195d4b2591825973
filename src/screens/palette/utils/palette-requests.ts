export type PaletteRequestKind = 'palette' | 'cheat-sheet' | 'new-task'

type Listener = (kind: PaletteRequestKind) => void

const listeners = new Set<Listener>()
let pending: PaletteRequestKind | null = null

/**
 * Asks the palette's host for the palette, the cheat sheet or the create-task dialog. Before the
 * host's module has loaded, the latest request waits for it.
 */
export function requestPalette(kind: PaletteRequestKind): void {
  if (listeners.size === 0) pending = kind
  for (const listener of listeners) listener(kind)
}

/** The host's subscription; it first receives the request that loaded it, if any. */
export function subscribePaletteRequests(listener: Listener): () => void {
  listeners.add(listener)
  if (pending) {
    const kind = pending
    pending = null
    listener(kind)
  }
  return () => listeners.delete(listener)
}
