import { useNotifications } from '@mantine/notifications'
import { lazy, Suspense, useState } from 'react'

const ToastsHost = lazy(() => import('./toasts-host').then((module) => ({ default: module.ToastsHost })))

/**
 * Where toasts show. `notify` writes to Mantine's store at once; the stack that draws them (about
 * 10 KB gzip) loads when the store first holds one, so pages that toast nothing never fetch it.
 */
export function Toasts() {
  const { notifications, queue } = useNotifications()
  const [wanted, setWanted] = useState(false)
  if (!wanted && notifications.length + queue.length > 0) setWanted(true)
  return wanted ? (
    <Suspense fallback={null}>
      <ToastsHost />
    </Suspense>
  ) : null
}
