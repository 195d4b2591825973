/** The users domain's calls and mutations, one hook per endpoint; the screen passes its toasts in `mutationConfig`. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPaths } from '@/contract/paths'
import { type CreateUserRequest, type UpdateUserRequest, type User, userSchema } from '@/contract/schemas'
import { apiRequest } from '@/lib/api-client'
import { type MutationConfig, withMutationConfig } from '@/lib/mutation-config'
import { queryRoots } from '@/lib/query-keys'
import { useSessionStore } from '@/lib/session-context'
import { userKeys } from './user-queries'

export function createUser(body: CreateUserRequest): Promise<User> {
  return apiRequest(apiPaths.users.create(), { method: 'POST', body, schema: userSchema })
}

export function updateUser(id: number, body: UpdateUserRequest): Promise<User> {
  return apiRequest(apiPaths.users.admin(id), { method: 'PUT', body, schema: userSchema })
}

export async function deleteUser(id: number): Promise<void> {
  await apiRequest(apiPaths.users.admin(id), { method: 'DELETE' })
}

function save({ id, body }: { id: number; body: UpdateUserRequest }): Promise<User> {
  return updateUser(id, body)
}

function remove(user: User): Promise<void> {
  return deleteUser(user.id)
}

function useInvalidateUsers() {
  const client = useQueryClient()
  // Names and roles appear on project members and task assignees too.
  return () => Promise.all([client.invalidateQueries({ queryKey: userKeys.all }), client.invalidateQueries({ queryKey: queryRoots.projects }), client.invalidateQueries({ queryKey: queryRoots.tasks })])
}

export function useCreateUser({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createUser> } = {}) {
  const invalidate = useInvalidateUsers()
  return useMutation(withMutationConfig({ mutationFn: createUser, onSettled: invalidate }, mutationConfig))
}

export function useUpdateUser({ mutationConfig }: { mutationConfig?: MutationConfig<typeof save> } = {}) {
  const invalidate = useInvalidateUsers()
  const session = useSessionStore()
  return useMutation(
    withMutationConfig(
      {
        mutationFn: save,
        // Editing your own account changes the header and your permissions without a reload.
        onSuccess: (user) => session.updateSessionUser(user),
        onSettled: invalidate,
      },
      mutationConfig,
    ),
  )
}

export function useDeleteUser({ mutationConfig }: { mutationConfig?: MutationConfig<typeof remove> } = {}) {
  const invalidate = useInvalidateUsers()
  return useMutation(withMutationConfig({ mutationFn: remove, onSettled: invalidate }, mutationConfig))
}
