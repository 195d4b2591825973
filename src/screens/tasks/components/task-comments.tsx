import { useQuery } from '@tanstack/react-query'
import { CommentsPanel } from '@/domains/comments/components/comments-panel'
import { projectQueries } from '@/domains/projects/api/project-queries'
import { taskQueries } from '@/domains/tasks/api/task-queries'

/**
 * The task's comments, where `@` offers the task's project members (issue 19): people who may read
 * the task, from what the reader may already load. Until they arrive, nobody is offered.
 */
export function TaskComments({ taskId }: { taskId: number }) {
  const task = useQuery(taskQueries.detail(taskId))
  const projectId = task.data?.projectId
  const members = useQuery({ ...projectQueries.members(projectId ?? 0), enabled: projectId !== undefined })
  return <CommentsPanel taskId={taskId} people={members.data} />
}
