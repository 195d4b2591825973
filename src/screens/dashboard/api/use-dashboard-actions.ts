/** The dashboard's mutations, with its own toasts (SPEC §8 "Dashboard") word for word. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Project, Task } from '@/contract/schemas'
import type { ProjectFormValues } from '@/domains/projects/components/project-form-dialog'
import type { TaskFormValues } from '@/domains/tasks/components/task-form-dialog'
import { serverMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { addProjectMember, createProject, invalidateProjects } from '@/domains/projects/api/project-queries'
import { assignTask, createTask, invalidateTasks, patchCachedTaskStatus, setTaskStatus, toggledCompletion, updateTask } from '@/domains/tasks/api/task-queries'
import { isoDay } from '@/lib/dates'

export const DASHBOARD_MESSAGES = {
  loadTitle: 'Error loading data',
  loadFailed: 'Failed to load projects and users.',
  tasksFailed: 'Failed to fetch tasks',
  createTaskTitle: 'Error creating task',
  createTaskFailed: 'Failed to create the task. Please try again.',
  updateTaskTitle: 'Error updating task',
  statusFailed: 'Failed to update task status.',
  editFailed: 'Failed to update task',
  createProjectTitle: 'Error creating project',
  createProjectFailed: 'Failed to create the project. Please try again.',
  addMemberTitle: 'Error adding member',
  addMemberFailed: 'Failed to add member to project.',
  assignTitle: 'Error assigning task',
  assignFailed: 'Failed to assign task to user.',
  taskCreated: 'Task created successfully',
  taskUpdated: 'Task updated successfully',
  projectCreated: 'Project created successfully',
  memberAdded: 'Member added',
  taskAssigned: 'Task assigned',
} as const

/**
 * A task created on the dashboard starts as To Do; without a due date it is due today (SPEC §4),
 * or on its start day when that is later, since a task cannot be due before it starts.
 */
export function dashboardTaskRequest(values: TaskFormValues, today = isoDay()) {
  const dueDate = values.dueDate ?? (values.startDate && values.startDate > today ? values.startDate : today)
  return { ...values, status: 'TODO' as const, dueDate }
}

export function useDashboardCreateTask(onSuccess: () => void) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (values: TaskFormValues) => createTask(values.projectId, dashboardTaskRequest(values)),
    onSuccess: () => {
      notifySuccess(DASHBOARD_MESSAGES.taskCreated)
      onSuccess()
    },
    onError: () => notifyError(DASHBOARD_MESSAGES.createTaskFailed, DASHBOARD_MESSAGES.createTaskTitle),
    onSettled: () => invalidateTasks(client),
  })
}

export function useDashboardEditTask(onSuccess: () => void) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ task, values }: { task: Task; values: TaskFormValues }) => {
      const { status, ...fields } = values
      const saved = await updateTask(task.id, fields)
      return status !== saved.status ? setTaskStatus(task.id, status) : saved
    },
    onSuccess: () => {
      notifySuccess(DASHBOARD_MESSAGES.taskUpdated)
      onSuccess()
    },
    onError: () => notifyError(DASHBOARD_MESSAGES.editFailed, DASHBOARD_MESSAGES.updateTaskTitle),
    onSettled: () => invalidateTasks(client),
  })
}

/** The card's checkbox: TODO ↔ COMPLETED, optimistic, rolled back on failure. */
export function useToggleComplete() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (task: Task) => setTaskStatus(task.id, toggledCompletion(task)),
    onMutate: async (task) => ({ rollback: await patchCachedTaskStatus(client, task.id, toggledCompletion(task)) }),
    onError: (_error, _task, context) => {
      context?.rollback()
      notifyError(DASHBOARD_MESSAGES.statusFailed, DASHBOARD_MESSAGES.updateTaskTitle)
    },
    onSettled: () => invalidateTasks(client),
  })
}

export function useDashboardCreateProject(onSuccess: () => void) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (values: ProjectFormValues) => createProject(values),
    onSuccess: () => {
      notifySuccess(DASHBOARD_MESSAGES.projectCreated)
      onSuccess()
    },
    onError: () => notifyError(DASHBOARD_MESSAGES.createProjectFailed, DASHBOARD_MESSAGES.createProjectTitle),
    onSettled: () => invalidateProjects(client),
  })
}

export function useDashboardAddMember(onSuccess: () => void) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ project, userId }: { project: Project; userId: number }) => addProjectMember(project.id, userId),
    onSuccess: () => {
      notifySuccess(DASHBOARD_MESSAGES.memberAdded)
      onSuccess()
    },
    onError: () => notifyError(DASHBOARD_MESSAGES.addMemberFailed, DASHBOARD_MESSAGES.addMemberTitle),
    onSettled: () => invalidateProjects(client),
  })
}

export function useDashboardAssign(onSuccess: () => void) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ task, userId }: { task: Task; userId: number }) => assignTask(task.id, userId),
    onSuccess: () => {
      notifySuccess(DASHBOARD_MESSAGES.taskAssigned)
      onSuccess()
    },
    onError: (error) => notifyError(serverMessage(error, DASHBOARD_MESSAGES.assignFailed), DASHBOARD_MESSAGES.assignTitle),
    onSettled: () => invalidateTasks(client),
  })
}
