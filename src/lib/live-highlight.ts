/**
 * Records that changed live (ours, issue 18): the realtime subscribers mark a record when a change
 * from the server reaches the caches, and whatever shows it adds `LIVE_CHANGED_CLASS` for 2 s (a
 * background that fades; a plain outline under reduced motion). Each card subscribes to its own
 * record's key only, so a change re-renders that card and nothing else. The latest version heard
 * stays, so an edit dialog opened on an older version can say the record changed meanwhile.
 */
import { useCallback, useSyncExternalStore } from 'react'
import './live-highlight.css'

export const LIVE_HIGHLIGHT_MS = 2000
export const LIVE_CHANGED_CLASS = 'live-changed'

export type LiveKind = 'task' | 'project' | 'comment' | 'activity'
export const liveKey = (kind: LiveKind, id: number) => `${kind}:${id}`

const highlighted = new Map<string, ReturnType<typeof setTimeout>>()
const versions = new Map<string, number>()
const listeners = new Map<string, Set<() => void>>()

function changed(key: string): void {
  for (const listener of listeners.get(key) ?? []) listener()
}

/** Marks a record as just changed (restarting its 2 s), remembering the newest version heard. */
export function markLiveChange(key: string, version?: number): void {
  if (version !== undefined && version > (versions.get(key) ?? -1)) versions.set(key, version)
  const running = highlighted.get(key)
  if (running !== undefined) clearTimeout(running)
  highlighted.set(
    key,
    setTimeout(() => {
      highlighted.delete(key)
      changed(key)
    }, LIVE_HIGHLIGHT_MS),
  )
  changed(key)
}

function useKey<T>(key: string, read: () => T): T {
  const subscribe = useCallback(
    (listener: () => void) => {
      const set = listeners.get(key) ?? new Set()
      set.add(listener)
      listeners.set(key, set)
      return () => {
        set.delete(listener)
        if (set.size === 0) listeners.delete(key)
      }
    },
    [key],
  )
  return useSyncExternalStore(subscribe, read, read)
}

/** Whether the record changed live in the last 2 s. */
export function useLiveHighlight(key: string): boolean {
  return useKey(key, () => highlighted.has(key))
}

/** `LIVE_CHANGED_CLASS` while the record is highlighted, else undefined; joins `className`. */
export function useLiveClass(key: string, className?: string): string | undefined {
  const on = useLiveHighlight(key)
  if (!on) return className
  return className ? `${className} ${LIVE_CHANGED_CLASS}` : LIVE_CHANGED_CLASS
}

/** The newest version of the record a live change brought, if any. */
export function useLiveVersion(key: string): number | undefined {
  return useKey(key, () => versions.get(key))
}

/** Forgets everything (tests; a change of account). */
export function resetLiveChanges(): void {
  for (const timer of highlighted.values()) clearTimeout(timer)
  const keys = [...highlighted.keys(), ...versions.keys()]
  highlighted.clear()
  versions.clear()
  for (const key of keys) changed(key)
}
