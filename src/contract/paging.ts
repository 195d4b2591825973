/**
 * Optional paging (ours, issue 15): `GET /staff/tasks`, `GET /users` and
 * `GET /chat/rooms/{id}/messages` answer the whole list as SPEC §7 shows it, or, when the call
 * names a page, that page of the list in the same order, with the list's length in a header.
 */
export const PAGING = {
  /** Zero-based page number. */
  pageParam: 'page',
  /** Items per page, 1 to `maxSize`; 50 when only `page` is given. */
  sizeParam: 'size',
  defaultSize: 50,
  maxSize: 500,
  /** The whole list's length, on paged answers (a CORS server must expose it). */
  totalHeader: 'X-Total-Count',
} as const

/** `path` asking for one page of its list. */
export function pagedPath(path: string, page: number, size: number): string {
  const query = new URLSearchParams({ [PAGING.pageParam]: String(page), [PAGING.sizeParam]: String(size) })
  return `${path}${path.includes('?') ? '&' : '?'}${query}`
}
