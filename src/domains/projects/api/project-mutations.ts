/** The projects domain's mutations, one hook per endpoint; the screen passes its toasts in `mutationConfig`. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type Project, projectSchema } from '@/contract/schemas'
import { updateOrAsk } from '@/lib/edit-conflict'
import { type MutationConfig, withMutationConfig } from '@/lib/mutation-config'
import { queryRoots } from '@/lib/query-keys'
import type { ProjectFormValues } from '../components/project-form-dialog'
import { addProjectMember, cacheSavedProject, createProject, deleteProject, invalidateProjects, updateProject } from './project-queries'

function create(values: ProjectFormValues): Promise<Project> {
  return createProject(values)
}

/** Based on the version the dialog opened with; a change saved elsewhere is never overwritten without asking. */
function save({ project, values }: { project: Project; values: ProjectFormValues }): Promise<Project> {
  return updateOrAsk((headers) => updateProject(project.id, values, headers), project.version, projectSchema, (current) => ({ what: 'project', name: current.name }))
}

function remove(project: Project): Promise<void> {
  return deleteProject(project.id)
}

function addMember({ project, userId }: { project: Project; userId: number }) {
  return addProjectMember(project.id, userId)
}

export function useCreateProject({ mutationConfig }: { mutationConfig?: MutationConfig<typeof create> } = {}) {
  const client = useQueryClient()
  return useMutation(withMutationConfig({ mutationFn: create, onSettled: () => invalidateProjects(client) }, mutationConfig))
}

export function useUpdateProject({ mutationConfig }: { mutationConfig?: MutationConfig<typeof save> } = {}) {
  const client = useQueryClient()
  return useMutation(
    withMutationConfig(
      {
        mutationFn: save,
        // Task cards show the project's name too.
        onSettled: () => Promise.all([invalidateProjects(client), client.invalidateQueries({ queryKey: queryRoots.tasks })]),
      },
      mutationConfig,
    ),
  )
}

export function useDeleteProject({ mutationConfig }: { mutationConfig?: MutationConfig<typeof remove> } = {}) {
  const client = useQueryClient()
  return useMutation(
    withMutationConfig(
      {
        mutationFn: remove,
        onSettled: () => Promise.all([invalidateProjects(client), client.invalidateQueries({ queryKey: queryRoots.tasks })]),
      },
      mutationConfig,
    ),
  )
}

export function useAddMember({ mutationConfig }: { mutationConfig?: MutationConfig<typeof addMember> } = {}) {
  const client = useQueryClient()
  return useMutation(
    withMutationConfig({ mutationFn: addMember, onSuccess: (saved) => cacheSavedProject(client, saved), onSettled: () => invalidateProjects(client) }, mutationConfig),
  )
}
