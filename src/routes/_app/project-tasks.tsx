import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { ProjectTasksPage } from '@/screens/my-work/components/project-tasks-page'
import { STATUS_FILTERS } from '@/screens/my-work/utils/my-work-filters'
import { PRIORITY_FILTERS } from '@/domains/tasks/utils/priority'
import { filterParam, idParam, oneOfParam, textParam } from '@/lib/search-params'
import { SORT_DIRECTIONS } from '@/lib/sort-order'
import { TASK_SORT_FIELDS } from '@/domains/tasks/utils/task-sort'
import { routeHead } from '@/lib/page-title'

export const Route = createFileRoute('/_app/project-tasks')({
  head: routeHead('/project-tasks'),
  staticData: { access: 'staff', menu: { label: 'Project Tasks', order: 3 } },
  validateSearch: z.object({
    project: idParam,
    status: filterParam(STATUS_FILTERS),
    priority: filterParam(PRIORITY_FILTERS),
    q: textParam,
    sort: oneOfParam(TASK_SORT_FIELDS),
    dir: oneOfParam(SORT_DIRECTIONS),
  }),
  component: ProjectTasksRoute,
})

function ProjectTasksRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return <ProjectTasksPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}
