import { describe, expect, it } from 'vitest'
import { PAGING } from '@/contract/paging'
import { type DashboardOverviewQuery, dashboardOverviewPath } from '@/screens/dashboard/utils/dashboard-overview'
import { dashboardOverviewOf } from '@/screens/dashboard/utils/dashboard-tasks'
import { readableTasks } from '../access'
import type { Caller } from '../auth'
import { db, findById, nextId } from '../db'
import { DEMO_IDS } from '../seed'
import { taskLookups, taskView } from '../views'
import { dashboardOverview, parseDashboardOverviewQuery } from './dashboard'

const at = (path: string) => new URL(`http://localhost/api${path}`)

describe('GET /staff/dashboard read back (issue 13)', () => {
  it('reads the call as the client asked it', () => {
    const full: DashboardOverviewQuery = { scope: { project: 4, assignee: 'unassigned' }, tab: 'in-progress', sort: { field: 'title', direction: 'desc' }, size: 24 }
    expect(parseDashboardOverviewQuery(at(dashboardOverviewPath(full)))).toEqual(full)
    expect(parseDashboardOverviewQuery(at('/staff/dashboard?assignee=9'))).toEqual({ scope: { project: undefined, assignee: 9 }, tab: 'all', sort: null, size: PAGING.defaultSize })
  })

  it.each([
    ['project=0', 'Invalid project'],
    ['project=x', 'Invalid project'],
    ['assignee=me', 'Invalid assignee'],
    ['tab=all', 'Invalid tab'],
    ['tab=done', 'Invalid tab'],
    ['sort=title', 'sort and dir go together'],
    ['dir=asc', 'sort and dir go together'],
    ['sort=name&dir=asc', 'Invalid sort'],
    ['sort=title&dir=up', 'Invalid dir'],
    ['size=0', 'Invalid size'],
    [`size=${PAGING.maxSize + 1}`, 'Invalid size'],
  ])('refuses %s', (search, error) => {
    expect(parseDashboardOverviewQuery(at(`/staff/dashboard?${search}`))).toEqual({ error })
  })
})

describe('GET /staff/dashboard answered from the records (issue 13)', () => {
  /** The answer as it was made before: a view of every task the caller may read, then the steps. */
  function fromViews(caller: Caller, path: string) {
    const query = parseDashboardOverviewQuery(at(path))
    if ('error' in query) throw new Error(query.error)
    const lookups = taskLookups()
    return dashboardOverviewOf(readableTasks(caller, db.tasks.all(), lookups.projects).map((task) => taskView(task, lookups)), query)
  }

  it.each([
    ['/staff/dashboard?size=12'],
    ['/staff/dashboard?size=50&sort=priority&dir=desc'],
    ['/staff/dashboard?size=50&sort=due&dir=asc'],
    ['/staff/dashboard?size=50&assignee=unassigned'],
    ['/staff/dashboard?size=50&tab=todo'],
  ])('answers %s as the views would, for records that do not read as their views', async (path) => {
    const template = db.tasks.all()[0]!
    // Out of range priorities read as Medium; a removed assignee reads as nobody.
    for (const [offset, changes] of [
      [1, { priority: 9, dueDate: '2020-01-01' }],
      [2, { priority: 0 }],
      [3, { assigneeId: 999_999 }],
    ] as const) {
      await db.tasks.create({ ...template, ...changes, id: nextId('tasks') + offset, title: `Odd task ${offset}`, status: 'TODO' })
    }
    for (const who of [DEMO_IDS.manager, DEMO_IDS.staff]) {
      const caller = findById('users', who)!
      const answer = dashboardOverview(caller, at(path))
      expect(answer).toEqual(fromViews(caller, path))
      expect(answer.tasks.every((task) => 'assignee' in task && 'project' in task)).toBe(true)
    }
  })
})
