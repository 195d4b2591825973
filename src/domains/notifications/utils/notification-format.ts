import dayjs from 'dayjs'
import relativeTime from 'dayjs/plugin/relativeTime'
import type { Notification, NotificationType } from '@/contract/schemas'
import { formatDay } from '@/lib/dates'

dayjs.extend(relativeTime)

/** SPEC §9: the bell's badge shows '99+' above 99, and nothing when all is read. */
export function unreadBadgeLabel(count: number): string | null {
  if (count <= 0) return null
  return count > 99 ? '99+' : String(count)
}

const TYPE_LABELS: Record<NotificationType, string> = {
  TASK_ASSIGNED: 'Task assigned',
  TASK_UPDATED: 'Task updated',
  TASK_COMPLETED: 'Task completed',
  COMMENT_ADDED: 'Comment added',
  PROJECT_ASSIGNED: 'Project assigned',
  CHECKLIST_CREATED: 'Checklist created',
  CHECKLIST_COMPLETED: 'Checklist completed',
  PROJECT_UPDATED: 'Project updated',
  TASK_OVERDUE: 'Task overdue',
  MEMBER_ADDED: 'Member added',
  MENTIONED: 'Mentioned you',
}

export function notificationTypeLabel(type: NotificationType): string {
  return TYPE_LABELS[type]
}

const TYPE_COLORS: Partial<Record<NotificationType, string>> = {
  TASK_ASSIGNED: 'blue',
  COMMENT_ADDED: 'grape',
  TASK_COMPLETED: 'teal',
  CHECKLIST_COMPLETED: 'teal',
  TASK_OVERDUE: 'red',
  PROJECT_ASSIGNED: 'indigo',
  MEMBER_ADDED: 'indigo',
  MENTIONED: 'orange',
}

export function notificationTypeColor(type: NotificationType): string {
  return TYPE_COLORS[type] ?? 'gray'
}

/** E.g. '5 minutes ago' (dayjs relativeTime); a clock slightly behind the server's reads 'a few seconds ago'. */
export function notificationAge(createdAt: string, now: Date = new Date()): string {
  const time = dayjs(createdAt)
  return (time.isAfter(now) ? dayjs(now) : time).from(now)
}

export type NotificationTarget = { kind: 'task'; id: number } | { kind: 'project'; id: number } | { kind: 'room'; id: number }

/** Where a notification leads: its task, else its chat room, else its project, else nowhere. */
export function notificationTarget(notification: Pick<Notification, 'taskId' | 'projectId' | 'roomId'>): NotificationTarget | null {
  if (notification.taskId !== null) return { kind: 'task', id: notification.taskId }
  if (notification.roomId !== undefined && notification.roomId !== null) return { kind: 'room', id: notification.roomId }
  if (notification.projectId !== null) return { kind: 'project', id: notification.projectId }
  return null
}

const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/g

/**
 * A notification's text as shown: messages stored before the server wrote days as `Nov 21, 2026`
 * still carry `2026-11-21`, and every day on screen reads one way.
 */
export function notificationMessage(message: string): string {
  // dayjs rolls 2026-13-45 over into a real day; only a day that reads back the same is one.
  return message.replace(ISO_DAY, (day) => (dayjs(day).format('YYYY-MM-DD') === day ? formatDay(day) : day))
}
