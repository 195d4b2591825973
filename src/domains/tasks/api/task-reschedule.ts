/**
 * Moving a task to another day (the calendar, issue 18): the update call (PUT /tasks/{id}) with the
 * task's own fields and the new due date, optimistic in every cached copy and rolled back on
 * failure. Kept beside task-mutations.ts rather than in it: it is the same endpoint, but the
 * calendar's only write.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type Task, taskSchema } from '@/contract/schemas'
import { updateOrAsk } from '@/lib/edit-conflict'
import { type MutationConfig, withMutationConfig } from '@/lib/mutation-config'
import { cacheSavedTask, invalidateTasks, patchCachedTask, updateTask } from './task-queries'

export interface Reschedule {
  task: Task
  /** The new due day, `YYYY-MM-DD`, or null: no due date. */
  dueDate: string | null
}

/**
 * Sends every field as it is, so nothing else changes; the status stays out of the body (the
 * server keeps it), so a move never passes through the status call. Based on the task's version:
 * a change saved elsewhere meanwhile is asked about, never overwritten (lib/edit-conflict.ts).
 */
function reschedule({ task, dueDate }: Reschedule): Promise<Task> {
  const body = {
    title: task.title,
    description: task.description,
    priority: task.priority,
    startDate: task.startDate,
    dueDate,
    assigneeId: task.assigneeId,
    projectId: task.projectId,
  }
  return updateOrAsk((headers) => updateTask(task.id, body, headers), task.version, taskSchema, (current) => ({ what: 'task', name: current.title }))
}

/** Optimistic: the task shows on its new day at once and goes back if the server refuses. */
export function useRescheduleTask({ mutationConfig }: { mutationConfig?: MutationConfig<typeof reschedule> } = {}) {
  const client = useQueryClient()
  return useMutation(
    withMutationConfig(
      {
        mutationFn: reschedule,
        onMutate: async ({ task, dueDate }) => ({ rollback: await patchCachedTask(client, task.id, (cached) => ({ ...cached, dueDate })) }),
        onError: (_error, _variables, context) => context?.rollback(),
        onSuccess: (saved) => cacheSavedTask(client, saved),
        onSettled: () => invalidateTasks(client),
      },
      mutationConfig,
    ),
  )
}
