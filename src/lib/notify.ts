import { notifications } from '@mantine/notifications'

/**
 * All toasts go through here (CONVENTIONS §14). Errors are "destructive, title Error unless
 * shown" (SPEC §8).
 */
export function notifyError(message: string, title = 'Error'): void {
  notifications.show({ color: 'red', title, message, autoClose: 6000 })
}

export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'teal', title, message, autoClose: 4000 })
}

export function notifyInfo(message: string, title?: string, autoClose = 5000): void {
  notifications.show({ color: 'blue', title, message, autoClose })
}
