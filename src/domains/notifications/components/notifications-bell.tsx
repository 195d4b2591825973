import { ActionIcon, Indicator, Popover } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconBell } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import type { Notification } from '@/contract/schemas'
import { useCurrentUser } from '@/lib/session-context'
import { useNotifications } from '../api/use-notifications'
import { notificationTarget, unreadBadgeLabel } from '../utils/notification-format'
import { NotificationsPanel } from './notifications-panel'

/** The header's notifications bell (SPEC §2 App shell): unread badge and the panel, kept live. */
export function NotificationsBell() {
  const user = useCurrentUser()
  const { notifications, unreadCount, loading, markRead, markAllRead } = useNotifications(user.id)
  const [opened, { toggle, close }] = useDisclosure(false)
  const navigate = useNavigate()
  const badge = unreadBadgeLabel(unreadCount)

  const open = (notification: Notification) => {
    markRead(notification)
    const target = notificationTarget(notification)
    if (!target) return
    close()
    if (target.kind === 'task') void navigate({ to: '/tasks/$taskId', params: { taskId: String(target.id) } })
    else if (target.kind === 'room') void navigate({ to: '/chat', search: { room: target.id } })
    else void navigate({ to: '/projects/$projectId', params: { projectId: String(target.id) } })
  }

  return (
    // The Indicator is a plain div: it wraps the popover so the target's ARIA lands on the button.
    <Indicator label={badge} disabled={!badge} size={18} offset={6} color="red" inline withBorder>
      <Popover opened={opened} onChange={(next) => !next && close()} position="bottom-end" width={360} shadow="md" withinPortal trapFocus returnFocus hideDetached={false}>
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            radius="md"
            onClick={toggle}
            aria-label={unreadCount > 0 ? `Notifications, ${badge} unread` : 'Notifications'}
            aria-expanded={opened}
            aria-haspopup="dialog"
          >
            <IconBell size={18} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        {/* Focusable itself, so the trap has a home while the panel is loading or empty. */}
        <Popover.Dropdown p={0} style={{ maxWidth: 'calc(100vw - 16px)' }} tabIndex={-1}>
          <NotificationsPanel
            notifications={notifications}
            loading={loading}
            onOpen={open}
            onDismiss={markRead}
            onMarkAllRead={markAllRead}
          />
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  )
}
