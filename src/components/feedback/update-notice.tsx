import { Button, Stack, Text } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { notifyNotice } from '@/lib/notify'

export const UPDATE_MESSAGES = {
  title: 'A new version is available',
  message: 'Reload to use it. Unsaved changes on this page will be lost.',
  reload: 'Reload',
} as const

/** The notice that stays until the user reloads (one at a time, however often it is called). */
export function showUpdateNotice(onReload: () => void): void {
  notifyNotice({
    id: 'app-update',
    title: UPDATE_MESSAGES.title,
    autoClose: false,
    message: (
      <Stack gap={6} align="flex-start">
        <Text fz="sm">{UPDATE_MESSAGES.message}</Text>
        <Button size="compact-sm" variant="light" leftSection={<IconRefresh size={14} />} onClick={onReload}>
          {UPDATE_MESSAGES.reload}
        </Button>
      </Stack>
    ),
  })
}
