import { Button, Stack, Text } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { type DemoBackend, useDemoBackend } from '@/lib/demo-backend'
import { notifyNotice } from '@/lib/notify'
import { downloadRecovery, STORAGE_MESSAGES } from './demo-storage'

/**
 * What the in-browser server has to say about its storage, wherever the user is (the sign-in page
 * too): a change the browser refused to store, and stored data that could not be read.
 */
export function DemoStorageNotices() {
  const backend = useDemoBackend()
  return backend ? <NoticesFor backend={backend} /> : null
}

/** The recovery notice shows once per page load, even if the backend is registered again. */
let recoveryNoticeShown = false

function NoticesFor({ backend }: { backend: DemoBackend }) {
  const state = useSyncExternalStore(backend.subscribe, backend.getState, backend.getState)
  const refusals = useRef(state.storageRefusals)

  useEffect(() => {
    if (state.storageRefusals > refusals.current) {
      notifyNotice({ id: 'demo-storage-full', title: STORAGE_MESSAGES.fullTitle, message: STORAGE_MESSAGES.full, autoClose: 12_000 })
    }
    refusals.current = state.storageRefusals
  }, [state.storageRefusals])

  const justRecovered = state.recovery?.justNow === true
  useEffect(() => {
    if (!justRecovered || recoveryNoticeShown) return
    recoveryNoticeShown = true
    notifyNotice({
      id: 'demo-data-recovered',
      title: STORAGE_MESSAGES.recoveredTitle,
      autoClose: false,
      message: (
        <Stack gap={6} align="flex-start">
          <Text fz="sm">{STORAGE_MESSAGES.recovered}</Text>
          <Button size="compact-sm" variant="light" leftSection={<IconDownload size={14} />} onClick={() => void downloadRecovery(backend)}>
            {STORAGE_MESSAGES.download}
          </Button>
        </Stack>
      ),
    })
  }, [justRecovered, backend])

  return null
}
