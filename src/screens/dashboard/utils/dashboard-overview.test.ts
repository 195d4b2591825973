import { describe, expect, it } from 'vitest'
import { DASHBOARD_QUERY } from '@/contract/dashboard'
import { PAGING } from '@/contract/paging'
import type { Task } from '@/contract/schemas'
import { SORT_DIRECTIONS } from '@/lib/sort-order'
import { TASK_SORT_FIELDS } from '@/domains/tasks/utils/task-sort'
import { type DashboardOverviewQuery, dashboardOverviewOf, dashboardOverviewPath, parseDashboardOverviewQuery } from './dashboard-overview'
import { countTasks, DASHBOARD_TABS, scopeTasks, sortDashboardTasks, tasksOfTab } from './dashboard-tasks'

const at = (path: string) => new URL(`http://localhost/api${path}`)

function task(id: number, change: Partial<Task> = {}): Task {
  return {
    id,
    title: `Task ${id}`,
    description: null,
    priority: 2,
    status: 'TODO',
    startDate: null,
    dueDate: null,
    assigneeId: null,
    projectId: 1,
    assignee: null,
    project: { id: 1, name: 'One' },
    completedAt: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...change,
  }
}

const TASKS: Task[] = [
  task(1, { priority: 1, status: 'COMPLETED', assigneeId: 7 }),
  task(2, { priority: 3, dueDate: '2026-12-01', assigneeId: 7 }),
  task(3, { priority: 3, dueDate: '2026-11-30', status: 'IN_REVIEW', projectId: 2 }),
  task(4, { priority: 2, status: 'IN_PROGRESS', assigneeId: 8 }),
  task(5, { priority: 1, title: 'Alpha', projectId: 2, assigneeId: 7 }),
  task(6, { priority: 3, status: 'COMPLETED', projectId: 2 }),
]

describe('the dashboard’s first screen (GET /staff/dashboard, issue 13)', () => {
  it('takes the values the screen names its tabs and orders by', () => {
    expect([...DASHBOARD_QUERY.tabs]).toEqual(DASHBOARD_TABS.map((tab) => tab.value).filter((tab) => tab !== 'all'))
    expect([...DASHBOARD_QUERY.sortFields]).toEqual([...TASK_SORT_FIELDS])
    expect([...DASHBOARD_QUERY.directions]).toEqual([...SORT_DIRECTIONS])
  })

  it('asks only for what differs from the defaults, and reads the call back as it was asked', () => {
    const plain: DashboardOverviewQuery = { scope: {}, tab: 'all', sort: null, size: 12 }
    expect(dashboardOverviewPath(plain)).toBe('/staff/dashboard?size=12')
    const full: DashboardOverviewQuery = { scope: { project: 4, assignee: 'unassigned' }, tab: 'in-progress', sort: { field: 'title', direction: 'desc' }, size: 24 }
    const path = dashboardOverviewPath(full)
    expect(path).toBe('/staff/dashboard?project=4&assignee=unassigned&tab=in-progress&sort=title&dir=desc&size=24')
    expect(parseDashboardOverviewQuery(at(path))).toEqual(full)
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

  it('answers what the screen shows: counters over the filters, the tab’s count, its first tasks in order', () => {
    const query: DashboardOverviewQuery = { scope: { assignee: 7 }, tab: 'todo', sort: null, size: 1 }
    const scoped = scopeTasks(sortDashboardTasks(TASKS), query.scope)
    expect(dashboardOverviewOf(TASKS, query)).toEqual({ counts: countTasks(scoped), total: 2, tasks: [TASKS[1]] })
    expect(countTasks(scoped)).toEqual({ total: 3, completed: 1, inProgress: 0, todo: 2 })
  })

  it('lists in the order asked for, and in SPEC’s without one: completed last, then priority', () => {
    const all: DashboardOverviewQuery = { scope: {}, tab: 'all', sort: null, size: 50 }
    expect(dashboardOverviewOf(TASKS, all).tasks.map((entry) => entry.id)).toEqual(sortDashboardTasks(TASKS).map((entry) => entry.id))
    expect(dashboardOverviewOf(TASKS, all).tasks.map((entry) => entry.id)).toEqual([3, 2, 4, 5, 6, 1])
    const byTitle = dashboardOverviewOf(TASKS, { ...all, scope: { project: 2 }, sort: { field: 'title', direction: 'asc' } })
    expect(byTitle.tasks.map((entry) => entry.title)).toEqual(['Alpha', 'Task 3', 'Task 6'])
    expect(tasksOfTab(byTitle.tasks, 'in-progress').map((entry) => entry.id)).toEqual([3])
  })
})
