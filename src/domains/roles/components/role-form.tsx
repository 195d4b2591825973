import { Alert, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconAlertCircle } from '@tabler/icons-react'
import { roleFormSchema } from '@/contract/forms'
import { formResolver, useErrorsFollowInput } from '@/lib/form-resolver'
import { useDirtyDialog } from '@/components/forms/dialog-guard'
import type { RoleFormDialogProps } from './role-form-dialog'
import { FormActions } from '@/components/forms/form-actions'
import { useSubmitGuard } from '@/components/forms/use-submit-guard'

/** The dialog's body, loaded when the dialog first opens. */
export function RoleForm({ role, loading, error, onClose, onSubmit }: RoleFormDialogProps) {
  const { busy, guard } = useSubmitGuard(loading)
  const rules = formResolver(roleFormSchema)
  const form = useForm({ initialValues: { name: role?.name ?? '' }, validate: rules })
  useDirtyDialog(form.isDirty())
  useErrorsFollowInput(form, rules)
  return (
    <form noValidate onSubmit={form.onSubmit(guard((values: typeof form.values) => onSubmit(values.name.trim())))}>
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
        <FormActions submitLabel={role ? 'Save Changes' : 'Create Role'} loading={busy} onCancel={onClose} />
      </Stack>
    </form>
  )
}
