import { Notifications } from '@mantine/notifications'
import { TOAST_LIMIT, TOAST_POSITION } from '@/lib/notify'

/** Mantine's toast stack (drag, scroll lock, transitions), loaded with the first toast. */
export function ToastsHost() {
  return <Notifications position={TOAST_POSITION} limit={TOAST_LIMIT} />
}
