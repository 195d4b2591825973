import { notificationMessage } from '../utils/notification-format'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { stompDestinations } from '@/contract/paths'
import { type Notification, notificationSchema } from '@/contract/schemas'
import { notifyLive } from '@/lib/notify'
import { useRealtime, useRealtimeSubscription } from '@/lib/realtime'
import { useMarkAllNotificationsRead, useMarkNotificationRead } from './notification-mutations'
import { notificationKeys, notificationQueries } from './notifications-api'

/** SPEC §9: the 'New Notification' toast stays 5000 ms. */
export const NOTIFICATION_TOAST_MS = 5000

/**
 * The signed-in user's unread notifications (SPEC §2, §4, §9): the list, live pushes on
 * `/user/topic/notifications`, and marking read. Fetch and mark-read failures are only logged (§8).
 */
export function useNotifications(userId: number) {
  const queryClient = useQueryClient()
  const key = notificationKeys.unread(userId)
  const query = useQuery(notificationQueries.unread(userId))
  const { state } = useRealtime()

  useEffect(() => {
    if (query.isError) console.error('Failed to fetch notifications', query.error)
  }, [query.isError, query.error])

  useRealtimeSubscription(stompDestinations.notifications, notificationSchema, (notification) => {
    queryClient.setQueryData<Notification[]>(key, (list) =>
      list ? [notification, ...list.filter((item) => item.id !== notification.id)] : list,
    )
    notifyLive('notification', notificationMessage(notification.message), 'New Notification', NOTIFICATION_TOAST_MS)
  })

  // After a reconnect, catch up on whatever was pushed while the connection was down.
  const wasConnected = useRef(false)
  useEffect(() => {
    if (state === 'connected' && wasConnected.current === false) {
      if (query.dataUpdatedAt > 0) void queryClient.invalidateQueries({ queryKey: key })
      wasConnected.current = true
    } else if (state !== 'connected') {
      wasConnected.current = false
    }
    // Only the connection state decides; the rest is read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state])

  const markRead = useMarkNotificationRead(userId, {
    mutationConfig: { onError: (error) => console.error('Failed to mark notification as read', error) },
  })
  const markAllRead = useMarkAllNotificationsRead(userId, {
    mutationConfig: { onError: (error) => console.error('Failed to mark all notifications as read', error) },
  })

  const notifications = query.data ?? []
  return {
    notifications,
    unreadCount: Math.max(0, notifications.length),
    loading: query.isPending,
    markRead: (notification: Notification) => markRead.mutate(notification),
    markAllRead: () => markAllRead.mutate(),
  }
}
