import { createFileRoute } from '@tanstack/react-router'
import { DASHBOARD_QUERY } from '@/contract/dashboard'
import * as z from 'zod/mini'
import { useCallback } from 'react'
import { DashboardPage } from '@/screens/dashboard/components/dashboard-page'
import { dashboardOverviewQuery } from '@/screens/dashboard/api/dashboard-queries'
import { dashboardOverviewOfSearch, type DashboardSearch } from '@/screens/dashboard/utils/dashboard-overview'
import { hasAccess } from '@/lib/permissions'
import { projectQueries } from '@/domains/projects/api/project-queries'
import { taskQueries } from '@/domains/tasks/api/task-queries'
import { userQueries } from '@/domains/users/api/user-queries'
import { idParam, oneOfParam } from '@/lib/search-params'
import { routeHead } from '@/lib/page-title'
import { SORT_DIRECTIONS } from '@/lib/sort-order'
import { TASK_SORT_FIELDS } from '@/domains/tasks/utils/task-sort'

const searchSchema = z.object({
  project: idParam,
  assignee: z.union([z.literal('unassigned'), z.literal('all'), idParam]),
  tab: oneOfParam(DASHBOARD_QUERY.tabs),
  sort: oneOfParam(TASK_SORT_FIELDS),
  dir: oneOfParam(SORT_DIRECTIONS),
})

export const Route = createFileRoute('/_app/dashboard')({
  head: routeHead('/dashboard'),
  staticData: { access: 'all', menu: { label: 'Dashboard', order: 1 } },
  validateSearch: searchSchema,
  loader: ({ context, location }) => {
    // Projects, users and tasks load in parallel (SPEC §7); the screen shows its own states.
    const { user } = context.session.getSnapshot()
    if (!user || !hasAccess(user, 'staff')) return
    // Asked for first, so the server answers it before it starts on the whole list (issue 13).
    if (context.queryClient.getQueryData(taskQueries.list().queryKey) === undefined) {
      void context.queryClient.prefetchQuery(dashboardOverviewQuery(dashboardOverviewOfSearch(z.parse(searchSchema, location.search), user)))
    }
    void context.queryClient.prefetchQuery(projectQueries.list())
    void context.queryClient.prefetchQuery(userQueries.list())
    void context.queryClient.prefetchQuery(taskQueries.list())
  },
  component: DashboardRoute,
})

function DashboardRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  // Stable, so the dashboard's memoised filters and tabs do not re-render when the URL changes.
  const onSearchChange = useCallback((next: DashboardSearch) => void navigate({ search: next }), [navigate])
  return <DashboardPage search={search} onSearchChange={onSearchChange} />
}
