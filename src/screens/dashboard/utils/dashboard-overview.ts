/**
 * The dashboard's first screen, worked out by the server (ours, issue 13: `GET /staff/dashboard`):
 * the counters over the filters and the first cards of the tab in the list's order, so the
 * dashboard paints its cards without waiting for every task. The client builds the call and the
 * in-browser server answers it with the same functions the screen sorts and counts with, so the
 * first cards are the ones the whole list then shows.
 */
import { apiPaths } from '@/contract/paths'
import { DASHBOARD_QUERY } from '@/contract/dashboard'
import { PAGING } from '@/contract/paging'
import type { DashboardOverview, Task } from '@/contract/schemas'
import { type TaskSort, sortTasks } from '@/domains/tasks/utils/task-sort'
import { countTasks, type DashboardScope, type DashboardTab, scopeTasks, sortDashboardTasks, tasksOfTab } from './dashboard-tasks'

export interface DashboardOverviewQuery {
  scope: DashboardScope
  tab: DashboardTab
  /** The order the user chose; SPEC's (completed last, then priority) when null. */
  sort: TaskSort | null
  /** How many cards. */
  size: number
}

/** The call's path: only what differs from the defaults (every project and assignee, All, SPEC's order). */
export function dashboardOverviewPath(query: DashboardOverviewQuery): string {
  const params: Record<string, string | number> = {}
  if (query.scope.project !== undefined) params.project = query.scope.project
  if (query.scope.assignee !== undefined) params.assignee = query.scope.assignee
  if (query.tab !== 'all') params.tab = query.tab
  if (query.sort) {
    params.sort = query.sort.field
    params.dir = query.sort.direction
  }
  params.size = query.size
  return apiPaths.dashboard(params)
}

/** Reads the call back (the server's side); a message naming what is wrong when it cannot. */
export function parseDashboardOverviewQuery(url: URL): DashboardOverviewQuery | { error: string } {
  const text = (name: string) => url.searchParams.get(name)
  const positive = (value: string) => (/^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null)

  const projectText = text('project')
  const project = projectText === null ? undefined : positive(projectText)
  if (project === null) return { error: 'Invalid project' }

  const assigneeText = text('assignee')
  const assignee = assigneeText === null ? undefined : assigneeText === 'unassigned' ? 'unassigned' : positive(assigneeText)
  if (assignee === null) return { error: 'Invalid assignee' }

  const tabText = text('tab')
  const tab = tabText === null ? 'all' : DASHBOARD_QUERY.tabs.find((value) => value === tabText)
  if (tab === undefined) return { error: 'Invalid tab' }

  const fieldText = text('sort')
  const directionText = text('dir')
  const field = fieldText === null ? undefined : DASHBOARD_QUERY.sortFields.find((value) => value === fieldText)
  const direction = directionText === null ? undefined : DASHBOARD_QUERY.directions.find((value) => value === directionText)
  if (field === undefined && fieldText !== null) return { error: 'Invalid sort' }
  if (direction === undefined && directionText !== null) return { error: 'Invalid dir' }
  if ((field === undefined) !== (direction === undefined)) return { error: 'sort and dir go together' }

  const sizeText = text('size')
  const size = sizeText === null ? PAGING.defaultSize : positive(sizeText)
  if (size === null || size > PAGING.maxSize) return { error: 'Invalid size' }

  return { scope: { project, assignee }, tab, sort: field && direction ? { field, direction } : null, size }
}

/** The answer: the screen's own steps (filters, order, counters, tab), then the first `size` cards. */
export function dashboardOverviewOf(tasks: readonly Task[], query: DashboardOverviewQuery): DashboardOverview {
  // Filtering keeps the order, so the server filters first and sorts fewer tasks than the screen.
  const scoped = scopeTasks(tasks, query.scope)
  const sorted = query.sort ? sortTasks(scoped, query.sort) : sortDashboardTasks(scoped)
  const tabbed = tasksOfTab(sorted, query.tab)
  return { counts: countTasks(scoped), total: tabbed.length, tasks: tabbed.slice(0, query.size) }
}
