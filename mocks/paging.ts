import { PAGING } from '@/contract/paging'
import { nextTask } from '@/lib/next-task'
import { badRequest } from './errors'
import { jsonResponse } from './http'

function numberParam(url: URL, name: string, min: number, max: number): number | null {
  const text = url.searchParams.get(name)
  if (text === null) return null
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN
  if (!Number.isSafeInteger(value) || value < min || value > max) throw badRequest(`Invalid ${name}`)
  return value
}

/** Items past which a whole list's views are a long task to build (views of 1,000 tasks: a few ms). */
export const LONG_LIST = 1000

/**
 * A list answer (src/contract/paging.ts): every item, or the page the call asks for with the total
 * in `X-Total-Count`. Views are built only for the items sent. A whole list of more than LONG_LIST
 * items is built behind the page's own work: the calls that arrive with it (the dashboard's first
 * screen beside 20,000 tasks) are answered and painted first (issue 13).
 */
export async function listAnswer<T>(url: URL, items: readonly T[], view: (item: T) => unknown): Promise<unknown> {
  const page = numberParam(url, PAGING.pageParam, 0, Number.MAX_SAFE_INTEGER)
  const size = numberParam(url, PAGING.sizeParam, 1, PAGING.maxSize)
  if (page === null && size === null) {
    if (items.length > LONG_LIST) await nextTask('background')
    return items.map(view)
  }
  const perPage = size ?? PAGING.defaultSize
  const start = (page ?? 0) * perPage
  return jsonResponse(items.slice(start, start + perPage).map(view), { [PAGING.totalHeader]: String(items.length) })
}
