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

export function sortDashboardTasks(tasks: readonly Task[]): Task[] {
  return [...tasks].sort(compareDashboardTasks)
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
