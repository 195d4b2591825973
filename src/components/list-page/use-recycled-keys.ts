import { useState } from 'react'

/** Keys by item id: the React key each item of a list is rendered under. */
export type KeysById = ReadonlyMap<number, string>

/**
 * The keys for `ids` (a list in order), given the keys of the list before it. An item that stays
 * keeps its key, so its element (and focus in it) follows it wherever it moves. An item that
 * arrives takes the key of one that left, in the order they stood, so React updates that element
 * in place for it instead of removing one card and building another (issue 13: a keystroke that
 * swapped the six cards in view built about 250 elements and laid them out afresh). An item that
 * left stays unreused, and its element goes, while `keep(id)` says so (it holds the focus: the
 * reader's place must not turn into another item under them). New keys come from `fresh`.
 */
export function recycleKeys(previous: KeysById, ids: readonly number[], fresh: () => string, keep: (id: number) => boolean = () => false): Map<number, string> {
  const staying = new Set(ids)
  const freed: string[] = []
  for (const [id, key] of previous) if (!staying.has(id) && !keep(id)) freed.push(key)
  const keys = new Map<number, string>()
  let reuse = 0
  for (const id of ids) {
    if (keys.has(id)) continue
    keys.set(id, previous.get(id) ?? freed[reuse++] ?? fresh())
  }
  return keys
}

/** The id of a record: what most lists key their items by. */
export const idOf = (item: { id: number }): number => item.id

/** Whether the focus is in the element `selector` finds (for `keep`: the item's own element). */
export function focusIsIn(selector: string): boolean {
  return document.activeElement?.closest(selector) != null
}

interface Recycled {
  ids: readonly number[]
  keys: KeysById
  issued: number
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, index) => id === b[index])

/**
 * React keys for a list whose content changes at each keystroke or filter (a search's results):
 * stable per item while it stays, and reused from the items that left for the items that arrive
 * (`recycleKeys`). Use it where a list's elements hold nothing of their own but what the item's
 * props say (no local state a new item must not inherit). The keys change only when the ids or
 * their order do. `keep(id)` keeps an item that left from being reused (its element holds the focus).
 */
export function useRecycledKeys<T>(items: readonly T[], idOfItem: (item: T) => number, keep?: (id: number) => boolean): KeysById {
  const ids = items.map(idOfItem)
  const [state, setState] = useState<Recycled>(() => {
    let issued = 0
    const keys = recycleKeys(new Map(), ids, () => `k${issued++}`)
    return { ids, keys, issued }
  })
  if (sameIds(state.ids, ids)) return state.keys
  // A new list: derived while rendering, so its first commit already has its keys.
  let issued = state.issued
  const keys = recycleKeys(state.keys, ids, () => `k${issued++}`, keep)
  setState({ ids, keys, issued })
  return keys
}
