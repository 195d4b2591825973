import '@/styles/mantine-fields'
import '@/styles/mantine-overlays'
import { Alert, MultiSelect, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconAlertCircle } from '@tabler/icons-react'
import { useEffect } from 'react'
import { userCreateFormSchema, userEditFormSchema } from '@/contract/forms'
import { formResolver, useErrorsFollowInput } from '@/lib/form-resolver'
import { useDirtyDialog } from '@/components/forms/dialog-guard'
import { DEFAULT_NEW_USER_ROLE, type UserFormDialogProps, type UserFormValues } from './user-form-dialog'
import { FormActions } from '@/components/forms/form-actions'
import { useSubmitGuard } from '@/components/forms/use-submit-guard'

const FIELDS = ['firstName', 'lastName', 'username', 'password', 'email', 'mobileNo', 'roleIds'] as const satisfies readonly (keyof UserFormValues)[]

/** The dialog's body, loaded when the dialog first opens. */
export function UserForm({ user, roles, loading, error, fieldErrors, onClose, onSubmit }: UserFormDialogProps) {
  const { busy, guard } = useSubmitGuard(loading)
  const editing = Boolean(user)
  const defaultRole = roles.find((role) => role.name === DEFAULT_NEW_USER_ROLE)
  const rules = formResolver(editing ? userEditFormSchema : userCreateFormSchema)
  const form = useForm<UserFormValues>({
    initialValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      username: user?.username ?? '',
      password: '',
      email: user?.email ?? '',
      mobileNo: user?.mobileNo ?? '',
      roleIds: user ? user.roles.map((role) => role.id) : defaultRole ? [defaultRole.id] : [],
    },
    validate: rules,
  })
  useDirtyDialog(form.isDirty())
  useErrorsFollowInput(form, rules)
  const { setErrors } = form
  // A new refusal puts the server's messages under the fields they name.
  useEffect(() => {
    const shown = Object.entries(fieldErrors ?? {}).filter(([field]) => (FIELDS as readonly string[]).includes(field))
    if (shown.length > 0) setErrors(Object.fromEntries(shown))
  }, [fieldErrors, setErrors])
  const roleOptions = roles.map((role) => ({ value: String(role.id), label: role.name }))

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        guard((values: typeof form.values) =>
        onSubmit({
          ...values,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          username: values.username.trim(),
          email: values.email.trim(),
          mobileNo: values.mobileNo.trim(),
        }),
        ),
      )}
    >
      <Stack gap="sm">
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title={editing ? 'Could not save the user' : 'Could not create the user'} role="alert">
            {error}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="First name" withAsterisk data-autofocus {...form.getInputProps('firstName')} />
          <TextInput label="Last name" withAsterisk {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label="Username" autoComplete="off" withAsterisk {...form.getInputProps('username')} />
        {!editing && <PasswordInput label="Password" autoComplete="new-password" withAsterisk {...form.getInputProps('password')} />}
        <TextInput label="Email" type="email" autoComplete="off" withAsterisk {...form.getInputProps('email')} />
        <TextInput label="Mobile number" type="tel" autoComplete="off" withAsterisk {...form.getInputProps('mobileNo')} />
        <MultiSelect
          label="Roles"
          placeholder={form.values.roleIds.length === 0 ? 'No roles' : undefined}
          description={form.values.roleIds.length === 0 ? 'Without a role the user only sees the dashboard.' : undefined}
          data={roleOptions}
          value={form.values.roleIds.map(String)}
          onChange={(values) => form.setFieldValue('roleIds', values.map(Number))}
          searchable
          clearable
          comboboxProps={{ withinPortal: false }}
        />
        <FormActions submitLabel={editing ? 'Save Changes' : 'Create User'} loading={busy} onCancel={onClose} />
      </Stack>
    </form>
  )
}
