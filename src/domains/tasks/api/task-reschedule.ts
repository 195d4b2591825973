/**
 * Moving a task to another day (the calendar, issue 18): the update call (PUT /tasks/{id}) with the
 * task's own fields and the new due date, optimistic in every cached copy and rolled back on
 * failure. Kept beside task-mutations.ts rather than in it: it is the same endpoint, but the
 * calendar's only write.
 */
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { type Task, taskSchema } from '@/contract/schemas'
import { updateOrAsk } from '@/lib/edit-conflict'
import { type MutationConfig, withMutationConfig } from '@/lib/mutation-config'
import { cacheSavedTask, invalidateTasks, taskKeys, updateTask } from './task-queries'

export interface Reschedule {
  task: Task
  /** The new due day, `YYYY-MM-DD`. */
  dueDate: string
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

/** Writes the due date into every cached copy of the task and returns the undo. */
async function patchCachedDueDate(client: QueryClient, id: number, dueDate: string): Promise<() => void> {
  await client.cancelQueries({ queryKey: taskKeys.all })
  const snapshot = client.getQueriesData<Task[] | Task>({ queryKey: taskKeys.all })
  const replace = (task: Task): Task => (task.id === id ? { ...task, dueDate } : task)
  client.setQueriesData<Task[] | Task>({ queryKey: taskKeys.all }, (data) => (!data ? data : Array.isArray(data) ? data.map(replace) : replace(data)))
  return () => {
    for (const [key, data] of snapshot) client.setQueryData(key, data)
  }
}

/** Optimistic: the task shows on its new day at once and goes back if the server refuses. */
export function useRescheduleTask({ mutationConfig }: { mutationConfig?: MutationConfig<typeof reschedule> } = {}) {
  const client = useQueryClient()
  return useMutation(
    withMutationConfig(
      {
        mutationFn: reschedule,
        onMutate: async ({ task, dueDate }) => ({ rollback: await patchCachedDueDate(client, task.id, dueDate) }),
        onError: (_error, _variables, context) => context?.rollback(),
        onSuccess: (saved) => cacheSavedTask(client, saved),
        onSettled: () => invalidateTasks(client),
      },
      mutationConfig,
    ),
  )
}
