/**
 * Projects over the contract (SPEC §7): the query-options factory shared by the screens that show
 * projects, and the calls their mutations make.
 */
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiPaths } from '@/contract/paths'
import { type Project, type ProjectRequest, projectSchema, type User, userSchema } from '@/contract/schemas'
import { apiRequest } from '@/lib/api-client'
import { queryRoots } from '@/lib/query-keys'

const projectListSchema = z.array(projectSchema)
const memberListSchema = z.array(userSchema)

export const projectKeys = {
  all: queryRoots.projects,
  list: () => [...queryRoots.projects, 'list'] as const,
  detail: (id: number) => [...queryRoots.projects, 'detail', id] as const,
  members: (id: number) => [...queryRoots.projects, 'members', id] as const,
}

export const projectQueries = {
  list: () =>
    queryOptions({
      queryKey: projectKeys.list(),
      queryFn: ({ signal }) => apiRequest(apiPaths.projects.list(), { schema: projectListSchema, signal }),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: projectKeys.detail(id),
      queryFn: ({ signal }) => apiRequest(apiPaths.projects.detail(id), { schema: projectSchema, signal }),
    }),
  /** Members are fetched per project; a failed fetch yields an empty list (SPEC §7). */
  members: (id: number) =>
    queryOptions({
      queryKey: projectKeys.members(id),
      queryFn: async ({ signal }): Promise<User[]> => {
        try {
          return await apiRequest(apiPaths.projects.members(id), { schema: memberListSchema, signal })
        } catch (error) {
          if (signal.aborted) throw error
          console.warn(`Could not load the members of project ${id}`, error)
          return []
        }
      },
    }),
}

export function createProject(body: ProjectRequest): Promise<Project> {
  return apiRequest(apiPaths.projects.list(), { method: 'POST', body, schema: projectSchema })
}

export function updateProject(id: number, body: ProjectRequest, headers: Record<string, string> = {}): Promise<Project> {
  return apiRequest(apiPaths.projects.detail(id), { method: 'PUT', body, schema: projectSchema, headers })
}

export async function deleteProject(id: number): Promise<void> {
  await apiRequest(apiPaths.projects.detail(id), { method: 'DELETE' })
}

export function addProjectMember(projectId: number, userId: number): Promise<Project> {
  return apiRequest(apiPaths.projects.addMember(projectId, userId), { method: 'POST', schema: projectSchema })
}

/** The server's answer for a project, in the cached list and detail at once (see tasks' `cacheSavedTask`). */
export function cacheSavedProject(client: QueryClient, saved: Project): void {
  client.setQueryData<Project[]>(projectKeys.list(), (list) => list?.map((project) => (project.id === saved.id ? saved : project)))
  if (client.getQueryData(projectKeys.detail(saved.id))) client.setQueryData(projectKeys.detail(saved.id), saved)
}

export function invalidateProjects(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: projectKeys.all })
}
