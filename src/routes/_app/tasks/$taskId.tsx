import { createFileRoute, notFound } from '@tanstack/react-router'
import { RouteError } from '@/components/feedback/route-error'
import { SectionLoader } from '@/components/feedback/section-loader'
import { CommentsPanel } from '@/domains/comments/components/comments-panel'
import { taskQueries } from '@/domains/tasks/api/task-queries'
import { TASK_MESSAGES } from '@/screens/tasks/messages'
import { TaskDetailPage, TaskNotFound } from '@/screens/tasks/components/task-detail-page'
import { tasksHome } from '@/screens/tasks/utils/tasks-home'
import { ensureDetail } from '@/lib/detail-loader'
import { idParam } from '@/lib/search-params'

export const Route = createFileRoute('/_app/tasks/$taskId')({
  staticData: { access: 'staff' },
  loader: async ({ context, params, preload }) => {
    const taskId = idParam.parse(params.taskId)
    if (taskId === undefined) throw notFound()
    const user = context.session.getSnapshot().user
    // Without a user the layout is showing 'Loading...' or leaving for /signin.
    if (!user) return { taskId }
    await ensureDetail({
      queryClient: context.queryClient,
      query: taskQueries.detail(taskId),
      preload,
      failedMessage: TASK_MESSAGES.loadFailed,
      leaveTo: tasksHome(user),
    })
    return { taskId }
  },
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
  return <TaskDetailPage taskId={taskId} commentsSlot={<CommentsPanel key={taskId} taskId={taskId} />} />
}
