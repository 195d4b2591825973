import { createFileRoute } from '@tanstack/react-router'
import { type ProjectTasksSearch, ProjectTasksPage } from '@/screens/my-work/components/project-tasks-page'
import { STATUS_FILTERS } from '@/screens/my-work/utils/my-work-filters'
import { PRIORITY_FILTERS } from '@/domains/tasks/utils/priority'
import { requireRouteAccess } from '@/lib/route-access'
import { oneOf, positiveInt, text } from '@/lib/search-params'

export const Route = createFileRoute('/_app/project-tasks')({
  // 'all' is the default, so it never appears in the URL.
  validateSearch: (search: Record<string, unknown>): ProjectTasksSearch => {
    const status = oneOf(search.status, STATUS_FILTERS)
    const priority = oneOf(search.priority, PRIORITY_FILTERS)
    return {
      project: positiveInt(search.project),
      status: status === 'all' ? undefined : status,
      priority: priority === 'all' ? undefined : priority,
      q: text(search.q),
    }
  },
  beforeLoad: ({ context }) => requireRouteAccess(context.session, 'staff'),
  component: ProjectTasksRoute,
})

function ProjectTasksRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ProjectTasksPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
