import { lazy, Suspense } from 'react'
import { SectionLoader } from '@/components/feedback/section-loader'
import { GuardedModal } from '@/components/forms/guarded-modal'
import type { User } from '@/contract/schemas'

const PickUserForm = lazy(() => import('./pick-user-form').then((module) => ({ default: module.PickUserForm })))

export interface PickUserDialogProps {
  opened: boolean
  title: string
  /** What is being changed, e.g. the task or project name. */
  subject?: string
  label: string
  submitLabel: string
  users: readonly User[]
  /** Preselected user (e.g. the current assignee when reassigning). */
  initialUserId?: number | null
  /** Users who cannot be picked (e.g. existing members). */
  excludeIds?: readonly number[]
  loading?: boolean
  onSubmit: (userId: number) => void
  onClose: () => void
}

/**
 * The list opens inside the dialog (an aria-modal dialog hides from assistive technology what lies
 * outside it), and this dialog is short: its content must let the list hang below it, or the list
 * showed one and a half names and scrolled the dialog instead.
 */
const LIST_MAY_HANG_BELOW = { content: { overflow: 'visible' } }

/** Assign and add-member dialogs: submit stays disabled until a user is chosen (SPEC §5). */
export function PickUserDialog(props: PickUserDialogProps) {
  return (
    <GuardedModal opened={props.opened} onClose={props.onClose} title={props.title} centered styles={LIST_MAY_HANG_BELOW}>
      {props.opened && (
        <Suspense fallback={<SectionLoader label="Loading form" />}>
          <PickUserForm key={String(props.initialUserId ?? '')} {...props} />
        </Suspense>
      )}
    </GuardedModal>
  )
}
