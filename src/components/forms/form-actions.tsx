import { Button, Group, type MantineSpacing } from '@mantine/core'
import { useGuardedClose } from './dialog-guard'

export interface FormActionsProps {
  /** The submit button's label, e.g. 'Create Task' or 'Save Changes'. */
  submitLabel: string
  loading?: boolean
  /** Submit stays off until the form can be sent (e.g. nobody picked yet). */
  disabled?: boolean
  onCancel: () => void
  mt?: MantineSpacing
}

/** A dialog form's Cancel and submit buttons, right-aligned below its fields. */
export function FormActions({ submitLabel, loading, disabled, onCancel, mt = 'sm' }: FormActionsProps) {
  // In a guarded dialog Cancel asks before discarding input, as Escape and the × do.
  const cancel = useGuardedClose(onCancel)
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={cancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={disabled} loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  )
}
