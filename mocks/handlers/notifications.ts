import { apiPaths } from '@/contract/paths'
import { type Caller, callerHasAccess, requireSelfOrAdmin } from '../auth'
import { db } from '../db'
import { forbidden } from '../errors'
import { callerOf, intParam, route } from '../http'
import { getNotification, getUser } from '../records'
import { compareInstants } from '../order'
import { checkOverdue, markAllNotificationsRead, markNotificationRead } from '../services/notifications'
import { notificationView } from '../views'

function ownNotification(caller: Caller, value: unknown) {
  const notification = getNotification(intParam(value, 'notification id'))
  if (notification.userId !== caller.id && !callerHasAccess(caller, 'admin')) {
    throw forbidden('You can only see your own notifications')
  }
  return notification
}

export const notificationRoutes = [
  route.get(apiPaths.notifications.unread(':userId'), async (context) => {
    const userId = intParam(context.params.userId, 'user id')
    requireSelfOrAdmin(callerOf(context), userId)
    getUser(userId)
    // A GET that writes: overdue notifications are sent (and, like every write, persisted) here.
    await checkOverdue(userId)
    return db.notifications
      .findMany((q) => q.where({ userId, read: false }))
      .sort((a, b) => compareInstants(b.createdAt, a.createdAt) || b.id - a.id)
      .map(notificationView)
  }),

  route.post(apiPaths.notifications.read(':id'), async (context) => {
    const notification = ownNotification(callerOf(context), context.params.id)
    return notificationView(await markNotificationRead(notification.id))
  }),

  route.post(apiPaths.notifications.readAll(':userId'), async (context) => {
    const userId = intParam(context.params.userId, 'user id')
    requireSelfOrAdmin(callerOf(context), userId)
    getUser(userId)
    await markAllNotificationsRead(userId)
    return { ok: true }
  }),
]
