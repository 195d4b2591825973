/**
 * Task priority: one stored value, read three ways (SPEC §3). The server keeps 1 Low, 2 Medium,
 * 3 High; every screen maps that one number here, so no two screens disagree about a task.
 * The mapping is recorded in docs/decisions.md.
 */
import type { Task, TaskPriority } from '@/contract/schemas'

export const PRIORITY_VALUES: readonly TaskPriority[] = [1, 2, 3]

/** The server reading (tasks page, task detail, project detail): Low / Medium / High. */
export const SERVER_PRIORITIES: Record<TaskPriority, { label: 'Low' | 'Medium' | 'High'; color: string }> = {
  1: { label: 'Low', color: 'green' },
  2: { label: 'Medium', color: 'yellow' },
  3: { label: 'High', color: 'red' },
}

export function priorityLabel(priority: TaskPriority): 'Low' | 'Medium' | 'High' {
  return SERVER_PRIORITIES[priority].label
}

export function priorityColor(priority: TaskPriority): string {
  return SERVER_PRIORITIES[priority].color
}

/** The five-level list of the dashboard view (SPEC §3): id, value and colour. */
export interface DashboardPriority {
  id: 1 | 2 | 3 | 4 | 5
  value: 'High' | 'Medium High' | 'Medium' | 'Medium Low' | 'Low'
  color: string
}

export const DASHBOARD_PRIORITIES: readonly DashboardPriority[] = [
  { id: 1, value: 'High', color: 'red' },
  { id: 2, value: 'Medium High', color: 'orange' },
  { id: 3, value: 'Medium', color: 'yellow' },
  { id: 4, value: 'Medium Low', color: 'lime' },
  { id: 5, value: 'Low', color: 'green' },
]

/** "Default priority is the third entry of the priority list" (SPEC §3): Medium, stored as 2. */
export const DEFAULT_DASHBOARD_PRIORITY = DASHBOARD_PRIORITIES[2]
export const DEFAULT_PRIORITY: TaskPriority = 2

const TO_DASHBOARD: Record<TaskPriority, DashboardPriority['id']> = { 3: 1, 2: 3, 1: 5 }

/**
 * The dashboard's five-level entry for a stored priority: 3 → 1 High, 2 → 3 Medium, 1 → 5 Low.
 * The in-between levels (Medium High, Medium Low) have no stored value, so the dashboard never
 * offers them for editing: picking one could not be saved and read back the same.
 */
export function dashboardPriorityOf(priority: TaskPriority): DashboardPriority {
  const id = TO_DASHBOARD[priority]
  return DASHBOARD_PRIORITIES.find((entry) => entry.id === id) ?? DEFAULT_DASHBOARD_PRIORITY
}

/** The dashboard levels that round-trip through the server, highest first. */
export const DASHBOARD_EDITABLE_PRIORITIES: readonly { value: TaskPriority; level: DashboardPriority }[] = [3, 2, 1].map((value) => ({
  value: value as TaskPriority,
  level: dashboardPriorityOf(value as TaskPriority),
}))

/** The project-tasks filter (SPEC §2): all, low, medium, high, urgent. */
export const PRIORITY_FILTERS = ['all', 'low', 'medium', 'high', 'urgent'] as const
export type PriorityFilter = (typeof PRIORITY_FILTERS)[number]

/**
 * Whether a task passes the project-tasks priority filter. low/medium/high are the stored values
 * 1/2/3. There is no stored "urgent", so urgent means a High task that is overdue or due today
 * and not completed: the High tasks that need attention now.
 */
export function matchesPriorityFilter(task: Pick<Task, 'priority' | 'status' | 'dueDate'>, filter: PriorityFilter, today?: string): boolean {
  switch (filter) {
    case 'all':
      return true
    case 'low':
      return task.priority === 1
    case 'medium':
      return task.priority === 2
    case 'high':
      return task.priority === 3
    case 'urgent':
      // Today is read only here: a filter pass over thousands of tasks asked the clock for each.
      return task.priority === 3 && task.status !== 'COMPLETED' && task.dueDate !== null && task.dueDate <= (today ?? todayIso())
  }
}

/** Sort key, highest priority first (dashboard order: completed last, then by priority). */
export function priorityRank(priority: TaskPriority): number {
  return -priority
}

/** Reads an untrusted number (form value, URL) as a stored priority. */
export function toTaskPriority(value: unknown): TaskPriority | null {
  const number = typeof value === 'string' ? Number(value) : value
  return number === 1 || number === 2 || number === 3 ? number : null
}

function todayIso(): string {
  const now = new Date()
  const month = String(now.getMonth() + 1).padStart(2, '0')
  const day = String(now.getDate()).padStart(2, '0')
  return `${now.getFullYear()}-${month}-${day}`
}
