import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { useCallback } from 'react'
import { MyTasksPage, type MyTasksSearch } from '@/screens/my-tasks/components/my-tasks-page'
import { taskQueries } from '@/domains/tasks/api/task-queries'
import { dayParam, oneOfParam } from '@/lib/search-params'
import { routeHead } from '@/lib/page-title'
import { SORT_DIRECTIONS } from '@/lib/sort-order'
import { TASK_SORT_FIELDS } from '@/domains/tasks/utils/task-sort'

export const Route = createFileRoute('/_app/my-tasks')({
  head: routeHead('/my-tasks'),
  // Right after Dashboard (order 1), before Project (2).
  staticData: { access: 'staff', menu: { label: 'My Tasks', order: 1.5 } },
  validateSearch: z.object({
    show: oneOfParam(['completed']),
    view: oneOfParam(['calendar']),
    range: oneOfParam(['month', 'week']),
    date: dayParam,
    sort: oneOfParam(TASK_SORT_FIELDS),
    dir: oneOfParam(SORT_DIRECTIONS),
  }),
  loader: ({ context }) => {
    // Warm the cache; the screen shows its own loading and error states.
    void context.queryClient.prefetchQuery(taskQueries.list())
  },
  component: MyTasksRoute,
})

function MyTasksRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = useCallback((next: MyTasksSearch) => void navigate({ search: next, replace: true }), [navigate])
  return <MyTasksPage search={search} onSearchChange={onSearchChange} />
}
