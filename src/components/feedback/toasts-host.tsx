import { Notifications } from '@mantine/notifications'
import { TOAST_LIMIT, TOAST_POSITION } from '@/lib/notify'
import classes from './toasts-host.module.css'

/**
 * Mantine's toast stack (drag, scroll lock, transitions), loaded with the first toast. A toast
 * shown over an open dialog goes to the top (`lib/notify.ts` places it), clear of the dialog's
 * actions: at the bottom it covered them (a validation toast over Create, issue 20).
 */
export function ToastsHost() {
  return <Notifications position={TOAST_POSITION} limit={TOAST_LIMIT} classNames={{ root: classes.stack }} />
}
