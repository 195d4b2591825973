/** The orders a task list offers (issue 20): due date, priority, updated, created, title. */
import type { Task } from '@/contract/schemas'
import { type SortDirection, type SortKey, sortByKey, textKey } from '@/lib/sort-order'

export const TASK_SORT_FIELDS = ['due', 'priority', 'updated', 'created', 'title'] as const
export type TaskSortField = (typeof TASK_SORT_FIELDS)[number]

export interface TaskSort {
  field: TaskSortField
  direction: SortDirection
}

export const TASK_SORT_OPTIONS: readonly { value: TaskSortField; label: string }[] = [
  { value: 'due', label: 'Due date' },
  { value: 'priority', label: 'Priority' },
  { value: 'updated', label: 'Last updated' },
  { value: 'created', label: 'Created' },
  { value: 'title', label: 'Title' },
]

/** The direction a field starts in when picked: soonest due, highest priority, newest, A to Z. */
export const TASK_SORT_FIRST_DIRECTION: Record<TaskSortField, SortDirection> = {
  due: 'asc',
  priority: 'desc',
  updated: 'desc',
  created: 'desc',
  title: 'asc',
}

/** When a task last changed: servers that do not send `updatedAt` (SPEC §3) leave its creation. */
export function updatedAtOf(task: Pick<Task, 'createdAt' | 'updatedAt'>): string {
  return task.updatedAt ?? task.createdAt
}

/** What sorting reads of a task: a list's tasks, or the server's records that stand in for them. */
export type SortableTask = Pick<Task, 'id' | 'title' | 'priority' | 'dueDate' | 'createdAt' | 'updatedAt'>

const KEYS: Record<TaskSortField, (task: SortableTask) => SortKey> = {
  due: (task) => task.dueDate,
  priority: (task) => task.priority,
  updated: (task) => updatedAtOf(task),
  created: (task) => task.createdAt,
  title: (task) => textKey(task.title),
}

/** `tasks` in the chosen order; tasks without a due date come last when sorting by due date. */
export function sortTasks<T extends SortableTask>(tasks: readonly T[], sort: TaskSort): T[] {
  return sortByKey<T>(tasks, KEYS[sort.field], sort.direction)
}
