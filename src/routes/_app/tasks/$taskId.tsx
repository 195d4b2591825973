import { createFileRoute } from '@tanstack/react-router'
import { CommentsPanel } from '@/domains/comments/components/comments-panel'
import { TaskDetailPage } from '@/screens/tasks/components/task-detail-page'
import { taskQueries } from '@/domains/tasks/api/task-queries'
import { idParam } from '@/lib/search-params'

export const Route = createFileRoute('/_app/tasks/$taskId')({
  staticData: { access: 'staff' },
  loader: ({ context, params }) => {
    const id = idParam.parse(params.taskId)
    if (id) void context.queryClient.prefetchQuery(taskQueries.detail(id))
  },
  component: TaskRoute,
})

function TaskRoute() {
  const { taskId } = Route.useParams()
  const id = idParam.parse(taskId)
  return <TaskDetailPage taskId={id} commentsSlot={id ? <CommentsPanel key={id} taskId={id} /> : null} />
}
