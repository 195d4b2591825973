import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { ProjectsPage } from '@/screens/projects/components/projects-page'
import { projectQueries } from '@/domains/projects/api/project-queries'
import { oneOfParam, textParam } from '@/lib/search-params'
import { SORT_DIRECTIONS } from '@/lib/sort-order'
import { PROJECT_SORT_FIELDS } from '@/domains/projects/utils/project-sort'
import { routeHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/projects/')({
  head: routeHead('/projects'),
  staticData: { access: 'manager', menu: { label: 'Projects', order: 4 } },
  validateSearch: z.object({ q: textParam, sort: oneOfParam(PROJECT_SORT_FIELDS), dir: oneOfParam(SORT_DIRECTIONS) }),
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
