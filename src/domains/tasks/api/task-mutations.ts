/**
 * The tasks domain's mutations, one hook per endpoint. Each does the cache work (every task list
 * refetches by prefix; status changes are optimistic and roll back) and leaves toasts to the
 * screen, which passes them in through `mutationConfig`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type Task, taskSchema, type TaskStatus } from '@/contract/schemas'
import { updateOrAsk } from '@/lib/edit-conflict'
import { type MutationConfig, withMutationConfig } from '@/lib/mutation-config'
import type { TaskFormValues } from '../components/task-form-dialog'
import {
  assignTask,
  batchTasks,
  cacheCreatedTask,
  cacheSavedTask,
  createTask,
  deleteTask,
  invalidateTasks,
  moveTask,
  patchCachedTaskMove,
  patchCachedTaskStatus,
  setTaskStatus,
  uncacheDeletedTask,
  updateTask,
} from './task-queries'

function createFromForm(values: TaskFormValues): Promise<Task> {
  return createTask(values.projectId, values)
}

/**
 * Saves the fields, then the status through its dedicated call when it changed (SPEC §4). Based on
 * the version the dialog opened with: a change saved elsewhere meanwhile is never overwritten
 * without asking (lib/edit-conflict.ts).
 */
async function saveTask({ task, values }: { task: Task; values: TaskFormValues }): Promise<Task> {
  const { status, ...fields } = values
  const saved = await updateOrAsk((headers) => updateTask(task.id, fields, headers), task.version, taskSchema, (current) => ({ what: 'task', name: current.title }))
  return status !== saved.status ? setTaskStatus(task.id, status) : saved
}

/** Answers the delete's undo token (issue 19), null when the server gives none. */
function removeTask(task: Task): Promise<string | null> {
  return deleteTask(task.id)
}

function changeStatus({ task, status }: { task: Task; status: TaskStatus }): Promise<Task> {
  return setTaskStatus(task.id, status)
}

/** A card dropped on the board: its new column, the task it now precedes there, and where that puts it. */
export interface TaskMove {
  task: Task
  status: TaskStatus
  /** The task it lands before in the column, null for last. */
  beforeId: number | null
  /** The board's estimate of the new position, shown until the server answers its own. */
  position: number
}

function move({ task, status, beforeId }: TaskMove): Promise<Task> {
  return moveTask(task.id, { status, beforeId })
}

function assign({ task, userId }: { task: Task; userId: number }): Promise<Task> {
  return assignTask(task.id, userId)
}

export function useCreateTask({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createFromForm> } = {}) {
  const client = useQueryClient()
  return useMutation(
    withMutationConfig({ mutationFn: createFromForm, onSuccess: (created) => cacheCreatedTask(client, created), onSettled: () => invalidateTasks(client) }, mutationConfig),
  )
}

export function useUpdateTask({ mutationConfig }: { mutationConfig?: MutationConfig<typeof saveTask> } = {}) {
  const client = useQueryClient()
  return useMutation(
    withMutationConfig({ mutationFn: saveTask, onSuccess: (saved) => cacheSavedTask(client, saved), onSettled: () => invalidateTasks(client) }, mutationConfig),
  )
}

export function useDeleteTask({ mutationConfig }: { mutationConfig?: MutationConfig<typeof removeTask> } = {}) {
  const client = useQueryClient()
  return useMutation(
    withMutationConfig({ mutationFn: removeTask, onSuccess: (_done, task) => uncacheDeletedTask(client, task.id), onSettled: () => invalidateTasks(client) }, mutationConfig),
  )
}

/** Optimistic: every cached copy of the task shows the new status at once and rolls back on failure. */
export function useChangeTaskStatus({ mutationConfig }: { mutationConfig?: MutationConfig<typeof changeStatus> } = {}) {
  const client = useQueryClient()
  return useMutation(
    withMutationConfig(
      {
        mutationFn: changeStatus,
        onMutate: async ({ task, status }) => ({ rollback: await patchCachedTaskStatus(client, task.id, status) }),
        onError: (_error, _variables, context) => context?.rollback(),
        onSuccess: (saved) => cacheSavedTask(client, saved),
        onSettled: () => invalidateTasks(client),
      },
      mutationConfig,
    ),
  )
}

/**
 * A board move (ours, issue 18), optimistic like a status change: every cached copy shows the new
 * column and place at once and rolls back on failure.
 */
export function useMoveTask({ mutationConfig }: { mutationConfig?: MutationConfig<typeof move> } = {}) {
  const client = useQueryClient()
  return useMutation(
    withMutationConfig(
      {
        mutationFn: move,
        onMutate: async ({ task, status, position }) => ({ rollback: await patchCachedTaskMove(client, task.id, status, position) }),
        onError: (_error, _variables, context) => context?.rollback(),
        onSuccess: (saved) => cacheSavedTask(client, saved),
        onSettled: () => invalidateTasks(client),
      },
      mutationConfig,
    ),
  )
}

export function useAssignTask({ mutationConfig }: { mutationConfig?: MutationConfig<typeof assign> } = {}) {
  const client = useQueryClient()
  return useMutation(
    withMutationConfig({ mutationFn: assign, onSuccess: (saved) => cacheSavedTask(client, saved), onSettled: () => invalidateTasks(client) }, mutationConfig),
  )
}

/**
 * A bulk change, delete or restore (ours, issue 19): one call; every cached copy takes the answer
 * (deleted tasks leave the lists at once), then every list refetches.
 */
export function useBatchTasks({ mutationConfig }: { mutationConfig?: MutationConfig<typeof batchTasks> } = {}) {
  const client = useQueryClient()
  return useMutation(
    withMutationConfig(
      {
        mutationFn: batchTasks,
        onSuccess: ({ tasks }, body) => {
          for (const task of tasks) {
            if ('delete' in body) uncacheDeletedTask(client, task.id)
            else if ('restore' in body) cacheCreatedTask(client, task)
            else cacheSavedTask(client, task)
          }
        },
        onSettled: () => invalidateTasks(client),
      },
      mutationConfig,
    ),
  )
}
