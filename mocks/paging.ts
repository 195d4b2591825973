import { PAGING } from '@/contract/paging'
import { badRequest } from './errors'
import { jsonResponse } from './http'

function numberParam(url: URL, name: string, min: number, max: number): number | null {
  const text = url.searchParams.get(name)
  if (text === null) return null
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN
  if (!Number.isSafeInteger(value) || value < min || value > max) throw badRequest(`Invalid ${name}`)
  return value
}

/**
 * A list answer (src/contract/paging.ts): every item, or the page the call asks for with the total
 * in `X-Total-Count`. Views are built only for the items sent.
 */
export function listAnswer<T>(url: URL, items: readonly T[], view: (item: T) => unknown): unknown {
  const page = numberParam(url, PAGING.pageParam, 0, Number.MAX_SAFE_INTEGER)
  const size = numberParam(url, PAGING.sizeParam, 1, PAGING.maxSize)
  if (page === null && size === null) return items.map(view)
  const perPage = size ?? PAGING.defaultSize
  const start = (page ?? 0) * perPage
  return jsonResponse(items.slice(start, start + perPage).map(view), { [PAGING.totalHeader]: String(items.length) })
}
