/**
 * Marking notifications read, one hook per endpoint. Both are optimistic: the unread list loses
 * them at once, and on failure it is fetched again to show what the server still has unread.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Notification } from '@/contract/schemas'
import { type MutationConfig, withMutationConfig } from '@/lib/mutation-config'
import { markAllNotificationsRead, markNotificationRead, notificationKeys } from './notifications-api'

function markRead(notification: Notification): Promise<void> {
  return markNotificationRead(notification.id)
}

function useUnreadList(userId: number) {
  const client = useQueryClient()
  const key = notificationKeys.unread(userId)
  return {
    /**
     * Drops notifications from the unread list. A fetch in flight carries the list from before
     * and would put them back when it lands, so it is cancelled first.
     */
    drop: async (ids: ReadonlySet<number> | 'all') => {
      await client.cancelQueries({ queryKey: key })
      client.setQueryData<Notification[]>(key, (list) => (ids === 'all' ? [] : list?.filter((item) => !ids.has(item.id))))
    },
    refetch: () => client.invalidateQueries({ queryKey: key }),
  }
}

export function useMarkNotificationRead(userId: number, { mutationConfig }: { mutationConfig?: MutationConfig<typeof markRead> } = {}) {
  const unread = useUnreadList(userId)
  return useMutation(
    withMutationConfig(
      {
        mutationFn: markRead,
        // The count drops by one at once (never below zero).
        onMutate: (notification) => unread.drop(new Set([notification.id])),
        onError: () => void unread.refetch(),
      },
      mutationConfig,
    ),
  )
}

export function useMarkAllNotificationsRead(userId: number, { mutationConfig }: { mutationConfig?: MutationConfig<() => Promise<void>> } = {}) {
  const unread = useUnreadList(userId)
  return useMutation(
    withMutationConfig(
      {
        mutationFn: () => markAllNotificationsRead(userId),
        onMutate: () => unread.drop('all'),
        onError: () => void unread.refetch(),
      },
      mutationConfig,
    ),
  )
}
