/** The roles screen's mutations, with the toasts of SPEC §8 "Roles" word for word. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Role } from '@/contract/schemas'
import { notifyError, notifySuccess } from '@/lib/notify'
import { useSessionStore } from '@/lib/session-context'
import { createRole, deleteRole, invalidateRoles, updateRole } from './role-queries'
import { queryRoots } from '@/lib/query-keys'

export const ROLE_MESSAGES = {
  fetchFailed: 'Failed to fetch roles',
  createFailed: 'Failed to create role',
  updateFailed: 'Failed to update role',
  deleteFailed: 'Failed to delete role',
  created: 'Role created successfully',
  updated: 'Role updated successfully',
  deleted: 'Role deleted successfully',
  deleteConfirm: 'Are you sure you want to delete this role? Users with this role may be affected.',
} as const

function useInvalidateRoles() {
  const client = useQueryClient()
  // Users carry their roles by name, so a renamed or deleted role changes every holder.
  return () => Promise.all([invalidateRoles(client), client.invalidateQueries({ queryKey: queryRoots.users }), client.invalidateQueries({ queryKey: queryRoots.projects })])
}

/** The signed-in user carries their roles by name: renaming or deleting one they hold changes their menu. */
function useFollowOwnRoles() {
  const session = useSessionStore()
  return (change: (roles: Role[]) => Role[]) => {
    const { user } = session.getSnapshot()
    if (user) session.updateSessionUser({ ...user, roles: change(user.roles) })
  }
}

export function useCreateRole(options: { onSuccess?: (role: Role) => void } = {}) {
  const invalidate = useInvalidateRoles()
  return useMutation({
    mutationFn: (name: string) => createRole({ name }),
    onSuccess: (role) => {
      notifySuccess(ROLE_MESSAGES.created)
      options.onSuccess?.(role)
    },
    onError: () => notifyError(ROLE_MESSAGES.createFailed),
    onSettled: invalidate,
  })
}

export function useUpdateRole(options: { onSuccess?: (role: Role) => void } = {}) {
  const invalidate = useInvalidateRoles()
  const followOwnRoles = useFollowOwnRoles()
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => updateRole(id, { name }),
    onSuccess: (role) => {
      followOwnRoles((roles) => roles.map((held) => (held.id === role.id ? role : held)))
      notifySuccess(ROLE_MESSAGES.updated)
      options.onSuccess?.(role)
    },
    onError: () => notifyError(ROLE_MESSAGES.updateFailed),
    onSettled: invalidate,
  })
}

export function useDeleteRole(options: { onSuccess?: () => void } = {}) {
  const invalidate = useInvalidateRoles()
  const followOwnRoles = useFollowOwnRoles()
  return useMutation({
    mutationFn: (role: Role) => deleteRole(role.id),
    onSuccess: (_, deleted) => {
      followOwnRoles((roles) => roles.filter((held) => held.id !== deleted.id))
      notifySuccess(ROLE_MESSAGES.deleted)
      options.onSuccess?.()
    },
    onError: () => notifyError(ROLE_MESSAGES.deleteFailed),
    onSettled: invalidate,
  })
}
