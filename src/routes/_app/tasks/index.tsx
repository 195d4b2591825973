import { createFileRoute } from '@tanstack/react-router'
import { type TasksSearch, TasksPage } from '@/screens/tasks/components/tasks-page'
import { projectQueries } from '@/domains/projects/api/project-queries'
import { taskQueries } from '@/domains/tasks/api/task-queries'
import { requireRouteAccess } from '@/lib/route-access'
import { positiveInt, text } from '@/lib/search-params'

export const Route = createFileRoute('/_app/tasks/')({
  validateSearch: (search: Record<string, unknown>): TasksSearch => ({
    project: positiveInt(search.project),
    q: text(search.q),
  }),
  beforeLoad: ({ context }) => requireRouteAccess(context.session, 'manager'),
  loader: ({ context }) => {
    // Warm the cache; the screen shows its own loading and error states.
    void context.queryClient.prefetchQuery(taskQueries.list())
    void context.queryClient.prefetchQuery(projectQueries.list())
  },
  component: TasksRoute,
})

function TasksRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <TasksPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
