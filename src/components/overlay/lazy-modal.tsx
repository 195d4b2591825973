import type { ModalProps } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'

const LoadedModal = lazy(() => import('./loaded-modal').then((module) => ({ default: module.LoadedModal })))

/**
 * Mantine's Modal, loaded when it first opens (issue 13): a screen's closed dialogs rendered
 * nothing but still brought Modal, its focus trap, overlay, portal, scroll lock and ScrollArea into
 * the screen's first load. Once opened it stays loaded, so it closes with its transition and opens
 * at once the next time. Dialogs build on it as on Modal (GuardedModal, ConfirmDialog…) and hold
 * the page's scroll lock themselves (usePageScrollLock).
 */
export function LazyModal(props: ModalProps) {
  const [needed, setNeeded] = useState(props.opened)
  if (props.opened && !needed) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <LoadedModal {...props} />
    </Suspense>
  )
}
