/** The dashboard's view of the task list (SPEC §2 "Dashboard"): scope filters, tabs, counters, order. */
import type { Task } from '@/contract/schemas'
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

export interface DashboardCounts {
  total: number
  completed: number
  inProgress: number
  todo: number
}

/** Completed last, then by priority (highest first); then the nearest due date, then the newest id. */
export function compareDashboardTasks(a: Task, b: Task): number {
  const done = Number(a.status === 'COMPLETED') - Number(b.status === 'COMPLETED')
  if (done !== 0) return done
  const priority = priorityRank(a.priority) - priorityRank(b.priority)
  if (priority !== 0) return priority
  const dueA = a.dueDate ?? '9999-12-31'
  const dueB = b.dueDate ?? '9999-12-31'
  if (dueA !== dueB) return dueA < dueB ? -1 : 1
  return b.id - a.id
}

/** One string per task that orders as `compareDashboardTasks` does, up to the id. */
function sortKeyOf(task: Task): string {
  // Ranks are -3..-1 (highest priority first): +4 makes them one digit, 1..3.
  return `${task.status === 'COMPLETED' ? 1 : 0}${priorityRank(task.priority) + 4}${task.dueDate ?? '9999-12-31'}`
}

/**
 * `compareDashboardTasks`' order, with each task's key built once: 20,000 tasks sort in a few
 * milliseconds rather than ~60 (the comparison runs ~300,000 times).
 */
export function sortDashboardTasks(tasks: readonly Task[]): Task[] {
  const keys = tasks.map(sortKeyOf)
  const order = tasks.map((_, index) => index)
  order.sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : tasks[b]!.id - tasks[a]!.id))
  return order.map((index) => tasks[index]!)
}

/** Tasks within the project and assignee filters; the counters are computed over these. */
export function scopeTasks(tasks: readonly Task[], scope: DashboardScope): Task[] {
  if (scope.project === undefined && scope.assignee === undefined) return tasks as Task[]
  return tasks.filter((task) => {
    if (scope.project !== undefined && task.projectId !== scope.project) return false
    if (scope.assignee === 'unassigned') return task.assigneeId === null
    if (scope.assignee !== undefined) return task.assigneeId === scope.assignee
    return true
  })
}

export function countTasks(tasks: readonly Task[]): DashboardCounts {
  const counts: DashboardCounts = { total: tasks.length, completed: 0, inProgress: 0, todo: 0 }
  for (const task of tasks) {
    const status: DashboardStatus = dashboardStatusOf(task.status)
    if (status === 'completed') counts.completed += 1
    else if (status === 'in-progress') counts.inProgress += 1
    else counts.todo += 1
  }
  return counts
}

export function tasksOfTab(tasks: readonly Task[], tab: DashboardTab): Task[] {
  if (tab === 'all') return tasks as Task[]
  return tasks.filter((task) => dashboardStatusOf(task.status) === tab)
}
