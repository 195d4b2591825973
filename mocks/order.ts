/** How the in-browser server orders records in its answers. */

/** By id, oldest first: a list's default order. */
export function byId<T extends { id: number }>(a: T, b: T): number {
  return a.id - b.id
}

/**
 * Orders ISO dates and instants (`2026-03-04`, `2026-03-04T09:00:00.000Z`) by code unit, as their
 * format sorts: `localeCompare` would consult the locale's collation on every comparison, which
 * made the unread-notifications answer most of a boot task (issue 13).
 */
export function compareInstants(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
