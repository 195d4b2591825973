/**
 * Notifications over the contract (SPEC §7): the unread list per user and the read calls.
 */
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiPaths } from '@/contract/paths'
import { notificationSchema } from '@/contract/schemas'
import { apiRequest } from '@/lib/api-client'
import { queryRoots } from '@/lib/query-keys'

const notificationListSchema = z.array(notificationSchema)

export const notificationKeys = {
  all: queryRoots.notifications,
  unread: (userId: number) => [...queryRoots.notifications, 'unread', userId] as const,
}

export const notificationQueries = {
  unread: (userId: number) =>
    queryOptions({
      queryKey: notificationKeys.unread(userId),
      queryFn: ({ signal }) => apiRequest(apiPaths.notifications.unread(userId), { schema: notificationListSchema, signal }),
    }),
}

export async function markNotificationRead(id: number): Promise<void> {
  await apiRequest(apiPaths.notifications.read(id), { method: 'POST' })
}

export async function markAllNotificationsRead(userId: number): Promise<void> {
  await apiRequest(apiPaths.notifications.readAll(userId), { method: 'POST' })
}
