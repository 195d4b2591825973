/**
 * The dashboard's first screen (ours, issue 13: `GET /staff/dashboard`): the call read back, and
 * the answer worked out with the screen's own steps (`dashboardOverviewOf`) over the caller's tasks.
 */
import { DASHBOARD_QUERY } from '@/contract/dashboard'
import { PAGING } from '@/contract/paging'
import type { DashboardOverview, Task, TaskPriority } from '@/contract/schemas'
import type { DashboardOverviewQuery } from '@/screens/dashboard/utils/dashboard-overview'
import { dashboardOverviewOf } from '@/screens/dashboard/utils/dashboard-tasks'
import type { Caller } from '../auth'
import { readableTasks } from '../access'
import { type DbRecord, db } from '../db'
import { badRequest } from '../errors'
import { type TaskLookups, taskLookups, taskView } from '../views'

/** Reads the call back; a message naming what is wrong when it cannot. */
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

type StandIn = DbRecord<'tasks'> & { priority: TaskPriority }

/**
 * Whether a record reads as its view does in every field the dashboard's steps read: a priority the
 * view keeps, and an assignee the view names (a view shows a removed user's task as unassigned).
 */
function standsInForView(record: DbRecord<'tasks'>, lookups: TaskLookups): record is StandIn {
  const { priority, assigneeId } = record
  return (priority === 1 || priority === 2 || priority === 3) && (assigneeId === null || lookups.users.has(assigneeId))
}

/**
 * The caller's dashboard, as the call asks for it; 400 for a call it cannot read. The steps run on
 * the records themselves (a view only for one that does not read as its view would), and views
 * are made of the cards sent: a view of each of 20,000 tasks was most of the answer's time, and
 * its garbage a collection during the boot's first card (issue 13).
 */
export function dashboardOverview(caller: Caller, url: URL): DashboardOverview {
  const query = parseDashboardOverviewQuery(url)
  if ('error' in query) throw badRequest(query.error)
  const lookups = taskLookups()
  const tasks: (StandIn | Task)[] = readableTasks(caller, db.tasks.all(), lookups.projects).map((record) =>
    standsInForView(record, lookups) ? record : taskView(record, lookups),
  )
  const overview = dashboardOverviewOf(tasks, query)
  return { ...overview, tasks: overview.tasks.map((task) => ('assignee' in task ? task : taskView(task, lookups))) }
}
