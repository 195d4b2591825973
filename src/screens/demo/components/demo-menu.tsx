import { Box, Button } from '@mantine/core'
import { IconAlertTriangle, IconFlask } from '@tabler/icons-react'
import { type ComponentPropsWithRef, useCallback, useSyncExternalStore } from 'react'
import { useLazyOverlay } from '@/components/overlay/use-lazy-overlay'
import { type DemoBackend, useDemoBackend } from '@/lib/demo-backend'

export const FAIL_COUNT = 3

const loadOverlay = () => import('./demo-menu-overlay').then((module) => module.DemoMenuOverlay)

/**
 * The "Demo" menu (issue #3 item 10): only when the in-browser server runs. Reset the demo data,
 * pick latency, make the next calls fail, switch simulated teammates, let one act now, and sign
 * in as another demo account; download stored data that could not be read and was set aside.
 * The menu's code loads on first hover, focus or click (useLazyOverlay).
 */
export function DemoMenu() {
  const backend = useDemoBackend()
  if (!backend) return null
  return <DemoMenuFor backend={backend} />
}

function DemoMenuFor({ backend }: { backend: DemoBackend }) {
  const storageOk = useSyncExternalStore(
    backend.subscribe,
    useCallback(() => backend.getState().storageOk, [backend]),
  )
  const { loaded: Overlay, standIn, takeOver } = useLazyOverlay(loadOverlay)
  if (Overlay) return <Overlay backend={backend} triggerRef={takeOver} />
  return <DemoMenuButton storageOk={storageOk} aria-haspopup="menu" aria-expanded={false} {...standIn} />
}

/** The menu's trigger: orange with a warning while the browser refuses to store the demo data. */
export function DemoMenuButton({ storageOk, ...props }: { storageOk: boolean } & ComponentPropsWithRef<'button'>) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      color={storageOk ? 'grape' : 'orange'}
      leftSection={storageOk ? <IconFlask size={16} /> : <IconAlertTriangle size={16} />}
      aria-label="Demo settings"
      {...props}
    >
      {/* On phones the header has no room for the word; the icon and label remain. */}
      <Box component="span" visibleFrom="xs">
        Demo
      </Box>
    </Button>
  )
}
