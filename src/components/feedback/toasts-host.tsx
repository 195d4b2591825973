import { Notifications } from '@mantine/notifications'
import { useSyncExternalStore } from 'react'
import { TOAST_LIMIT, TOAST_POSITION, TOAST_POSITION_OVER_DIALOG } from '@/lib/notify'
import classes from './toasts-host.module.css'

/** Set on <body> by the scroll lock of an open modal or drawer (Mantine's react-remove-scroll). */
const LOCK_ATTRIBUTE = 'data-scroll-locked'

function subscribeToLock(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.body, { attributes: true, attributeFilter: [LOCK_ATTRIBUTE] })
  return () => observer.disconnect()
}

const dialogOpen = () => document.body.hasAttribute(LOCK_ATTRIBUTE)

/**
 * Mantine's toast stack (drag, scroll lock, transitions), loaded with the first toast. While a
 * dialog is open the stack moves to the top, clear of the close button: at the bottom it covered
 * the dialog's actions (a validation toast over Create, issue 20).
 */
export function ToastsHost() {
  const overDialog = useSyncExternalStore(subscribeToLock, dialogOpen, () => false)
  return overDialog ? (
    <Notifications position={TOAST_POSITION_OVER_DIALOG} limit={TOAST_LIMIT} classNames={{ root: classes.overDialog }} />
  ) : (
    <Notifications position={TOAST_POSITION} limit={TOAST_LIMIT} />
  )
}
