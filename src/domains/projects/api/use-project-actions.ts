/** The projects screens' mutations, with the toasts of SPEC §8 "Projects" word for word. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Project } from '@/contract/schemas'
import type { ProjectFormValues } from '../components/project-form-dialog'
import { serverMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { addProjectMember, createProject, deleteProject, invalidateProjects, updateProject } from './project-queries'
import { queryRoots } from '@/lib/query-keys'

export const PROJECT_MESSAGES = {
  fetchFailed: 'Failed to fetch projects',
  createFailed: 'Failed to create project',
  updateFailed: 'Failed to update project',
  deleteFailed: 'Failed to delete project',
  loadFailed: 'Failed to load project',
  created: 'Project created successfully',
  updated: 'Project updated successfully',
  deleted: 'Project deleted successfully',
  memberAdded: 'Member added',
  memberFailed: 'Failed to add member to project.',
  deleteConfirm: 'Are you sure you want to delete this project?',
  taskCreated: 'Task created successfully',
  taskCreateFailed: 'Failed to create task',
} as const

export function useCreateProject(options: { onSuccess?: (project: Project) => void } = {}) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (values: ProjectFormValues) => createProject(values),
    onSuccess: (project) => {
      notifySuccess(PROJECT_MESSAGES.created)
      options.onSuccess?.(project)
    },
    onError: () => notifyError(PROJECT_MESSAGES.createFailed),
    onSettled: () => invalidateProjects(client),
  })
}

export function useUpdateProject(options: { onSuccess?: (project: Project) => void } = {}) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ project, values }: { project: Project; values: ProjectFormValues }) => updateProject(project.id, values),
    onSuccess: (project) => {
      notifySuccess(PROJECT_MESSAGES.updated)
      options.onSuccess?.(project)
    },
    onError: () => notifyError(PROJECT_MESSAGES.updateFailed),
    // Task cards show the project's name too.
    onSettled: () => Promise.all([invalidateProjects(client), client.invalidateQueries({ queryKey: queryRoots.tasks })]),
  })
}

export function useDeleteProject(options: { onSuccess?: () => void } = {}) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (project: Project) => deleteProject(project.id),
    onSuccess: () => {
      notifySuccess(PROJECT_MESSAGES.deleted)
      options.onSuccess?.()
    },
    onError: () => notifyError(PROJECT_MESSAGES.deleteFailed),
    onSettled: () => Promise.all([invalidateProjects(client), client.invalidateQueries({ queryKey: queryRoots.tasks })]),
  })
}

export function useAddMember(options: { onSuccess?: () => void } = {}) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ project, userId }: { project: Project; userId: number }) => addProjectMember(project.id, userId),
    onSuccess: () => {
      notifySuccess(PROJECT_MESSAGES.memberAdded)
      options.onSuccess?.()
    },
    onError: (error) => notifyError(serverMessage(error, PROJECT_MESSAGES.memberFailed)),
    onSettled: () => invalidateProjects(client),
  })
}
