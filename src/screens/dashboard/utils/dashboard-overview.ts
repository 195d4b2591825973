/**
 * The dashboard's first screen, worked out by the server (ours, issue 13: `GET /staff/dashboard`):
 * the counters over the filters and the first cards of the tab in the list's order, so the
 * dashboard paints its cards without waiting for every task. Here: what the dashboard's URL asks
 * for, and the call for it. The in-browser server answers with `dashboardOverviewOf`
 * (dashboard-tasks.ts), the screen's own steps, so the first cards are the ones the whole list
 * then shows; it reads the call back in mocks/services/dashboard.ts.
 */
import { apiPaths } from '@/contract/paths'
import type { User } from '@/contract/schemas'
import { hasAccess, isManager } from '@/lib/permissions'
import type { SortDirection } from '@/lib/sort-order'
import { TASK_SORT_FIRST_DIRECTION, type TaskSort, type TaskSortField } from '@/domains/tasks/utils/task-sort'
import type { DashboardScope, DashboardTab } from './dashboard-tasks'

/** Cards per page; more come on scrolling (ShowMore), so a tab or filter change renders few. */
export const DASHBOARD_PAGE_SIZE = 12

/** The dashboard's URL search (routes/_app/dashboard.tsx validates it). */
export interface DashboardSearch extends Omit<DashboardScope, 'assignee'> {
  /**
   * Whose tasks: someone's, unassigned ones, or everyone's ('all'). Absent: the user's default,
   * their own for staff-only users and everyone's for managers and admins (issue 20).
   */
  assignee?: DashboardScope['assignee'] | 'all'
  tab?: Exclude<DashboardTab, 'all'>
  /** An order the user chose (issue 20); SPEC's (completed last, then priority) when absent. */
  sort?: TaskSortField
  dir?: SortDirection
}

/** Staff-only users start on their own tasks ("My tasks", issue 20); managers and admins on everyone's. */
export function ownTasksByDefault(user: User): number | undefined {
  return hasAccess(user, 'staff') && !isManager(user) ? user.id : undefined
}

/** Whose tasks the search shows: 'all' in the URL is everyone's, nothing the user's default. */
export function assigneeOfSearch(assignee: DashboardSearch['assignee'], ownByDefault: number | undefined): DashboardScope['assignee'] {
  return assignee === 'all' ? undefined : (assignee ?? ownByDefault)
}

/** The order the search names, starting in its field's first direction; null for SPEC's. */
export function sortOfSearch(field: TaskSortField | undefined, direction: SortDirection | undefined): TaskSort | null {
  return field ? { field, direction: direction ?? TASK_SORT_FIRST_DIRECTION[field] } : null
}

/** The first screen a freshly opened dashboard asks for (its route's loader: before the whole list). */
export function dashboardOverviewOfSearch(search: DashboardSearch, user: User): DashboardOverviewQuery {
  return {
    scope: { project: search.project, assignee: assigneeOfSearch(search.assignee, ownTasksByDefault(user)) },
    tab: search.tab ?? 'all',
    sort: sortOfSearch(search.sort, search.dir),
    size: DASHBOARD_PAGE_SIZE,
  }
}

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
