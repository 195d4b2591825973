import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { useCallback } from 'react'
import { TasksPage, type TasksSearch } from '@/screens/tasks/components/tasks-page'
import { projectQueries } from '@/domains/projects/api/project-queries'
import { taskQueries } from '@/domains/tasks/api/task-queries'
import { idParam, oneOfParam, textParam } from '@/lib/search-params'
import { routeHead } from '@/lib/page-title'
import { SORT_DIRECTIONS } from '@/lib/sort-order'
import { TASK_SORT_FIELDS } from '@/domains/tasks/utils/task-sort'

export const Route = createFileRoute('/_app/tasks/')({
  head: routeHead('/tasks'),
  staticData: { access: 'manager', menu: { label: 'Tasks', order: 5 } },
  // The list is the default view and never reaches the URL.
  validateSearch: z.object({
    project: idParam,
    q: textParam,
    view: oneOfParam(['board']),
    assignee: oneOfParam(['me', 'all']),
    sort: oneOfParam(TASK_SORT_FIELDS),
    dir: oneOfParam(SORT_DIRECTIONS),
  }),
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
  const onSearchChange = useCallback((change: Partial<TasksSearch>) => void navigate({ search: (current) => ({ ...current, ...change }), replace: true }), [navigate])
  return <TasksPage search={search} onSearchChange={onSearchChange} />
}
