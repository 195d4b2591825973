import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconAlertCircle } from '@tabler/icons-react'
import { roleFormSchema } from '@/contract/forms'
import type { Role } from '@/contract/schemas'
import { formResolver } from '@/lib/form-resolver'

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
  const form = useForm({ initialValues: { name: role?.name ?? '' }, validate: formResolver(roleFormSchema) })
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSubmit(values.name.trim()))}>
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
          {...form.getInputProps('name')}
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
