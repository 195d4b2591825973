import type { QueryClient, QueryKey, UseSuspenseQueryOptions } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import { isGone } from './api-client'
import type { MenuPath } from './navigation'
import { notifyError } from './notify'

export interface DetailLoad<T, TKey extends QueryKey> {
  queryClient: QueryClient
  query: UseSuspenseQueryOptions<T, Error, T, TKey>
  /** The loader's `preload` flag: hovering a link must neither toast nor navigate. */
  preload: boolean
  /** The toast for a failed load (SPEC §2 'Load failure: error toast and go to …'). */
  failedMessage: string
  /** Where a failed load leaves for, replacing the history entry. */
  leaveTo: MenuPath
}

/**
 * For a detail route's loader: puts the record its page renders in the cache. A 404 becomes the
 * route's `notFoundComponent`; any other failure toasts and redirects (SPEC §2 Task and Project detail).
 */
export async function ensureDetail<T, TKey extends QueryKey>({ queryClient, query, preload, failedMessage, leaveTo }: DetailLoad<T, TKey>): Promise<T> {
  try {
    return await queryClient.ensureQueryData(query)
  } catch (error) {
    if (isGone(error)) throw notFound()
    if (preload) throw error
    notifyError(failedMessage)
    throw redirect({ to: leaveTo, replace: true })
  }
}
