import { describe, expect, it } from 'vitest'
import { DASHBOARD_QUERY } from '@/contract/dashboard'
import type { Task, User } from '@/contract/schemas'
import { taskFixture } from '@/test/task-fixture'
import { SORT_DIRECTIONS } from '@/lib/sort-order'
import { TASK_SORT_FIELDS } from '@/domains/tasks/utils/task-sort'
import { DASHBOARD_PAGE_SIZE, type DashboardOverviewQuery, dashboardOverviewOfSearch, dashboardOverviewPath } from './dashboard-overview'
import { countTasks, DASHBOARD_TABS, dashboardOverviewOf, scopeTasks, sortDashboardTasks, tasksOfTab } from './dashboard-tasks'

const task = (id: number, change: Partial<Task> = {}): Task => taskFixture(id, { project: { id: 1, name: 'One' }, createdAt: '2026-11-01T00:00:00.000Z', ...change })

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

  it('asks only for what differs from the defaults', () => {
    expect(dashboardOverviewPath({ scope: {}, tab: 'all', sort: null, size: 12 })).toBe('/staff/dashboard?size=12')
    const full: DashboardOverviewQuery = { scope: { project: 4, assignee: 'unassigned' }, tab: 'in-progress', sort: { field: 'title', direction: 'desc' }, size: 24 }
    expect(dashboardOverviewPath(full)).toBe('/staff/dashboard?project=4&assignee=unassigned&tab=in-progress&sort=title&dir=desc&size=24')
  })

  it('asks for what the URL shows: the user’s own tasks by default for staff, the order in its first direction', () => {
    const staff: User = { id: 3, firstName: 'S', lastName: 'R', username: 's', referralCode: null, referredBy: null, roles: [{ id: 3, name: 'ROLE_STAFF' }] }
    const manager: User = { ...staff, id: 2, roles: [{ id: 2, name: 'ROLE_MANAGER' }] }
    expect(dashboardOverviewOfSearch({}, staff)).toEqual({ scope: { project: undefined, assignee: 3 }, tab: 'all', sort: null, size: DASHBOARD_PAGE_SIZE })
    expect(dashboardOverviewOfSearch({ assignee: 'all', tab: 'todo', sort: 'due' }, staff).scope.assignee).toBeUndefined()
    expect(dashboardOverviewOfSearch({ project: 5, sort: 'due' }, manager)).toEqual({ scope: { project: 5, assignee: undefined }, tab: 'all', sort: { field: 'due', direction: 'asc' }, size: DASHBOARD_PAGE_SIZE })
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

  it('answers in one pass what filtering, sorting all and counting answer, for every filter, tab and size', () => {
    const statuses = ['TODO', 'IN_PROGRESS', 'IN_REVIEW', 'COMPLETED'] as const
    // A fixed pseudo-random mix: ties on priority and due day, tasks without a due date, ids out of order.
    let seed = 7
    const next = (span: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % span
    const many = Array.from({ length: 400 }, (_, index) =>
      task(((index * 37) % 400) + 1, {
        priority: (next(3) + 1) as 1 | 2 | 3,
        status: statuses[next(4)],
        dueDate: next(5) === 0 ? null : `2026-12-${String(next(9) + 10)}`,
        projectId: next(3) + 1,
        assigneeId: next(4) === 0 ? null : next(3) + 7,
      }),
    )
    for (const scope of [{}, { project: 2 }, { assignee: 8 }, { assignee: 'unassigned' as const }, { project: 1, assignee: 7 }]) {
      for (const { value: tab } of DASHBOARD_TABS) {
        for (const size of [1, 12, 400]) {
          const scoped = scopeTasks(many, scope)
          const tabbed = tasksOfTab(sortDashboardTasks(scoped), tab)
          expect(dashboardOverviewOf(many, { scope, tab, sort: null, size })).toEqual({ counts: countTasks(scoped), total: tabbed.length, tasks: tabbed.slice(0, size) })
        }
      }
    }
  })
})
