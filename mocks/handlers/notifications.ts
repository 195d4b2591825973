import { apiPaths } from '@/contract/paths'
import { type Caller, callerHasAccess, requireSelfOrAdmin } from '../auth'
import { db } from '../db'
import { forbidden } from '../errors'
import { callerOf, intParam, route } from '../http'
import { getNotification, getUser } from '../records'
import { checkOverdue } from '../services/notifications'
import { notificationView } from '../views'

function ownNotification(caller: Caller, value: unknown) {
  const notification = getNotification(intParam(value, 'notification id'))
  if (notification.userId !== caller.id && !callerHasAccess(caller, 'admin')) {
    throw forbidden('You can only see your own notifications')
  }
  return notification
}

export const notificationHandlers = [
  route.get(apiPaths.notifications.unread(':userId'), async (context) => {
    const userId = intParam(context.params.userId, 'user id')
    requireSelfOrAdmin(callerOf(context), userId)
    getUser(userId)
    // A GET that writes: overdue notifications are sent (and, like every write, persisted) here.
    await checkOverdue(userId)
    return db.notifications
      .findMany((q) => q.where({ userId, read: false }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .map(notificationView)
  }),

  route.post(apiPaths.notifications.read(':id'), async (context) => {
    const notification = ownNotification(callerOf(context), context.params.id)
    const updated = await db.notifications.update((q) => q.where({ id: notification.id }), {
      strict: true,
      data(draft) {
        draft.read = true
      },
    })
    return notificationView(updated)
  }),

  route.post(apiPaths.notifications.readAll(':userId'), async (context) => {
    const userId = intParam(context.params.userId, 'user id')
    requireSelfOrAdmin(callerOf(context), userId)
    getUser(userId)
    await db.notifications.updateMany((q) => q.where({ userId, read: false }), {
      data(draft) {
        draft.read = true
      },
    })
    return { ok: true }
  }),
]
