import { createFileRoute } from '@tanstack/react-router'
import { type ProjectsSearch, ProjectsPage } from '@/screens/projects/components/projects-page'
import { projectQueries } from '@/domains/projects/api/project-queries'
import { requireRouteAccess } from '@/lib/route-access'
import { text } from '@/lib/search-params'

export const Route = createFileRoute('/_app/projects/')({
  validateSearch: (search: Record<string, unknown>): ProjectsSearch => ({ q: text(search.q) }),
  beforeLoad: ({ context }) => requireRouteAccess(context.session, 'manager'),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(projectQueries.list())
  },
  component: ProjectsRoute,
})

function ProjectsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ProjectsPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
