import { createFileRoute, notFound } from '@tanstack/react-router'
import { RouteError } from '@/components/feedback/route-error'
import { SectionLoader } from '@/components/feedback/section-loader'
import { LiveComments } from '@/domains/comments/components/live-comments'
import { taskQueries } from '@/domains/tasks/api/task-queries'
import { TASK_MESSAGES } from '@/screens/tasks/messages'
import { TaskComments } from '@/screens/tasks/components/task-comments'
import { TaskDetailPage, TaskNotFound } from '@/screens/tasks/components/task-detail-page'
import { tasksHome } from '@/screens/tasks/utils/tasks-home'
import { ensureDetail } from '@/lib/detail-loader'
import { idParam } from '@/lib/search-params'
import { pageTitle } from '@/lib/page-title'
import type { Task } from '@/contract/schemas'

export const Route = createFileRoute('/_app/tasks/$taskId')({
  staticData: { access: 'staff' },
  loader: async ({ context, params, preload }) => {
    const taskId = idParam.parse(params.taskId)
    if (taskId === undefined) throw notFound()
    const user = context.session.getSnapshot().user
    // Without a user the layout is showing 'Loading...' or leaving for /signin.
    if (!user) return { taskId }
    // Typed here: the loader's inferred type would otherwise run through the route tree.
    const record: Task = await ensureDetail({
      queryClient: context.queryClient,
      query: taskQueries.detail(taskId),
      preload,
      failedMessage: TASK_MESSAGES.loadFailed,
      leaveTo: tasksHome(user),
    })
    return { taskId, name: record.title }
  },
  // The record's own name titles the page (as loaded; a rename shows on the next visit).
  head: ({ loaderData, match }) => ({
    meta: [{ title: pageTitle(match.status === 'notFound' ? 'Task Not Found' : (loaderData?.name ?? 'Task')) }],
  }),
  // The spinner shows at once, as it did before the loader waited for the task.
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: () => <SectionLoader label="Loading task" />,
  errorComponent: RouteError,
  notFoundComponent: TaskNotFound,
  component: TaskRoute,
})

function TaskRoute() {
  const { taskId } = Route.useLoaderData()
  return (
    <>
      <LiveComments taskId={taskId} />
      <TaskDetailPage taskId={taskId} commentsSlot={<TaskComments key={taskId} taskId={taskId} />} />
    </>
  )
}
