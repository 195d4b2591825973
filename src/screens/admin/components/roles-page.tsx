import { ActionIcon, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { Hint } from '@/components/light/hint'
import { IconPencil, IconPlus, IconShieldLock, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { ListPage } from '@/components/list-page/list-page'
import { useSearchBox } from '@/components/list-page/use-search-box'
import type { Role } from '@/contract/schemas'
import { serverMessage } from '@/lib/api-client'
import { notifyError } from '@/lib/notify'
import { type RoleLevel, roleLevel } from '@/lib/permissions'
import { roleQueries } from '@/domains/roles/api/role-queries'
import { userQueries } from '@/domains/users/api/user-queries'
import { useCreateRole, useDeleteRole, useUpdateRole } from '@/domains/roles/api/role-mutations'
import { ROLE_MESSAGES } from '../messages'
import { toastsConfig } from '@/lib/mutation-toasts'
import { filterRoles, holdersByRole } from '../utils/admin-search'
import { roleColor } from '@/domains/roles/utils/role-color'
import { DeleteDialog } from './delete-dialog'
import { RoleFormDialog } from '@/domains/roles/components/role-form-dialog'

export interface RolesSearch {
  q?: string
}

type Dialog = { kind: 'create' } | { kind: 'edit'; role: Role } | { kind: 'delete'; role: Role } | null

const GRANTS: Record<RoleLevel, string> = {
  admin: 'Grants admin access',
  manager: 'Grants manager access',
  staff: 'Grants staff access',
  none: 'Grants no access of its own',
}

/** /roles (SPEC §2 Role Management): searchable grid with ids, create/edit dialogs, delete. */
export function RolesPage({ search, onSearchChange }: { search: RolesSearch; onSearchChange: (search: RolesSearch) => void }) {
  const roles = useQuery(roleQueries.list())
  // Only for the holder counts: if it fails the cards simply leave the count out.
  const users = useQuery(userQueries.choices())
  const [dialog, setDialog] = useState<Dialog>(null)
  const searchBox = useSearchBox(search.q, (q) => onSearchChange({ q }))
  // The list follows the box at once; the URL catches up after the paint (useSearchBox).
  const query = searchBox.text

  useEffect(() => {
    if (roles.isError) notifyError(ROLE_MESSAGES.fetchFailed)
  }, [roles.isError])

  const close = () => setDialog(null)
  const create = useCreateRole({ mutationConfig: toastsConfig({ success: ROLE_MESSAGES.created, failure: ROLE_MESSAGES.createFailed, then: close }) })
  const update = useUpdateRole({ mutationConfig: toastsConfig({ success: ROLE_MESSAGES.updated, failure: ROLE_MESSAGES.updateFailed, then: close }) })
  const remove = useDeleteRole({ mutationConfig: toastsConfig({ success: ROLE_MESSAGES.deleted, failure: ROLE_MESSAGES.deleteFailed, then: close }) })

  const open = (next: Dialog) => {
    create.reset()
    update.reset()
    remove.reset()
    setDialog(next)
  }

  const visible = useMemo(() => filterRoles(roles.data ?? [], query), [roles.data, query])
  const holders = useMemo(() => (users.data && users.data.length > 0 ? holdersByRole(users.data) : null), [users.data])
  const formError = dialog?.kind === 'edit' ? update.error : create.error

  return (
    <>
      <ListPage
        title="Role Management"
        description="Manage the roles users can hold."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => open({ kind: 'create' })}>
            New Role
          </Button>
        }
        search={{ label: 'Search roles', placeholder: 'Search roles by name or id…', box: searchBox }}
        query={roles}
        loadingLabel="Loading roles"
        errorMessage={ROLE_MESSAGES.fetchFailed}
        isEmpty={visible.length === 0}
        empty={{ title: 'No roles found', description: query ? `No roles match “${query}”. Try another search.` : 'Create the first role to get started.' }}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
          {visible.map((role) => {
            const level = roleLevel({ roles: [role] })
            const count = holders?.get(role.id) ?? 0
            return (
              <Card key={role.id} withBorder radius="md" padding="md" component="article" aria-label={role.name}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={6} miw={0}>
                    <Group gap="xs" wrap="nowrap">
                      <IconShieldLock size={18} aria-hidden color={`var(--mantine-color-${roleColor(role.name)}-6)`} />
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {role.name}
                      </Text>
                    </Group>
                    <Group gap={6}>
                      <Badge variant="outline" color="gray" tt="none">
                        ID {role.id}
                      </Badge>
                      {holders && (
                        <Badge variant="light" color={roleColor(role.name)} tt="none">
                          {count === 1 ? '1 user' : `${count} users`}
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {GRANTS[level]}
                    </Text>
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <Hint label="Edit">
                      {(hint) => (
                        <ActionIcon {...hint} variant="subtle" aria-label={`Edit ${role.name}`} onClick={() => open({ kind: 'edit', role })}>
                          <IconPencil size={18} />
                        </ActionIcon>
                      )}
                    </Hint>
                    <Hint label="Delete">
                      {(hint) => (
                        <ActionIcon {...hint} variant="subtle" color="red" aria-label={`Delete ${role.name}`} onClick={() => open({ kind: 'delete', role })}>
                          <IconTrash size={18} />
                        </ActionIcon>
                      )}
                    </Hint>
                  </Group>
                </Group>
              </Card>
            )
          })}
        </SimpleGrid>
      </ListPage>

      <RoleFormDialog
        opened={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        role={dialog?.kind === 'edit' ? dialog.role : null}
        loading={create.isPending || update.isPending}
        error={formError ? serverMessage(formError, dialog?.kind === 'edit' ? ROLE_MESSAGES.updateFailed : ROLE_MESSAGES.createFailed) : null}
        onClose={close}
        onSubmit={(name) => {
          if (dialog?.kind === 'edit') update.mutate({ id: dialog.role.id, name })
          else create.mutate(name)
        }}
      />
      <DeleteDialog
        opened={dialog?.kind === 'delete'}
        title="Delete Role"
        message={ROLE_MESSAGES.deleteConfirm}
        detail={
          dialog?.kind === 'delete' && (
            <Text size="sm" c="dimmed">
              {dialog.role.name}
              {holders ? ` is held by ${holders.get(dialog.role.id) === 1 ? '1 user' : `${holders.get(dialog.role.id) ?? 0} users`}; they lose it.` : ''}
            </Text>
          )
        }
        error={remove.error ? serverMessage(remove.error, ROLE_MESSAGES.deleteFailed) : null}
        loading={remove.isPending}
        onClose={close}
        onConfirm={() => dialog?.kind === 'delete' && remove.mutate(dialog.role)}
      />
    </>
  )
}
