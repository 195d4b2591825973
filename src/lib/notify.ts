import { notifications, notificationsStore } from '@mantine/notifications'
import type { ReactNode } from 'react'

export const TOAST_LIMIT = 4
export const TOAST_POSITION = 'bottom-right'

// The stack that draws toasts loads with the first one (components/feedback/toasts.tsx); the store
// holds them meanwhile, with the stack's limit from the start.
notificationsStore.updateState((state) => ({ ...state, limit: TOAST_LIMIT, defaultPosition: TOAST_POSITION }))

/**
 * All toasts go through here (CONVENTIONS §14). Errors are "destructive, title Error unless
 * shown" (SPEC §8).
 */
export function notifyError(message: string, title = 'Error'): void {
  notifications.show({ color: 'red', title, message, autoClose: 6000 })
}

export function notifySuccess(message: ReactNode, title?: string, id?: string): void {
  notifications.show({ id, color: 'teal', title, message, autoClose: 4000 })
}

export function notifyInfo(message: string, title?: string, autoClose = 5000): void {
  notifications.show({ color: 'blue', title, message, autoClose })
}

const BURST_MS = 1500
const bursts = new Map<string, { id: string; first: string; count: number; at: number }>()

/**
 * A toast for something that arrived live. Arrivals of the same kind within a moment of each
 * other share one toast ("… and 2 more") instead of stacking over the header.
 */
function isShowing(id: string): boolean {
  const { notifications: shown, queue } = notificationsStore.getState()
  return shown.some((toast) => toast.id === id) || queue.some((toast) => toast.id === id)
}

export function notifyLive(kind: string, message: string, title: string, autoClose: number): void {
  const now = Date.now()
  const burst = bursts.get(kind)
  // A burst whose toast has closed (its time ran out, or the user dismissed it) is over: updating
  // a toast that is gone would show nothing.
  if (burst && now - burst.at < BURST_MS && isShowing(burst.id)) {
    burst.count += 1
    burst.at = now
    notifications.update({
      id: burst.id,
      color: 'blue',
      title,
      message: `${burst.first} — and ${burst.count - 1} more`,
      autoClose,
    })
    return
  }
  const id = `${kind}-${now}`
  bursts.set(kind, { id, first: message, count: 1, at: now })
  notifications.show({ id, color: 'blue', title, message, autoClose })
}

/**
 * A warning that tells the user what to do (orange), shown once however often it is raised: a
 * notice already on screen is updated instead. `autoClose: false` keeps it until dismissed.
 */
export function notifyNotice({ id, title, message, autoClose }: { id: string; title: string; message: ReactNode; autoClose: number | false }): void {
  const toast = { id, color: 'orange', title, message, autoClose }
  if (isShowing(id)) notifications.update(toast)
  else notifications.show(toast)
}
