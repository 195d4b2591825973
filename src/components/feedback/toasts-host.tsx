import { Notifications } from '@mantine/notifications'
import { TOAST_LIMIT, TOAST_POSITION } from '@/lib/notify'
import classes from './toasts-host.module.css'

/**
 * Mantine's toast stack (drag, scroll lock, transitions), loaded with the first toast. While a
 * dialog is open its CSS moves the stack to the top, clear of the dialog's actions: at the bottom a
 * toast covered Create (issue 20). Only CSS moves it, so no toast is drawn twice.
 */
export function ToastsHost() {
  return <Notifications position={TOAST_POSITION} limit={TOAST_LIMIT} classNames={{ root: classes.stack }} />
}
