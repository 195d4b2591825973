import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { LazyModal } from '@/components/overlay/lazy-modal'
import { IconAlertCircle } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { usePageScrollLock } from '@/components/feedback/page-scroll-lock'

export interface DeleteDialogProps {
  opened: boolean
  title: string
  /** The spec's question, word for word. */
  message: string
  /** What exactly goes, e.g. the user's name. */
  detail?: ReactNode
  /** Why the server refused the last attempt; the dialog stays open to show it. */
  error?: string | null
  loading?: boolean
  onConfirm: () => void
  onClose: () => void
}

/**
 * A destructive confirmation in a Mantine modal instead of the browser's confirm (SPEC §2 says
 * "browser confirm" for users): it matches the rest of the app and can show the server's reason.
 */
export function DeleteDialog({ opened, title, message, detail, error, loading, onConfirm, onClose }: DeleteDialogProps) {
  usePageScrollLock(opened)
  return (
    <LazyModal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="sm">
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <Text size="sm">{message}</Text>
        {detail}
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading} data-autofocus>
          Delete
        </Button>
      </Group>
    </LazyModal>
  )
}
