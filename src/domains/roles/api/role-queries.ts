/** Roles over the contract (SPEC §7 "Roles"): the query-options factory and the admin calls. */
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiPaths } from '@/contract/paths'
import { type Role, type RoleRequest, roleSchema } from '@/contract/schemas'
import { apiRequest } from '@/lib/api-client'
import { queryRoots } from '@/lib/query-keys'

const roleListSchema = z.array(roleSchema)

export const roleKeys = {
  all: queryRoots.roles,
  list: () => [...queryRoots.roles, 'list'] as const,
}

export const roleQueries = {
  /** GET /admin/roles: admins only. */
  list: () =>
    queryOptions({
      queryKey: roleKeys.list(),
      queryFn: ({ signal }) => apiRequest(apiPaths.roles.list(), { schema: roleListSchema, signal }),
    }),
}

export function createRole(body: RoleRequest): Promise<Role> {
  return apiRequest(apiPaths.roles.list(), { method: 'POST', body, schema: roleSchema })
}

export function updateRole(id: number, body: RoleRequest): Promise<Role> {
  return apiRequest(apiPaths.roles.detail(id), { method: 'PUT', body, schema: roleSchema })
}

export async function deleteRole(id: number): Promise<void> {
  await apiRequest(apiPaths.roles.detail(id), { method: 'DELETE' })
}

export function invalidateRoles(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: roleKeys.all })
}
