import '@/styles/mantine-content'
import { ActionIcon, Button, Paper, Table, Text, VisuallyHidden } from '@mantine/core'
import { Hint } from '@/components/light/hint'
import { useMediaQuery } from '@mantine/hooks'
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { memo, useCallback, useEffect, useMemo, useState } from 'react'
import { ListPage } from '@/components/list-page/list-page'
import { useSearchBox } from '@/components/list-page/use-search-box'
import { focusIsIn, idOf, useRecycledKeys } from '@/components/list-page/use-recycled-keys'
import type { User } from '@/contract/schemas'
import { serverFieldErrors, serverMessage } from '@/lib/api-client'
import { fullNameOf, initialsOf } from '@/lib/names'
import { notifyError } from '@/lib/notify'
import { roleQueries } from '@/domains/roles/api/role-queries'
import { userQueries } from '@/domains/users/api/user-queries'
import { useCurrentUser } from '@/lib/session-context'
import { useCreateUser, useDeleteUser, useUpdateUser } from '@/domains/users/api/user-mutations'
import { USER_MESSAGES } from '../messages'
import { toastsConfig } from '@/lib/mutation-toasts'
import { filterUsers } from '../utils/admin-search'
import { roleColor } from '@/domains/roles/utils/role-color'
import { DeleteDialog } from './delete-dialog'
import { InitialsAvatar } from '@/components/light/initials-avatar'
import { LightBadge } from '@/components/light/light-badge'
import classes from './users-page.module.css'
import { UserFormDialog, type UserFormValues } from '@/domains/users/components/user-form-dialog'

export interface UsersSearch {
  q?: string
}

type Dialog = { kind: 'create' } | { kind: 'edit'; user: User } | { kind: 'delete'; user: User } | null

/** /users (SPEC §2 User Management): search, list, create/edit dialogs, delete with confirmation. */
export function UsersPage({ search, onSearchChange }: { search: UsersSearch; onSearchChange: (search: UsersSearch) => void }) {
  const me = useCurrentUser()
  // Phones show the roles under the name: a separate column truncates every badge.
  const wide = useMediaQuery('(min-width: 36em)') ?? true
  const users = useQuery(userQueries.list())
  const [dialog, setDialog] = useState<Dialog>(null)
  const roles = useQuery({ ...roleQueries.list(), enabled: dialog?.kind === 'create' || dialog?.kind === 'edit' })
  const searchBox = useSearchBox(search.q, (q) => onSearchChange({ q }))
  // The list follows the box at once; the URL catches up after the paint (useSearchBox).
  const query = searchBox.text

  useEffect(() => {
    if (users.isError) notifyError(USER_MESSAGES.fetchFailed)
  }, [users.isError])

  const close = useCallback(() => setDialog(null), [])
  const create = useCreateUser({ mutationConfig: toastsConfig({ success: USER_MESSAGES.created, failure: USER_MESSAGES.createFailed, then: close }) })
  const update = useUpdateUser({ mutationConfig: toastsConfig({ success: USER_MESSAGES.updated, failure: USER_MESSAGES.updateFailed, then: close }) })
  const remove = useDeleteUser({ mutationConfig: toastsConfig({ success: USER_MESSAGES.deleted, failure: USER_MESSAGES.deleteFailed, then: close }) })

  const { reset: resetCreate } = create
  const { reset: resetUpdate } = update
  const { reset: resetRemove } = remove
  const open = useCallback(
    (next: Dialog) => {
      resetCreate()
      resetUpdate()
      resetRemove()
      setDialog(next)
    },
    [resetCreate, resetUpdate, resetRemove],
  )
  const onEdit = useCallback((user: User) => open({ kind: 'edit', user }), [open])
  const onDelete = useCallback((user: User) => open({ kind: 'delete', user }), [open])

  const visible = useMemo(() => filterUsers(users.data ?? [], query), [users.data, query])

  const formError = dialog?.kind === 'edit' ? update.error : create.error
  // Memoised on the error, so a later re-render does not bring back a message the user has fixed.
  const fieldErrors = useMemo(() => serverFieldErrors(formError), [formError])

  // Kept across keystrokes in the search: the page header then stays as it was (issue 13).
  const actions = useMemo(
    () => (
      <Button leftSection={<IconPlus size={16} />} onClick={() => open({ kind: 'create' })}>
        New User
      </Button>
    ),
    [open],
  )

  const { mutate: createUser, isPending: creating } = create
  const { mutate: updateUser, isPending: updating } = update
  const { mutate: removeUser, isPending: removing, error: removeError } = remove
  // Built once per change of what they show: a keystroke in the search re-renders this page, and
  // the closed dialogs need not follow it (issue 13).
  const dialogs = useMemo(() => {
    const submit = (values: UserFormValues) => {
      const roleRefs = values.roleIds.map((id) => ({ id }))
      const fields = { firstName: values.firstName, lastName: values.lastName, username: values.username, email: values.email, mobileNo: values.mobileNo }
      if (dialog?.kind === 'edit') {
        const { referralCode, referredBy } = dialog.user
        updateUser({ id: dialog.user.id, body: { ...fields, referralCode, referredBy, roles: roleRefs } })
      } else {
        createUser({ user: { ...fields, password: values.password, referralCode: null, referredBy: null, roles: roleRefs }, referralCode: null })
      }
    }
    return (
      <>
        <UserFormDialog
          opened={dialog?.kind === 'create' || dialog?.kind === 'edit'}
          user={dialog?.kind === 'edit' ? dialog.user : null}
          roles={roles.data ?? []}
          rolesLoading={roles.isPending}
          loading={creating || updating}
          error={formError ? serverMessage(formError, dialog?.kind === 'edit' ? USER_MESSAGES.updateFailed : USER_MESSAGES.createFailed) : null}
          fieldErrors={fieldErrors}
          onClose={close}
          onSubmit={submit}
        />
        <DeleteDialog
          opened={dialog?.kind === 'delete'}
          title="Delete User"
          message={USER_MESSAGES.deleteConfirm}
          detail={
            dialog?.kind === 'delete' && (
              <Text size="sm" c="dimmed">
                {fullNameOf(dialog.user)} (@{dialog.user.username}) loses access, leaves their projects, and their tasks become unassigned.
              </Text>
            )
          }
          error={removeError ? serverMessage(removeError, USER_MESSAGES.deleteFailed) : null}
          loading={removing}
          onClose={close}
          onConfirm={() => dialog?.kind === 'delete' && removeUser(dialog.user)}
        />
      </>
    )
  }, [dialog, roles.data, roles.isPending, creating, updating, formError, fieldErrors, close, createUser, updateUser, removeError, removing, removeUser])

  return (
    <>
      <ListPage
        title="User Management"
        description="Manage accounts and their roles."
        actions={actions}
        search={{ label: 'Search users', placeholder: 'Search by name, username, email or role…', box: searchBox }}
        query={users}
        loadingLabel="Loading users"
        errorMessage={USER_MESSAGES.fetchFailed}
        isEmpty={visible.length === 0}
        empty={{ title: 'No users found', description: query ? `No users match “${query}”. Try another search.` : 'Create the first user to get started.' }}
        count={{ text: visible.length === 1 ? '1 user' : `${visible.length} users`, position: 'bottom' }}
      >
        <UsersTable users={visible} wide={wide} meId={me.id} onEdit={onEdit} onDelete={onDelete} />
      </ListPage>

      {dialogs}
    </>
  )
}

interface UsersTableProps {
  users: readonly User[]
  wide: boolean
  meId: number
  onEdit: (user: User) => void
  onDelete: (user: User) => void
}

const userHoldsFocus = (id: number) => focusIsIn(`[data-user-id="${id}"]`)

/**
 * Memoised with its rows: a keystroke in the search re-renders neither until the filtered list
 * changes. A row that leaves the results is reused for one that arrives (useRecycledKeys).
 */
const UsersTable = memo(function UsersTable({ users, wide, meId, onEdit, onDelete }: UsersTableProps) {
  const keys = useRecycledKeys(users, idOf, userHoldsFocus)
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing="sm" highlightOnHover aria-label="Users">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>User</Table.Th>
              <Table.Th visibleFrom="md">Mobile number</Table.Th>
              {wide && <Table.Th>Roles</Table.Th>}
              <Table.Th w={1}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => (
              <UserRow key={keys.get(user.id)} user={user} wide={wide} isMe={user.id === meId} onEdit={onEdit} onDelete={onDelete} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  )
})

interface UserRowProps {
  user: User
  wide: boolean
  isMe: boolean
  onEdit: (user: User) => void
  onDelete: (user: User) => void
}

const UserRow = memo(function UserRow({ user, wide, isMe, onEdit, onDelete }: UserRowProps) {
  const name = fullNameOf(user)
  const roles =
    user.roles.length === 0 ? (
      <span className={classes.line}>No roles</span>
    ) : (
      <span className={classes.roles}>
        {user.roles.map((role) => (
          <LightBadge key={role.id} color={roleColor(role.name)} asWritten>
            {role.name}
          </LightBadge>
        ))}
      </span>
    )
  return (
    <Table.Tr data-testid={`user-${user.username}`} data-user-id={user.id}>
      <Table.Td>
        <div className={classes.who}>
          <span className={classes.avatar}>
            <InitialsAvatar name={name} initials={initialsOf(user)} />
          </span>
          <div className={classes.details}>
            <span className={classes.name}>
              {name}
              {isMe && <span className={classes.you}> (you)</span>}
            </span>
            <span className={classes.line}>@{user.username}</span>
            <span className={classes.line}>{user.email}</span>
            {!wide && roles}
          </div>
        </div>
      </Table.Td>
      <Table.Td visibleFrom="md">
        <span className={classes.mobile}>{user.mobileNo}</span>
      </Table.Td>
      {wide && <Table.Td>{roles}</Table.Td>}
      <Table.Td>
        <div className={classes.actions}>
          <Hint label="Edit">
            {(hint) => (
              <ActionIcon {...hint} variant="subtle" aria-label={`Edit ${name}`} onClick={() => onEdit(user)}>
                <IconPencil size={18} />
              </ActionIcon>
            )}
          </Hint>
          {/* Your own Delete is aria-disabled, not disabled: a disabled button takes no hover or
              focus, so the hint saying why would never show. */}
          <Hint label={isMe ? 'You cannot delete your own account' : 'Delete'}>
            {(hint) => (
              <ActionIcon
                {...hint}
                variant="subtle"
                color="red"
                aria-label={`Delete ${name}`}
                aria-disabled={isMe || undefined}
                data-disabled={isMe || undefined}
                onClick={isMe ? undefined : () => onDelete(user)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            )}
          </Hint>
        </div>
      </Table.Td>
    </Table.Tr>
  )
})
