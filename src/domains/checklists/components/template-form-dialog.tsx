import { GuardedModal } from '@/components/forms/guarded-modal'
import { lazy, Suspense } from 'react'
import { SectionLoader } from '@/components/feedback/section-loader'
import type { ChecklistTemplate, User } from '@/contract/schemas'
import type { TemplateFormValues } from '../api/checklist-queries'

// The form (and Mantine's form library) loads when the dialog first opens.
const loadTemplateForm = () => import('./template-form')
const TemplateForm = lazy(() => loadTemplateForm().then((module) => ({ default: module.TemplateForm })))

export interface TemplateFormDialogProps {
  opened: boolean
  onClose: () => void
  /** Edit when given, else create. */
  template?: ChecklistTemplate | null
  /** Everyone who can be assigned; a failed load is an empty list (SPEC §7). */
  users: readonly User[]
  usersLoading?: boolean
  loading?: boolean
  onSubmit: (values: TemplateFormValues) => void
}

/** Create and edit dialog for a checklist template (SPEC §2, §4, §5). */
export function TemplateFormDialog(props: TemplateFormDialogProps) {
  return (
    <GuardedModal opened={props.opened} onClose={props.onClose} title={props.template ? 'Edit Checklist Template' : 'New Checklist Template'} size="lg" centered>
      {props.opened && <Suspense fallback={<SectionLoader label="Loading form" />}><TemplateForm key={props.template?.id ?? 'new'} {...props} /></Suspense>}
    </GuardedModal>
  )
}
