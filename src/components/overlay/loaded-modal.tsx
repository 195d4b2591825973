import '@/styles/mantine-overlays'
import { Modal, type ModalProps } from '@mantine/core'
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { restoreLostFocus } from '@/lib/focus-fallback'

/** Rendered inside the dialog's content: when the content goes (the exit transition is over), focus is not left on `body`. */
function FocusFallback({ opener }: { opener: RefObject<HTMLElement | null> }) {
  // After the commit that removed the content, so the check sees the page without it.
  useEffect(() => () => void window.setTimeout(() => restoreLostFocus(opener.current)), [opener])
  return null
}

/**
 * Mantine's Modal as LazyModal loads it (lazy-modal.tsx). Its first render is closed and it opens
 * right after, before the browser paints: Mantine notes the element to give focus back to as a
 * modal opens, not when it mounts open.
 *
 * Mantine gives focus back only when nothing took it in the 10 ms after the close, and its focus
 * trap moves focus in on a timer. On a busy machine a key press can come before that timer (the
 * browser runs input first): Escape closed the dialog with focus still on the opener, the timer
 * then moved focus into the closing dialog, Mantine saw focus taken and left it there, and it fell
 * to `body` as the dialog went. FocusFallback puts it back (lib/focus-fallback.ts).
 */
export function LoadedModal({ opened, children, ...props }: ModalProps) {
  const [mounted, setMounted] = useState(false)
  // eslint-disable-next-line react-hooks/set-state-in-effect -- opened after the closed first commit, before the paint
  useLayoutEffect(() => setMounted(true), [])
  const opener = useRef<HTMLElement | null>(null)
  // A layout effect: it runs before the focus trap's timer can move focus into the dialog.
  useLayoutEffect(() => {
    if (!opened) return
    const active = document.activeElement
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null
  }, [opened])
  return (
    <Modal {...props} opened={mounted && opened}>
      {children}
      <FocusFallback opener={opener} />
    </Modal>
  )
}
