/** The roles domain's mutations, one hook per endpoint; the screen passes its toasts in `mutationConfig`. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Role } from '@/contract/schemas'
import { type MutationConfig, withMutationConfig } from '@/lib/mutation-config'
import { queryRoots } from '@/lib/query-keys'
import { useSessionStore } from '@/lib/session-context'
import { createRole, deleteRole, invalidateRoles, updateRole } from './role-queries'

function create(name: string): Promise<Role> {
  return createRole({ name })
}

function rename({ id, name }: { id: number; name: string }): Promise<Role> {
  return updateRole(id, { name })
}

function remove(role: Role): Promise<void> {
  return deleteRole(role.id)
}

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

export function useCreateRole({ mutationConfig }: { mutationConfig?: MutationConfig<typeof create> } = {}) {
  const invalidate = useInvalidateRoles()
  return useMutation(withMutationConfig({ mutationFn: create, onSettled: invalidate }, mutationConfig))
}

export function useUpdateRole({ mutationConfig }: { mutationConfig?: MutationConfig<typeof rename> } = {}) {
  const invalidate = useInvalidateRoles()
  const followOwnRoles = useFollowOwnRoles()
  return useMutation(
    withMutationConfig(
      {
        mutationFn: rename,
        onSuccess: (role) => followOwnRoles((roles) => roles.map((held) => (held.id === role.id ? role : held))),
        onSettled: invalidate,
      },
      mutationConfig,
    ),
  )
}

export function useDeleteRole({ mutationConfig }: { mutationConfig?: MutationConfig<typeof remove> } = {}) {
  const invalidate = useInvalidateRoles()
  const followOwnRoles = useFollowOwnRoles()
  return useMutation(
    withMutationConfig(
      {
        mutationFn: remove,
        onSuccess: (_, deleted) => followOwnRoles((roles) => roles.filter((held) => held.id !== deleted.id)),
        onSettled: invalidate,
      },
      mutationConfig,
    ),
  )
}
