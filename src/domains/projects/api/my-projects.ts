import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiPaths } from '@/contract/paths'
import { projectSchema } from '@/contract/schemas'
import { apiRequest } from '@/lib/api-client'
import { projectKeys } from './project-queries'

const projectListSchema = z.array(projectSchema)

/**
 * The signed-in user's projects with their members (GET /staff/{userId}/projects). The key sits
 * under the projects prefix, so any project or membership change refreshes it.
 */
export function myProjectsQuery(userId: number) {
  return queryOptions({
    queryKey: [...projectKeys.all, 'of-user', userId] as const,
    queryFn: ({ signal }) => apiRequest(apiPaths.projects.ofUser(userId), { schema: projectListSchema, signal }),
  })
}
