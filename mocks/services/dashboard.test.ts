import { describe, expect, it } from 'vitest'
import { PAGING } from '@/contract/paging'
import { type DashboardOverviewQuery, dashboardOverviewPath } from '@/screens/dashboard/utils/dashboard-overview'
import { parseDashboardOverviewQuery } from './dashboard'

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
