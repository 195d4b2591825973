import { createFileRoute, notFound } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { useCallback, useMemo } from 'react'
import { RouteError } from '@/components/feedback/route-error'
import { SectionLoader } from '@/components/feedback/section-loader'
import { projectQueries } from '@/domains/projects/api/project-queries'
import { PROJECT_MESSAGES } from '@/screens/projects/messages'
import { taskQueries } from '@/domains/tasks/api/task-queries'
import { ProjectDetailPage, ProjectNotFound, type ProjectView } from '@/screens/projects/components/project-detail-page'
import { projectsHome } from '@/screens/projects/utils/projects-home'
import { ensureDetail } from '@/lib/detail-loader'
import { dayParam, idParam, oneOfParam } from '@/lib/search-params'
import type { CalendarSearch } from '@/domains/tasks/utils/calendar-days'
import { pageTitle } from '@/lib/page-title'
import { SORT_DIRECTIONS } from '@/lib/sort-order'
import { TASK_SORT_FIELDS, TASK_SORT_FIRST_DIRECTION, type TaskSortField } from '@/domains/tasks/utils/task-sort'
import type { SortChoice } from '@/components/list-page/sort-control'
import type { Project } from '@/contract/schemas'

export const Route = createFileRoute('/_app/projects/$projectId')({
  staticData: { access: 'staff' },
  // The list is the default view and never reaches the URL.
  validateSearch: z.object({
    view: oneOfParam(['board', 'calendar']),
    range: oneOfParam(['month', 'week']),
    date: dayParam,
    sort: oneOfParam(TASK_SORT_FIELDS),
    dir: oneOfParam(SORT_DIRECTIONS),
  }),
  loader: async ({ context, params, preload }) => {
    const projectId = idParam.parse(params.projectId)
    if (projectId === undefined) throw notFound()
    const user = context.session.getSnapshot().user
    // Without a user the layout is showing 'Loading...' or leaving for /signin.
    if (!user) return { projectId }
    // Team and tasks start alongside the project; the page shows their own spinners.
    void context.queryClient.prefetchQuery(projectQueries.members(projectId))
    void context.queryClient.prefetchQuery(taskQueries.ofProject(projectId))
    // Typed here: the loader's inferred type would otherwise run through the route tree.
    const record: Project = await ensureDetail({
      queryClient: context.queryClient,
      query: projectQueries.detail(projectId),
      preload,
      failedMessage: PROJECT_MESSAGES.loadFailed,
      leaveTo: projectsHome(user),
    })
    return { projectId, name: record.name }
  },
  // The record's own name titles the page (as loaded; a rename shows on the next visit).
  head: ({ loaderData, match }) => ({
    meta: [{ title: pageTitle(match.status === 'notFound' ? 'Project Not Found' : (loaderData?.name ?? 'Project')) }],
  }),
  // The spinner shows at once, as it did before the loader waited for the project.
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: () => <SectionLoader label="Loading project" />,
  errorComponent: RouteError,
  notFoundComponent: ProjectNotFound,
  component: ProjectRoute,
})

function ProjectRoute() {
  const { projectId } = Route.useLoaderData()
  const { view, range, date, sort: field, dir } = Route.useSearch()
  const navigate = Route.useNavigate()
  const onViewChange = useCallback(
    (next: ProjectView) => void navigate({ search: (previous) => ({ view: next === 'list' ? undefined : next, sort: previous.sort, dir: previous.dir }), replace: true }),
    [navigate],
  )
  const sort = useMemo<SortChoice<TaskSortField> | undefined>(() => (field ? { field, direction: dir ?? TASK_SORT_FIRST_DIRECTION[field] } : undefined), [field, dir])
  const onSortChange = useCallback(
    (next: SortChoice<TaskSortField> | null) => void navigate({ search: (previous) => ({ ...previous, sort: next?.field, dir: next?.direction }), replace: true }),
    [navigate],
  )
  const calendar = useMemo<CalendarSearch>(() => ({ range, date }), [range, date])
  const onCalendarChange = useCallback((next: CalendarSearch) => void navigate({ search: { view: 'calendar', ...next }, replace: true }), [navigate])
  return (
    <ProjectDetailPage
      projectId={projectId}
      view={view ?? 'list'}
      onViewChange={onViewChange}
      calendar={calendar}
      onCalendarChange={onCalendarChange}
      sort={sort}
      onSortChange={onSortChange}
    />
  )
}
