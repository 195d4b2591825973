import '@/styles/mantine-overlays'
import { Modal, type ModalProps } from '@mantine/core'
import { useLayoutEffect, useState } from 'react'

/**
 * Mantine's Modal as LazyModal loads it (lazy-modal.tsx). Its first render is closed and it opens
 * right after, before the browser paints: Mantine notes the element to give focus back to as a
 * modal opens, not when it mounts open.
 */
export function LoadedModal({ opened, ...props }: ModalProps) {
  const [mounted, setMounted] = useState(false)
  // eslint-disable-next-line react-hooks/set-state-in-effect -- opened after the closed first commit, before the paint
  useLayoutEffect(() => setMounted(true), [])
  return <Modal {...props} opened={mounted && opened} />
}
