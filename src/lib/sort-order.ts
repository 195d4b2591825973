/**
 * Sorting a loaded list by a field the user picks (issue 20). Lists that the client loads whole are
 * sorted here; keys are built once per item, so thousands of rows sort in a few milliseconds.
 */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const
export type SortDirection = (typeof SORT_DIRECTIONS)[number]

/** A key per item: a string or number orders as is; null always sorts last, whichever the direction. */
export type SortKey = string | number | null

/** `items` ordered by `keyOf` in `direction`; equal keys keep the newest id first. */
export function sortByKey<T extends { id: number }>(items: readonly T[], keyOf: (item: T) => SortKey, direction: SortDirection): T[] {
  const keys = items.map(keyOf)
  const sign = direction === 'asc' ? 1 : -1
  const order = items.map((_, index) => index)
  order.sort((a, b) => {
    const keyA = keys[a]!
    const keyB = keys[b]!
    if (keyA !== keyB) {
      if (keyA === null) return 1
      if (keyB === null) return -1
      return (keyA < keyB ? -1 : 1) * sign
    }
    return items[b]!.id - items[a]!.id
  })
  return order.map((index) => items[index]!)
}

/** Case- and accent-insensitive text key, so "apple" and "Banana" sort as people expect. */
export function textKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase()
}

/** `items` with the one whose id is `pinnedId` first (a record just created, shown where the user is). */
export function pinFirst<T extends { id: number }>(items: readonly T[], pinnedId: number | null): readonly T[] {
  if (pinnedId === null) return items
  const index = items.findIndex((item) => item.id === pinnedId)
  if (index <= 0) return items
  return [items[index]!, ...items.slice(0, index), ...items.slice(index + 1)]
}
