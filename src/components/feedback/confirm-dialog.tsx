import { Button, Group, Text } from '@mantine/core'
import { LazyModal } from '../overlay/lazy-modal'
import { usePageScrollLock } from './page-scroll-lock'
import { useClosingHold } from './use-closing-hold'

export interface ConfirmDialogProps {
  opened: boolean
  title: string
  /** The question, word for word from the spec (e.g. 'Are you sure you want to delete this task?'). */
  message: string
  confirmLabel?: string
  loading?: boolean
  onConfirm: () => void
  onClose: () => void
}

/** A destructive confirmation in a Mantine modal. */
export function ConfirmDialog({ opened, title, message, confirmLabel = 'Delete', loading, onConfirm, onClose }: ConfirmDialogProps) {
  const onExited = useClosingHold(opened)
  usePageScrollLock(opened)
  return (
    <LazyModal opened={opened} onClose={onClose} title={title} centered onExitTransitionEnd={onExited}>
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </LazyModal>
  )
}
