import type { PaletteItem } from './palette-index'

/** Where the palette remembers what a user opened through it, per user id. */
export const RECENT_KEY = 'taskhive:palette-recent'
export const RECENT_LIMIT = 5

type RecentStore = Record<string, string[]>

function readStore(): RecentStore {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '{}')
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as RecentStore) : {}
  } catch {
    return {}
  }
}

/** The user's recent item keys, newest first. */
export function readRecent(userId: number): string[] {
  const keys = readStore()[String(userId)]
  return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string').slice(0, RECENT_LIMIT) : []
}

/** Puts a key first in the user's recent items, keeping the last five. Storage errors are ignored. */
export function rememberRecent(userId: number, key: string): string[] {
  const keys = [key, ...readRecent(userId).filter((known) => known !== key)].slice(0, RECENT_LIMIT)
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify({ ...readStore(), [String(userId)]: keys }))
  } catch {
    // Private mode or a full quota: the palette works without recent items.
  }
  return keys
}

/** The recent items still in the index (a deleted task or a screen no longer open drops out), in order. */
export function recentItems(index: readonly PaletteItem[], keys: readonly string[]): PaletteItem[] {
  const byKey = new Map(index.map((entry) => [entry.key, entry]))
  return keys.flatMap((key) => byKey.get(key) ?? [])
}
