import { Button, Group, Text, type ModalProps } from '@mantine/core'
import { LazyModal } from '../overlay/lazy-modal'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { holdUnsavedInput } from '@/lib/unsaved-changes-guard'
import { usePageScrollLock } from '../feedback/page-scroll-lock'
import { useClosingHold } from '../feedback/use-closing-hold'
import { type DialogGuard, DialogGuardContext } from './dialog-guard'

export const DISCARD_TITLE = 'Discard changes?'

/**
 * A form dialog that asks before throwing input away: Escape, a click on the overlay, the × and
 * Cancel all ask "Discard changes?" (Keep editing / Discard) while the form reports unsaved input
 * (`useDirtyDialog`), and close at once otherwise. While it holds input, leaving or reloading the
 * page asks the browser's own question too (lib/unsaved-changes-guard.ts).
 */
export function GuardedModal({ opened, onClose, children, closeOnEscape = true, closeOnClickOutside = true, trapFocus = true, onExitTransitionEnd, ...modal }: ModalProps) {
  const [dirty, setDirtyState] = useState(false)
  // Read when a close is asked for: a key pressed right after typing must not find it a render behind.
  const dirtyNow = useRef(false)
  const setDirty = useCallback((next: boolean) => {
    dirtyNow.current = next
    setDirtyState(next)
  }, [])
  const [asking, setAsking] = useState(false)
  const [wasOpened, setWasOpened] = useState(opened)
  // A dialog closed by its parent (saved, or closed from outside) starts clean next time.
  if (wasOpened !== opened) {
    setWasOpened(opened)
    if (!opened) {
      setDirtyState(false)
      setAsking(false)
    }
  }
  const holding = opened && dirty
  const onExited = useClosingHold(opened, onExitTransitionEnd)
  usePageScrollLock(opened)
  useEffect(() => (holding ? holdUnsavedInput() : undefined), [holding])

  const requestClose = useCallback(() => {
    // After the event that asked: the question's own Escape handler must not see that same key.
    if (dirtyNow.current) window.setTimeout(() => setAsking(true))
    else onClose()
  }, [onClose])
  const guard = useMemo<DialogGuard>(() => ({ setDirty, requestClose }), [setDirty, requestClose])

  return (
    <>
      <LazyModal
        {...modal}
        opened={opened}
        onClose={requestClose}
        onExitTransitionEnd={onExited}
        // While the question is open, its own Escape and overlay answer it.
        closeOnEscape={closeOnEscape && !asking}
        closeOnClickOutside={closeOnClickOutside && !asking}
        // Its focus trap would pull focus back from the question.
        trapFocus={trapFocus && !asking}
        closeButtonProps={{ 'aria-label': 'Close', ...modal.closeButtonProps }}
      >
        <DialogGuardContext.Provider value={guard}>{children}</DialogGuardContext.Provider>
      </LazyModal>
      <LazyModal
        opened={opened && asking}
        onClose={() => setAsking(false)}
        title={DISCARD_TITLE}
        centered
        size="sm"
        zIndex={300}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text size="sm">
          What you entered in this dialog has not been saved.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
            Keep editing
          </Button>
          <Button
            color="red"
            onClick={() => {
              setAsking(false)
              setDirty(false)
              onClose()
            }}
          >
            Discard
          </Button>
        </Group>
      </LazyModal>
    </>
  )
}
