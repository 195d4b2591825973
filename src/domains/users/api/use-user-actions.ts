/** The users screen's calls and mutations, with the toasts of SPEC §8 "Users" word for word. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPaths } from '@/contract/paths'
import { type CreateUserRequest, type UpdateUserRequest, type User, userSchema } from '@/contract/schemas'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useSessionStore } from '@/lib/session-context'
import { userKeys } from './user-queries'
import { queryRoots } from '@/lib/query-keys'
import { apiRequest } from '@/lib/api-client'

export const USER_MESSAGES = {
  fetchFailed: 'Failed to fetch users',
  createFailed: 'Failed to create user',
  updateFailed: 'Failed to update user',
  deleteFailed: 'Failed to delete user',
  created: 'User created successfully',
  updated: 'User updated successfully',
  deleted: 'User deleted successfully',
  deleteConfirm: 'Are you sure you want to delete this user?',
} as const

export function createUser(body: CreateUserRequest): Promise<User> {
  return apiRequest(apiPaths.users.create(), { method: 'POST', body, schema: userSchema })
}

export function updateUser(id: number, body: UpdateUserRequest): Promise<User> {
  return apiRequest(apiPaths.users.admin(id), { method: 'PUT', body, schema: userSchema })
}

export async function deleteUser(id: number): Promise<void> {
  await apiRequest(apiPaths.users.admin(id), { method: 'DELETE' })
}

function useInvalidateUsers() {
  const client = useQueryClient()
  // Names and roles appear on project members and task assignees too.
  return () => Promise.all([client.invalidateQueries({ queryKey: userKeys.all }), client.invalidateQueries({ queryKey: queryRoots.projects }), client.invalidateQueries({ queryKey: queryRoots.tasks })])
}

export function useCreateUser(options: { onSuccess?: (user: User) => void } = {}) {
  const invalidate = useInvalidateUsers()
  return useMutation({
    mutationFn: createUser,
    onSuccess: (user) => {
      notifySuccess(USER_MESSAGES.created)
      options.onSuccess?.(user)
    },
    onError: () => notifyError(USER_MESSAGES.createFailed),
    onSettled: invalidate,
  })
}

export function useUpdateUser(options: { onSuccess?: (user: User) => void } = {}) {
  const invalidate = useInvalidateUsers()
  const session = useSessionStore()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateUserRequest }) => updateUser(id, body),
    onSuccess: (user) => {
      // Editing your own account changes the header and your permissions without a reload.
      session.updateSessionUser(user)
      notifySuccess(USER_MESSAGES.updated)
      options.onSuccess?.(user)
    },
    onError: () => notifyError(USER_MESSAGES.updateFailed),
    onSettled: invalidate,
  })
}

export function useDeleteUser(options: { onSuccess?: () => void } = {}) {
  const invalidate = useInvalidateUsers()
  return useMutation({
    mutationFn: (user: User) => deleteUser(user.id),
    onSuccess: () => {
      notifySuccess(USER_MESSAGES.deleted)
      options.onSuccess?.()
    },
    onError: () => notifyError(USER_MESSAGES.deleteFailed),
    onSettled: invalidate,
  })
}
