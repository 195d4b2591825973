import { Center, Loader } from '@mantine/core'
import { GuardedModal } from '@/components/forms/guarded-modal'
import { lazy, Suspense } from 'react'
import { SectionLoader } from '@/components/feedback/section-loader'
import type { Role, User } from '@/contract/schemas'

// The form (and Mantine's form library) loads when the dialog first opens.
const loadUserForm = () => import('./user-form')
const UserForm = lazy(() => loadUserForm().then((module) => ({ default: module.UserForm })))

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
  /** The server's per-field messages for that refusal (e.g. a taken email), shown under the fields. */
  fieldErrors?: Readonly<Record<string, string>> | null
  onClose: () => void
  onSubmit: (values: UserFormValues) => void
}

/** Create and edit dialog for a user (SPEC §5: every field required, email a valid address). */
export function UserFormDialog(props: UserFormDialogProps) {
  return (
    <GuardedModal opened={props.opened} onClose={props.onClose} title={props.user ? 'Edit User' : 'Create New User'} size="lg" centered>
      {props.opened &&
        (props.rolesLoading ? (
          <Center py="xl">
            <Loader role="progressbar" aria-label="Loading roles" />
          </Center>
        ) : (
          <Suspense fallback={<SectionLoader label="Loading form" />}><UserForm key={props.user?.id ?? 'new'} {...props} /></Suspense>
        ))}
    </GuardedModal>
  )
}
