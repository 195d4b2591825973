import { queryOptions } from '@tanstack/react-query'
import { dashboardOverviewSchema } from '@/contract/schemas'
import { apiRequest } from '@/lib/api-client'
import { queryRoots } from '@/lib/query-keys'
import { type DashboardOverviewQuery, dashboardOverviewPath } from '../utils/dashboard-overview'

/**
 * The dashboard's first screen from the server (ours, issue 13), shown only until the whole task
 * list arrives. A server without the call answers an error, which is not the user's concern: the
 * dashboard then waits for the whole list, as before. Kept apart from the tasks' keys, where every
 * cache holds tasks: task writes and live events keep the whole list current, which replaces this.
 */
export function dashboardOverviewQuery(query: DashboardOverviewQuery) {
  const path = dashboardOverviewPath(query)
  return queryOptions({
    queryKey: [...queryRoots.dashboard, path] as const,
    queryFn: ({ signal }) => apiRequest(path, { schema: dashboardOverviewSchema, signal }),
    // Asked for only while the whole list is missing, and then it should be now's.
    staleTime: 0,
  })
}
