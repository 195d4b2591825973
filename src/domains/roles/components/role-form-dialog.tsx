import { GuardedModal } from '@/components/forms/guarded-modal'
import { lazy, Suspense } from 'react'
import { SectionLoader } from '@/components/feedback/section-loader'
import type { Role } from '@/contract/schemas'

// The form (and Mantine's form library) loads when the dialog first opens.
const loadRoleForm = () => import('./role-form')
const RoleForm = lazy(() => loadRoleForm().then((module) => ({ default: module.RoleForm })))

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
    <GuardedModal opened={props.opened} onClose={props.onClose} title={props.role ? 'Edit Role' : 'Create New Role'} centered>
      {props.opened && <Suspense fallback={<SectionLoader label="Loading form" />}><RoleForm key={props.role?.id ?? 'new'} {...props} /></Suspense>}
    </GuardedModal>
  )
}
