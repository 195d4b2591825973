/**
 * Notifications a real server would send (SPEC §3 types). Never for your own action; each new one
 * is pushed to its user over STOMP (`/user/topic/notifications`) through the event bus.
 */
import type { NotificationType } from '@/contract/schemas'
import { db, type DbRecord, findById, nextId } from '../db'
import { isoNow, today } from '../clock'
import { notificationView } from '../views'
import { emitServerEvent } from './events'
import { formatDay } from '@/lib/dates'

export interface NotifyInput {
  /** Who receives it. */
  userId: number | null | undefined
  /** Who caused it; nobody is notified of their own action. `null` for the system (e.g. overdue). */
  actorId: number | null
  type: NotificationType
  message: string
  taskId?: number | null
  projectId?: number | null
  /** Ours (issue 19): the chat room it is about. */
  roomId?: number | null
}

/** Creates (and pushes) a notification unless the recipient is missing or is the actor. */
export async function notify(input: NotifyInput): Promise<DbRecord<'notifications'> | null> {
  const { userId, actorId } = input
  if (userId === null || userId === undefined || userId === actorId) return null
  if (!findById('users', userId)) return null
  const record = await db.notifications.create({
    id: nextId('notifications'),
    userId,
    type: input.type,
    message: input.message,
    createdAt: isoNow(),
    read: false,
    taskId: input.taskId ?? null,
    projectId: input.projectId ?? null,
    ...(input.roomId ? { roomId: input.roomId } : {}),
  })
  emitServerEvent({ kind: 'notification', notification: notificationView(record) })
  return record
}

/** The TASK_OVERDUE message, its day written as every screen writes days (`Nov 21, 2026`). */
export function overdueMessage(title: string, dueDate: string | null): string {
  return `Task "${title}" is overdue (due ${formatDay(dueDate)})`
}

/** Notifies several users (each once), skipping the actor. */
export async function notifyAll(userIds: Iterable<number>, input: Omit<NotifyInput, 'userId'>): Promise<void> {
  for (const userId of new Set(userIds)) await notify({ ...input, userId })
}

/**
 * Sends TASK_OVERDUE once per overdue task (due date past, not completed, assigned).
 * Assumption: the check runs when a user's unread notifications are read, which is when a real
 * server's scheduled job would have run for them at the latest.
 */
export async function checkOverdue(userId?: number): Promise<number> {
  const now = today()
  // A plain pass over the records: @msw/data's query took 13 ms over 20,000 tasks, on the boot's
  // first screen (its unread count asks for this check), where this takes about one.
  const due = db.tasks
    .all()
    .filter(
      (task) =>
        !task.overdueNotified &&
        task.status !== 'COMPLETED' &&
        task.assigneeId !== null &&
        (userId === undefined || task.assigneeId === userId) &&
        task.dueDate !== null &&
        task.dueDate < now,
    )
  for (const task of due) {
    await db.tasks.update((q) => q.where({ id: task.id }), {
      data(draft) {
        draft.overdueNotified = true
      },
    })
    await notify({
      userId: task.assigneeId,
      actorId: null,
      type: 'TASK_OVERDUE',
      message: overdueMessage(task.title, task.dueDate),
      taskId: task.id,
      projectId: task.projectId,
    })
  }
  return due.length
}

export async function markNotificationRead(id: number): Promise<DbRecord<'notifications'>> {
  return db.notifications.update((q) => q.where({ id }), {
    strict: true,
    data(draft) {
      draft.read = true
    },
  })
}

export async function markAllNotificationsRead(userId: number): Promise<void> {
  await db.notifications.updateMany((q) => q.where({ userId, read: false }), {
    data(draft) {
      draft.read = true
    },
  })
}
