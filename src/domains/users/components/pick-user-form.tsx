import '@/styles/mantine-fields'
import { Select, Text } from '@mantine/core'
import { useState } from 'react'
import { useDirtyDialog } from '@/components/forms/dialog-guard'
import { FormActions } from '@/components/forms/form-actions'
import { useSubmitGuard } from '@/components/forms/use-submit-guard'
import { fullNameOf } from '@/lib/names'
import type { PickUserDialogProps } from './pick-user-dialog'

/** The dialog's form, loaded when it first opens (pick-user-dialog.tsx): Mantine's Select and its popover stay out of the screens' first load. */
export function PickUserForm({ subject, label, submitLabel, users, initialUserId, excludeIds = [], loading, onSubmit, onClose }: PickUserDialogProps) {
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
