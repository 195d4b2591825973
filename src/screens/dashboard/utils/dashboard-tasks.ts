/** The dashboard's view of the task list (SPEC §2 "Dashboard"): scope filters, tabs, counters, order. */
import type { DashboardCounts, DashboardOverview, Task } from '@/contract/schemas'
import { type SortableTask, sortTasks } from '@/domains/tasks/utils/task-sort'
import type { DashboardOverviewQuery } from './dashboard-overview'
import type { TaskFormValues } from '@/domains/tasks/components/task-form-dialog'
import { priorityRank } from '@/domains/tasks/utils/priority'
import { type DashboardStatus, dashboardStatusOf } from '@/domains/tasks/utils/task-meta'
import { isoDay } from '@/lib/dates'

/**
 * A task created on the dashboard starts as To Do; without a due date it is due today (SPEC §4),
 * or on its start day when that is later, since a task cannot be due before it starts.
 */
export function dashboardTaskRequest(values: TaskFormValues, today = isoDay()): TaskFormValues {
  const dueDate = values.dueDate ?? (values.startDate && values.startDate > today ? values.startDate : today)
  return { ...values, status: 'TODO', dueDate }
}

export const DASHBOARD_TABS = [
  { value: 'all', label: 'All' },
  { value: 'todo', label: 'To Do' },
  { value: 'in-progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
] as const
export type DashboardTab = (typeof DASHBOARD_TABS)[number]['value']

export interface DashboardScope {
  project?: number
  assignee?: number | 'unassigned'
}

export type { DashboardCounts }

/** What the dashboard's steps read of a task: the screen's tasks, or the server's records standing in for them. */
export type DashboardTask = SortableTask & Pick<Task, 'status' | 'assigneeId' | 'projectId'>

/** Completed last, then by priority (highest first); then the nearest due date, then the newest id. */
export function compareDashboardTasks(a: DashboardTask, b: DashboardTask): number {
  const done = Number(a.status === 'COMPLETED') - Number(b.status === 'COMPLETED')
  if (done !== 0) return done
  const priority = priorityRank(a.priority) - priorityRank(b.priority)
  if (priority !== 0) return priority
  const dueA = a.dueDate ?? '9999-12-31'
  const dueB = b.dueDate ?? '9999-12-31'
  if (dueA !== dueB) return dueA < dueB ? -1 : 1
  return b.id - a.id
}

/** Ids below this fit the numeric sort key beside the rest of the order (2^27: 134 million). */
const ID_SPAN = 2 ** 27
/** Day numbers (`dayNumber`) are below this: 9999 × 372 + 12 × 31 + 31 < 2^22. */
const DAY_SPAN = 2 ** 22

/**
 * A YYYY-MM-DD day as a number that orders as the text does (year × 372 + month × 31 + day; not a
 * count of days), or -1 for anything else.
 */
function dayNumber(date: string): number {
  if (date.length !== 10 || date.charCodeAt(4) !== 45 || date.charCodeAt(7) !== 45) return -1
  let year = 0
  for (let at = 0; at < 4; at += 1) {
    const digit = date.charCodeAt(at) - 48
    if (digit < 0 || digit > 9) return -1
    year = year * 10 + digit
  }
  const month = (date.charCodeAt(5) - 48) * 10 + (date.charCodeAt(6) - 48)
  const day = (date.charCodeAt(8) - 48) * 10 + (date.charCodeAt(9) - 48)
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= 31)) return -1
  return year * 372 + month * 31 + day
}

const NO_DUE_DAY = dayNumber('9999-12-31')

/**
 * `compareDashboardTasks`' order down to the due day as one integer below 2^25: completed, priority,
 * due day. Null when the task does not fit the numeric sort (an id of 2^27 or more, a due date that
 * is not a day), which then sorts with the comparison instead.
 */
function dayOrderOf(task: DashboardTask): number | null {
  const { id, priority } = task
  if (!Number.isInteger(id) || id < 0 || id >= ID_SPAN || !(priority === 1 || priority === 2 || priority === 3)) return null
  const day = task.dueDate === null ? NO_DUE_DAY : dayNumber(task.dueDate)
  if (day < 0) return null
  // Ranks are -3..-1 (highest priority first): +4 makes them 1..3, and completed tasks 5..7.
  const group = (task.status === 'COMPLETED' ? 4 : 0) + priorityRank(priority) + 4
  return group * DAY_SPAN + day
}

/**
 * `compareDashboardTasks`' order, sorted as numbers below 2^52 (the day order, then the newest
 * first in the low 27 bits): 20,000 tasks take a few ms instead of 25 ms with a comparison
 * function, so the list a live event or a save changes re-sorts within a frame.
 */
export function sortDashboardTasks<T extends DashboardTask>(tasks: readonly T[]): T[] {
  const count = tasks.length
  const keys = new Float64Array(count)
  let idOrder = count < ID_SPAN
  for (let index = 0; index < count; index += 1) {
    const task = tasks[index]!
    const order = dayOrderOf(task)
    if (order === null) return [...tasks].sort(compareDashboardTasks)
    keys[index] = order * ID_SPAN
    if (index > 0 && !(task.id > tasks[index - 1]!.id)) idOrder = false
  }
  // The server lists tasks in id order: then a task's place breaks ties as its id does, and the
  // sorted keys lead back to the tasks without a map from ids (half the time at 20,000 tasks).
  const byId = idOrder ? null : tasksById(tasks)
  if (!idOrder && !byId) return [...tasks].sort(compareDashboardTasks)
  for (let index = 0; index < count; index += 1) keys[index] += ID_SPAN - 1 - (byId ? tasks[index]!.id : index)
  keys.sort()
  const sorted: T[] = new Array<T>(count)
  for (let index = 0; index < count; index += 1) {
    const tie = ID_SPAN - 1 - (keys[index]! % ID_SPAN)
    sorted[index] = byId ? byId.get(tie)! : tasks[tie]!
  }
  return sorted
}

/** The tasks by id; null when two share one, which the numeric keys could not tell apart. */
function tasksById<T extends DashboardTask>(tasks: readonly T[]): Map<number, T> | null {
  const byId = new Map<number, T>()
  for (const task of tasks) {
    if (byId.has(task.id)) return null
    byId.set(task.id, task)
  }
  return byId
}

/** Whether a task is within the project and assignee filters. */
function inScope(task: DashboardTask, scope: DashboardScope): boolean {
  if (scope.project !== undefined && task.projectId !== scope.project) return false
  if (scope.assignee === 'unassigned') return task.assigneeId === null
  if (scope.assignee !== undefined) return task.assigneeId === scope.assignee
  return true
}

/** Tasks within the project and assignee filters; the counters are computed over these. */
export function scopeTasks<T extends DashboardTask>(tasks: readonly T[], scope: DashboardScope): T[] {
  if (scope.project === undefined && scope.assignee === undefined) return tasks as T[]
  return tasks.filter((task) => inScope(task, scope))
}

/** Counts one task of `status` in its counter (not in the total). */
function countStatus(counts: DashboardCounts, status: DashboardStatus): void {
  if (status === 'completed') counts.completed += 1
  else if (status === 'in-progress') counts.inProgress += 1
  else counts.todo += 1
}

export function countTasks(tasks: readonly DashboardTask[]): DashboardCounts {
  const counts: DashboardCounts = { total: tasks.length, completed: 0, inProgress: 0, todo: 0 }
  for (const task of tasks) countStatus(counts, dashboardStatusOf(task.status))
  return counts
}

export function tasksOfTab<T extends DashboardTask>(tasks: readonly T[], tab: DashboardTab): T[] {
  if (tab === 'all') return tasks as T[]
  return tasks.filter((task) => dashboardStatusOf(task.status) === tab)
}

/**
 * The dashboard's first screen as the server answers it (`GET /staff/dashboard`, issue 13): the
 * screen's own steps (filters, order, counters, tab), then the first `size` cards. Generic so the
 * server can work on its records and make views of the cards it sends only.
 */
export function dashboardOverviewOf<T extends DashboardTask>(tasks: readonly T[], query: DashboardOverviewQuery): Omit<DashboardOverview, 'tasks'> & { tasks: T[] } {
  if (!query.sort) return firstInDashboardOrder(tasks, query)
  // Filtering keeps the order, so the server filters first and sorts fewer tasks than the screen.
  const scoped = scopeTasks(tasks, query.scope)
  const tabbed = tasksOfTab(sortTasks(scoped, query.sort), query.tab)
  return { counts: countTasks(scoped), total: tabbed.length, tasks: tabbed.slice(0, query.size) }
}

/**
 * `dashboardOverviewOf` in the default order (`compareDashboardTasks`), in one pass: the counters
 * over the filters, the tab's count, and its first `size` tasks kept in order as they come. The
 * server answers the boot's first screen this way: at 20,000 tasks, filtering, sorting them all
 * and counting in passes of their own took 13–32 ms of the first card's path (issue 13).
 */
function firstInDashboardOrder<T extends DashboardTask>(tasks: readonly T[], query: DashboardOverviewQuery): Omit<DashboardOverview, 'tasks'> & { tasks: T[] } {
  const { scope, tab, size } = query
  const counts: DashboardCounts = { total: 0, completed: 0, inProgress: 0, todo: 0 }
  const first: T[] = []
  let total = 0
  for (const task of tasks) {
    if (!inScope(task, scope)) continue
    const status = dashboardStatusOf(task.status)
    counts.total += 1
    countStatus(counts, status)
    if (tab !== 'all' && status !== tab) continue
    total += 1
    // Most tasks come after the last one kept: one comparison each.
    if (first.length === size && (size === 0 || compareDashboardTasks(task, first[size - 1]!) >= 0)) continue
    let low = 0
    let high = first.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (compareDashboardTasks(first[middle]!, task) <= 0) low = middle + 1
      else high = middle
    }
    first.splice(low, 0, task)
    if (first.length > size) first.pop()
  }
  return { counts, total, tasks: first }
}
