/** The tasks screens' mutations, with the toasts of SPEC §8 "Tasks" word for word. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Task, TaskStatus } from '@/contract/schemas'
import type { TaskFormValues } from '../components/task-form-dialog'
import { notifyError, notifySuccess } from '@/lib/notify'
import { assignTask, createTask, deleteTask, invalidateTasks, patchCachedTaskStatus, setTaskStatus, updateTask } from './task-queries'

export const TASK_MESSAGES = {
  fetchFailed: 'Failed to fetch tasks',
  createFailed: 'Failed to create task',
  updateFailed: 'Failed to update task',
  deleteFailed: 'Failed to delete task',
  statusFailed: 'Failed to update task status',
  assignFailed: 'Failed to assign task',
  loadFailed: 'Failed to load task',
  created: 'Task created successfully',
  updated: 'Task updated successfully',
  deleted: 'Task deleted successfully',
  statusUpdated: 'Task status updated successfully',
  assigned: 'Task assigned successfully',
  deleteConfirm: 'Are you sure you want to delete this task?',
} as const

function requestOf(values: TaskFormValues) {
  const { status: _status, ...rest } = values
  return rest
}

export function useCreateTask(options: { onSuccess?: (task: Task) => void } = {}) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (values: TaskFormValues) => createTask(values.projectId, { ...requestOf(values), status: values.status }),
    onSuccess: (task) => {
      notifySuccess(TASK_MESSAGES.created)
      options.onSuccess?.(task)
    },
    onError: () => notifyError(TASK_MESSAGES.createFailed),
    onSettled: () => invalidateTasks(client),
  })
}

/** Saves the fields, then the status through its dedicated call when it changed (SPEC §4). */
export function useUpdateTask(options: { onSuccess?: (task: Task) => void } = {}) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ task, values }: { task: Task; values: TaskFormValues }) => {
      const saved = await updateTask(task.id, requestOf(values))
      return values.status !== saved.status ? setTaskStatus(task.id, values.status) : saved
    },
    onSuccess: (task) => {
      notifySuccess(TASK_MESSAGES.updated)
      options.onSuccess?.(task)
    },
    onError: () => notifyError(TASK_MESSAGES.updateFailed),
    onSettled: () => invalidateTasks(client),
  })
}

export function useDeleteTask(options: { onSuccess?: () => void } = {}) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (task: Task) => deleteTask(task.id),
    onSuccess: () => {
      notifySuccess(TASK_MESSAGES.deleted)
      options.onSuccess?.()
    },
    onError: () => notifyError(TASK_MESSAGES.deleteFailed),
    onSettled: () => invalidateTasks(client),
  })
}

/** Status changes are optimistic and roll back with the spec's toast on failure. */
export function useChangeTaskStatus() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ task, status }: { task: Task; status: TaskStatus }) => setTaskStatus(task.id, status),
    onMutate: async ({ task, status }) => ({ rollback: await patchCachedTaskStatus(client, task.id, status) }),
    onSuccess: () => notifySuccess(TASK_MESSAGES.statusUpdated),
    onError: (_error, _variables, context) => {
      context?.rollback()
      notifyError(TASK_MESSAGES.statusFailed)
    },
    onSettled: () => invalidateTasks(client),
  })
}

export function useAssignTask(options: { onSuccess?: () => void } = {}) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ task, userId }: { task: Task; userId: number }) => assignTask(task.id, userId),
    onSuccess: () => {
      notifySuccess(TASK_MESSAGES.assigned)
      options.onSuccess?.()
    },
    onError: () => notifyError(TASK_MESSAGES.assignFailed),
    onSettled: () => invalidateTasks(client),
  })
}
