import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useState } from 'react'
import type { Role } from '@/contract/schemas'

export interface RoleFormDialogProps {
  opened: boolean
  /** Edit when given, else create. */
  role?: Role | null
  loading?: boolean
  /** What the server said when it refused the last submit (e.g. a name already in use). */
  error?: string | null
  onClose: () => void
  onSubmit: (name: string) => void
}

/** Create and edit dialog for a role; the name is required (SPEC §5). */
export function RoleFormDialog(props: RoleFormDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.role ? 'Edit Role' : 'Create New Role'} centered>
      {props.opened && <RoleForm key={props.role?.id ?? 'new'} {...props} />}
    </Modal>
  )
}

function RoleForm({ role, loading, error, onClose, onSubmit }: RoleFormDialogProps) {
  const [name, setName] = useState(role?.name ?? '')
  const [invalid, setInvalid] = useState<string | null>(null)
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const clean = name.trim()
        if (clean === '') {
          setInvalid('Role name is required')
          return
        }
        setInvalid(null)
        onSubmit(clean)
      }}
    >
      <Stack gap="sm">
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={role ? 'Could not save the role' : 'Could not create the role'} role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label="Role name"
          placeholder="e.g. ROLE_AUDITOR"
          description={role ? 'Everyone who holds this role sees the new name.' : 'Names such as ROLE_ADMIN, ROLE_MANAGER and ROLE_STAFF grant access.'}
          withAsterisk
          data-autofocus
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={invalid}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            {role ? 'Save Changes' : 'Create Role'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
