import { Button, Group, type MantineSpacing } from '@mantine/core'

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
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={disabled} loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  )
}
