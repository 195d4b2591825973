import { createFileRoute } from '@tanstack/react-router'
import { type DashboardSearch, DashboardPage } from '@/screens/dashboard/components/dashboard-page'
import { hasAccess } from '@/lib/permissions'
import { projectQueries } from '@/domains/projects/api/project-queries'
import { taskQueries } from '@/domains/tasks/api/task-queries'
import { userQueries } from '@/domains/users/api/user-queries'
import { oneOf, positiveInt } from '@/lib/search-params'

export const Route = createFileRoute('/_app/dashboard')({
  validateSearch: (search: Record<string, unknown>): DashboardSearch => ({
    project: positiveInt(search.project),
    assignee: search.assignee === 'unassigned' ? 'unassigned' : positiveInt(search.assignee),
    tab: oneOf(search.tab, ['todo', 'in-progress', 'completed'] as const),
  }),
  loader: ({ context }) => {
    // Projects, users and tasks load in parallel (SPEC §7); the screen shows its own states.
    if (!hasAccess(context.session.getSnapshot().user, 'staff')) return
    void context.queryClient.prefetchQuery(projectQueries.list())
    void context.queryClient.prefetchQuery(userQueries.list())
    void context.queryClient.prefetchQuery(taskQueries.list())
  },
  component: DashboardRoute,
})

function DashboardRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <DashboardPage search={search} onSearchChange={(next) => void navigate({ search: next })} />
}
