/** How tasks read on screen: status names, the dashboard's tabs, overdue (SPEC §3, §4). */
import type { Task, TaskStatus } from '@/contract/schemas'
import { isoDay } from '@/lib/dates'

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  TODO: 'To Do',
  IN_PROGRESS: 'In Progress',
  IN_REVIEW: 'In Review',
  COMPLETED: 'Completed',
}

export const TASK_STATUS_COLORS: Record<TaskStatus, string> = {
  TODO: 'gray',
  IN_PROGRESS: 'blue',
  IN_REVIEW: 'violet',
  COMPLETED: 'teal',
}

/** The edit dialog offers these three (SPEC §4); the tasks page's selector offers all four. */
export const EDITABLE_TASK_STATUSES: readonly TaskStatus[] = ['TODO', 'IN_PROGRESS', 'COMPLETED']

/** The dashboard view's statuses (SPEC §3): todo, in-progress, completed. */
export type DashboardStatus = 'todo' | 'in-progress' | 'completed'

/** IN_REVIEW has no dashboard tab of its own; it is still work in progress. */
export function dashboardStatusOf(status: TaskStatus): DashboardStatus {
  if (status === 'COMPLETED') return 'completed'
  if (status === 'TODO') return 'todo'
  return 'in-progress'
}


/** Overdue: the due date is in the past and the task is not completed (SPEC §4). */
export function isOverdue(task: Pick<Task, 'dueDate' | 'status'>, today = isoDay()): boolean {
  return task.dueDate !== null && task.dueDate < today && task.status !== 'COMPLETED'
}

