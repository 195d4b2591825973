/** "My tasks" (issue 18): the signed-in user's tasks, grouped by when they are due. */
import dayjs from 'dayjs'
import type { Task } from '@/contract/schemas'
import { priorityRank } from '@/domains/tasks/utils/priority'
import { isoDay } from '@/lib/dates'

export type MyTaskSectionKey = 'overdue' | 'today' | 'week' | 'later' | 'none' | 'completed'

export const MY_TASK_SECTION_TITLES: Record<MyTaskSectionKey, string> = {
  overdue: 'Overdue',
  today: 'Today',
  week: 'This week',
  later: 'Later',
  none: 'No date',
  completed: 'Completed',
}

const ORDER: readonly MyTaskSectionKey[] = ['overdue', 'today', 'week', 'later', 'none', 'completed']

/** What grouping reads of a task. */
export type SectionTask = Pick<Task, 'id' | 'assigneeId' | 'status' | 'dueDate' | 'priority' | 'completedAt'>

export interface MyTaskSection<T extends SectionTask = Task> {
  key: MyTaskSectionKey
  title: string
  tasks: T[]
}

/**
 * The last day (`YYYY-MM-DD`) of the week holding `now`, in local time. Weeks start on Monday
 * (ISO 8601) whatever the browser's locale, so "This week" means the same for every user of a
 * team; on a Sunday it is today, and This week is empty.
 */
export function endOfWeekDay(now: Date = new Date()): string {
  const day = dayjs(now)
  // dayjs: 0 is Sunday … 6 is Saturday.
  return isoDay(day.add((7 - day.day()) % 7, 'day'))
}

function sectionOf(task: SectionTask, today: string, weekEnd: string): MyTaskSectionKey {
  if (task.status === 'COMPLETED') return 'completed'
  if (task.dueDate === null) return 'none'
  if (task.dueDate < today) return 'overdue'
  if (task.dueDate === today) return 'today'
  if (task.dueDate <= weekEnd) return 'week'
  return 'later'
}

/** Due date, then priority (highest first), then id: one string per task, built once. */
function openKey(task: SectionTask): string {
  return `${task.dueDate ?? '9999-12-31'}${priorityRank(task.priority) + 4}${String(task.id).padStart(12, '0')}`
}

/** Most recently completed first (a task completed before `completedAt` was kept goes last). */
function completedKey(task: SectionTask): string {
  return task.completedAt ?? ''
}

function sortBy<T>(tasks: T[], keyOf: (task: T) => string, descending = false): T[] {
  const keys = new Map(tasks.map((task) => [task, keyOf(task)]))
  const sign = descending ? -1 : 1
  return tasks.sort((a, b) => {
    const ka = keys.get(a)!
    const kb = keys.get(b)!
    return ka < kb ? -sign : ka > kb ? sign : 0
  })
}

export interface MyTaskSectionsOptions {
  /** The moment "today" is read from, in the browser's local time. */
  now?: Date
  /** Adds the Completed section. */
  showCompleted?: boolean
}

/**
 * The tasks assigned to `userId`, in sections: Overdue (due before today), Today, This week (after
 * today up to Sunday, see `endOfWeekDay`), Later, No date, and Completed when asked for. Open
 * sections are sorted by due date, then priority; Completed by completion, newest first. Empty
 * sections are left out.
 */
export function myTaskSections<T extends SectionTask>(tasks: readonly T[], userId: number, { now = new Date(), showCompleted = false }: MyTaskSectionsOptions = {}): MyTaskSection<T>[] {
  const today = isoDay(now)
  const weekEnd = endOfWeekDay(now)
  const groups = new Map<MyTaskSectionKey, T[]>(ORDER.map((key) => [key, []]))
  for (const task of tasks) {
    if (task.assigneeId !== userId) continue
    const key = sectionOf(task, today, weekEnd)
    if (key === 'completed' && !showCompleted) continue
    groups.get(key)!.push(task)
  }
  return ORDER.flatMap((key) => {
    const list = groups.get(key)!
    if (list.length === 0) return []
    const sorted = key === 'completed' ? sortBy(list, completedKey, true) : sortBy(list, openKey)
    return [{ key, title: MY_TASK_SECTION_TITLES[key], tasks: sorted }]
  })
}

/** How many of the user's tasks are completed (the empty state mentions them when hidden). */
export function countCompletedOf(tasks: readonly SectionTask[], userId: number): number {
  let count = 0
  for (const task of tasks) if (task.assigneeId === userId && task.status === 'COMPLETED') count += 1
  return count
}
