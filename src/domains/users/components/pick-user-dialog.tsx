import { Select, Text } from '@mantine/core'
import { GuardedModal } from '@/components/forms/guarded-modal'
import { useDirtyDialog } from '@/components/forms/dialog-guard'
import { useState } from 'react'
import type { User } from '@/contract/schemas'
import { fullNameOf } from '@/lib/names'
import { FormActions } from '@/components/forms/form-actions'
import { useSubmitGuard } from '@/components/forms/use-submit-guard'

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
      {props.opened && <PickUserForm key={String(props.initialUserId ?? '')} {...props} />}
    </GuardedModal>
  )
}

function PickUserForm({ subject, label, submitLabel, users, initialUserId, excludeIds = [], loading, onSubmit, onClose }: PickUserDialogProps) {
  const { busy, guard } = useSubmitGuard(loading)
  const send = guard(onSubmit)
  const initial = initialUserId ? String(initialUserId) : null
  const [userId, setUserId] = useState<string | null>(initial)
  useDirtyDialog(userId !== initial)
  const data = users
    .filter((user) => !excludeIds.includes(user.id))
    .map((user) => ({ value: String(user.id), label: `${fullNameOf(user)} (@${user.username})` }))
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (userId) send(Number(userId))
      }}
    >
      {subject && (
        <Text size="sm" c="dimmed" mb="sm">
          {subject}
        </Text>
      )}
      <Select
        label={label}
        placeholder="Select a user"
        data={data}
        value={userId}
        onChange={setUserId}
        searchable
        nothingFoundMessage="No users found"
        comboboxProps={{ withinPortal: false }}
      />
      <FormActions submitLabel={submitLabel} disabled={!userId} loading={busy} onCancel={onClose} mt="lg" />
    </form>
  )
}
