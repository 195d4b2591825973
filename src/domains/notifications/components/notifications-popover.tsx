import { Popover } from '@mantine/core'
import type { ReactElement } from 'react'
import { NotificationsPanel, type NotificationsPanelProps } from './notifications-panel'

export interface NotificationsPopoverProps extends Omit<NotificationsPanelProps, 'now'> {
  opened: boolean
  onClose: () => void
  /** The bell's button (notifications-bell.tsx). */
  trigger: ReactElement
}

/** The bell's panel in its popover, loaded on first use (notifications-bell.tsx). */
export function NotificationsPopover({ opened, onClose, trigger, ...panel }: NotificationsPopoverProps) {
  return (
    <Popover opened={opened} onChange={(next) => !next && onClose()} position="bottom-end" width={360} shadow="md" withinPortal trapFocus returnFocus hideDetached={false}>
      <Popover.Target>{trigger}</Popover.Target>
      {/* Focusable itself, so the trap has a home while the panel is loading or empty. */}
      <Popover.Dropdown p={0} style={{ maxWidth: 'calc(100vw - 16px)' }} tabIndex={-1}>
        <NotificationsPanel {...panel} />
      </Popover.Dropdown>
    </Popover>
  )
}
