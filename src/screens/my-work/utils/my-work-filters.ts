import { richTextToPlainText } from '@/components/rich-text/delta'
import type { Project, Task, User } from '@/contract/schemas'
import { fullNameOf } from '@/lib/names'
import { matchesPriorityFilter, type PriorityFilter, priorityRank } from '@/domains/tasks/utils/priority'
import { type DashboardStatus, dashboardStatusOf, TASK_STATUS_LABELS } from '@/domains/tasks/utils/task-meta'
import type { TaskSortField } from '@/domains/tasks/utils/task-sort'
import type { SortDirection } from '@/lib/sort-order'

function words(query: string | undefined): string[] {
  return (query ?? '').toLowerCase().split(/\s+/).filter(Boolean)
}

function matchesAll(text: string, needles: readonly string[]): boolean {
  const haystack = text.toLowerCase()
  return needles.every((word) => haystack.includes(word))
}

export interface StaffProject {
  project: Project
  /** The members to show: all of them, or those the search found. */
  members: User[]
}

/**
 * SPEC §2 Project Staff Assignments: search by project name, member name or username. A project
 * whose name matches shows its whole team; otherwise it shows only the members who match.
 */
export function filterProjectStaff(projects: readonly Project[], query: string | undefined): StaffProject[] {
  const needles = words(query)
  if (needles.length === 0) return projects.map((project) => ({ project, members: [...project.members] }))
  const result: StaffProject[] = []
  for (const project of projects) {
    if (matchesAll(project.name, needles)) {
      result.push({ project, members: [...project.members] })
      continue
    }
    const members = project.members.filter((member) => matchesAll(`${fullNameOf(member)} ${member.username} @${member.username}`, needles))
    if (members.length > 0) result.push({ project, members })
  }
  return result
}

/** The status filter of SPEC §2 Project Tasks. */
export const STATUS_FILTERS = ['all', 'todo', 'in-progress', 'completed'] as const
export type StatusFilter = (typeof STATUS_FILTERS)[number]

export interface ProjectTaskFilters {
  project?: number
  status?: StatusFilter
  priority?: PriorityFilter
  q?: string
  /** An order the user chose within each project (issue 20); open first, by priority when absent. */
  sort?: TaskSortField
  dir?: SortDirection
}

/** Each task's searchable text, lower-cased once per task object (a keystroke reads them all). */
const searchTexts = new WeakMap<Task, string>()

function searchText(task: Task): string {
  const known = searchTexts.get(task)
  if (known !== undefined) return known
  const assignee = task.assignee ? fullNameOf(task.assignee) : 'Unassigned'
  const text = [task.title, richTextToPlainText(task.description), TASK_STATUS_LABELS[task.status], assignee, task.project.name].join('\n').toLowerCase()
  searchTexts.set(task, text)
  return text
}

/**
 * The project-tasks filters as one predicate, its search words split once (a filter pass reads
 * every task, 5,000 at scale: issue 13). IN_REVIEW counts as in-progress (it has no
 * filter of its own), as on the dashboard; priorities go through the one priority module.
 */
export function taskFilterOf(filters: ProjectTaskFilters): (task: Task) => boolean {
  const status = filters.status ?? 'all'
  const priority = filters.priority ?? 'all'
  const needles = words(filters.q)
  return (task) => {
    if (filters.project !== undefined && task.projectId !== filters.project) return false
    if (status !== 'all' && dashboardStatusOf(task.status) !== (status satisfies DashboardStatus)) return false
    if (!matchesPriorityFilter(task, priority)) return false
    return needles.length === 0 || needles.every((word) => searchText(task).includes(word))
  }
}

/** Project tasks' own order: open first, then by priority, then due day (none last), then id. */
export function compareProjectTasks(a: Task, b: Task): number {
  const done = Number(a.status === 'COMPLETED') - Number(b.status === 'COMPLETED')
  if (done !== 0) return done
  const priority = priorityRank(a.priority) - priorityRank(b.priority)
  if (priority !== 0) return priority
  // ISO days by code unit: localeCompare consults the locale's collation on every comparison.
  const dueA = a.dueDate ?? '9999-12-31'
  const dueB = b.dueDate ?? '9999-12-31'
  return dueA < dueB ? -1 : dueA > dueB ? 1 : a.id - b.id
}

/** "1 task found", "12 tasks found". */
export function tasksFoundLabel(count: number): string {
  return `${count} ${count === 1 ? 'task' : 'tasks'} found`
}
