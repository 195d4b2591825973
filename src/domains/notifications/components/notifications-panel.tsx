import { Badge, Box, Button, CloseButton, Group, Loader, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconBellOff, IconChecks } from '@tabler/icons-react'
import type { Notification } from '@/contract/schemas'
import { notificationAge, notificationMessage, notificationTypeColor, notificationTypeLabel } from '../utils/notification-format'
import classes from './notifications-panel.module.css'

export interface NotificationsPanelProps {
  notifications: readonly Notification[]
  loading: boolean
  /** Open it: marks it read and goes to its task or project. */
  onOpen: (notification: Notification) => void
  /** Its close button: marks it read. */
  onDismiss: (notification: Notification) => void
  onMarkAllRead: () => void
  /** For stories and tests with a fixed clock. */
  now?: Date
}

/** The bell's panel (SPEC §2): loading, empty, or a scrolling list of unread notifications. */
export function NotificationsPanel({ notifications, loading, onOpen, onDismiss, onMarkAllRead, now }: NotificationsPanelProps) {
  return (
    <Stack gap={0}>
      <Group justify="space-between" px="md" py="sm" className={classes.header} wrap="nowrap">
        <Text fw={600}>Notifications</Text>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconChecks size={14} aria-hidden />}
          disabled={loading || notifications.length === 0}
          onClick={onMarkAllRead}
        >
          Mark all as read
        </Button>
      </Group>
      {loading ? (
        <Group justify="center" gap="xs" p="lg" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm" c="dimmed">
            Loading notifications...
          </Text>
        </Group>
      ) : notifications.length === 0 ? (
        <Stack align="center" gap={4} p="lg" role="status">
          <IconBellOff size={24} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="sm" c="dimmed">
            No new notifications
          </Text>
        </Stack>
      ) : (
        <ScrollArea.Autosize mah={400} type="auto" offsetScrollbars>
          <Box component="ul" className={classes.list} aria-label="Unread notifications">
            {notifications.map((notification, index) => (
              <li key={notification.id} className={classes.item}>
                {/* Opening the panel focuses the newest notification, not 'Mark all as read'. */}
                <UnstyledButton className={classes.open} onClick={() => onOpen(notification)} data-autofocus={index === 0 || undefined}>
                  <Text size="sm" className={classes.message}>
                    {notificationMessage(notification.message)}
                  </Text>
                  <Group gap="xs" mt={4} wrap="nowrap">
                    <Badge size="xs" variant="light" color={notificationTypeColor(notification.type)}>
                      {notificationTypeLabel(notification.type)}
                    </Badge>
                    <Text size="xs" c="dimmed" component="time" dateTime={notification.createdAt}>
                      {notificationAge(notification.createdAt, now)}
                    </Text>
                  </Group>
                </UnstyledButton>
                <CloseButton size="sm" aria-label="Mark as read" onClick={() => onDismiss(notification)} />
              </li>
            ))}
          </Box>
        </ScrollArea.Autosize>
      )}
    </Stack>
  )
}
