import { useMutation, useQueryClient } from '@tanstack/react-query'
import { PROJECT_MESSAGES } from '@/domains/projects/api/use-project-actions'
import { createTask, invalidateTasks } from '@/domains/tasks/api/task-queries'
import type { TaskFormValues } from '@/domains/tasks/components/task-form-dialog'
import { notifyError, notifySuccess } from '@/lib/notify'

/** New Task on a project's page. */
export function useCreateProjectTask(options: { onSuccess?: () => void } = {}) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (values: TaskFormValues) => createTask(values.projectId, values),
    onSuccess: () => {
      notifySuccess(PROJECT_MESSAGES.taskCreated)
      options.onSuccess?.()
    },
    onError: () => notifyError(PROJECT_MESSAGES.taskCreateFailed),
    onSettled: () => invalidateTasks(client),
  })
}
