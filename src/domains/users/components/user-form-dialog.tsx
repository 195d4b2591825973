import { Alert, Button, Center, Group, Loader, Modal, MultiSelect, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconAlertCircle } from '@tabler/icons-react'
import { userCreateFormSchema, userEditFormSchema } from '@/contract/forms'
import type { Role, User } from '@/contract/schemas'
import { formResolver } from '@/lib/form-resolver'

/** The role a new user starts with, matching the server's default for sign-ups. */
export const DEFAULT_NEW_USER_ROLE = 'ROLE_STAFF'

export interface UserFormValues {
  firstName: string
  lastName: string
  username: string
  /** Only collected when creating (SPEC §5). */
  password: string
  email: string
  mobileNo: string
  roleIds: number[]
}

export interface UserFormDialogProps {
  opened: boolean
  /** Edit when given, else create. */
  user?: User | null
  roles: readonly Role[]
  rolesLoading?: boolean
  loading?: boolean
  /** What the server said when it refused the last submit (e.g. a taken username). */
  error?: string | null
  onClose: () => void
  onSubmit: (values: UserFormValues) => void
}

/** Create and edit dialog for a user (SPEC §5: every field required, email a valid address). */
export function UserFormDialog(props: UserFormDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.user ? 'Edit User' : 'Create New User'} size="lg" centered>
      {props.opened &&
        (props.rolesLoading ? (
          <Center py="xl">
            <Loader aria-label="Loading roles" />
          </Center>
        ) : (
          <UserForm key={props.user?.id ?? 'new'} {...props} />
        ))}
    </Modal>
  )
}

function UserForm({ user, roles, loading, error, onClose, onSubmit }: UserFormDialogProps) {
  const editing = Boolean(user)
  const defaultRole = roles.find((role) => role.name === DEFAULT_NEW_USER_ROLE)
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
    validate: formResolver(editing ? userEditFormSchema : userCreateFormSchema),
  })
  const roleOptions = roles.map((role) => ({ value: String(role.id), label: role.name }))

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        onSubmit({
          ...values,
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          username: values.username.trim(),
          email: values.email.trim(),
          mobileNo: values.mobileNo.trim(),
        }),
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
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            {editing ? 'Save Changes' : 'Create User'}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
