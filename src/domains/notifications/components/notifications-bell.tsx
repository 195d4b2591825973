import { ActionIcon } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconBell } from '@tabler/icons-react'
import { useNavigate } from '@tanstack/react-router'
import type { ComponentPropsWithRef } from 'react'
import { useLazyOverlay } from '@/components/overlay/use-lazy-overlay'
import type { Notification } from '@/contract/schemas'
import { useCurrentUser } from '@/lib/session-context'
import { useNotifications } from '../api/use-notifications'
import { notificationTarget, unreadBadgeLabel } from '../utils/notification-format'
import classes from './notifications-bell.module.css'

const loadPopover = () => import('./notifications-popover').then((module) => module.NotificationsPopover)

/**
 * The header's notifications bell (SPEC §2 App shell): unread badge and the panel, kept live. The
 * panel's code (Mantine's Popover, floating-ui, the list) loads on first hover, focus or click
 * (useLazyOverlay); the badge is live from the start.
 */
export function NotificationsBell() {
  const user = useCurrentUser()
  const { notifications, unreadCount, loading, markRead, markAllRead } = useNotifications(user.id)
  const [opened, { toggle, close }] = useDisclosure(false)
  const navigate = useNavigate()
  const badge = unreadBadgeLabel(unreadCount)
  const { loaded: Popover, standIn, takeOver } = useLazyOverlay(loadPopover)
  const label = unreadCount > 0 ? `Notifications, ${badge} unread` : 'Notifications'

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
    // A plain div around the popover, so the target's ARIA lands on the button; the count is in its label.
    <div className={classes.bell}>
      {badge && (
        <span className={classes.count} aria-hidden>
          {badge}
        </span>
      )}
      {Popover ? (
        <Popover
          opened={opened}
          onClose={close}
          trigger={<BellButton ref={takeOver} onClick={toggle} aria-label={label} aria-expanded={opened} />}
          notifications={notifications}
          loading={loading}
          onOpen={open}
          onDismiss={markRead}
          onMarkAllRead={markAllRead}
        />
      ) : (
        <BellButton aria-label={label} aria-expanded={false} {...standIn} />
      )}
    </div>
  )
}

/** The bell's button; the panel it opens is a dialog. */
export function BellButton(props: ComponentPropsWithRef<'button'>) {
  return (
    <ActionIcon variant="default" size="lg" radius="md" aria-haspopup="dialog" {...props}>
      <IconBell size={18} aria-hidden />
    </ActionIcon>
  )
}
