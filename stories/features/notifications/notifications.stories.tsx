import { Paper } from '@mantine/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { db } from '../../../mocks/db'
import { notify } from '../../../mocks/services/notifications'
import { AppAt } from '../../support/app-at'
import { seeded } from '../../support/seed'
import { signedInAs } from '../../support/session'
import type { Notification, NotificationType } from '@/contract/schemas'
import { NotificationsPanel } from '@/domains/notifications/components/notifications-panel'

const NOW = new Date('2026-11-22T15:05:00Z')
const TYPES: NotificationType[] = ['TASK_ASSIGNED', 'COMMENT_ADDED', 'TASK_OVERDUE', 'MEMBER_ADDED', 'CHECKLIST_CREATED', 'TASK_COMPLETED']
const MESSAGES = [
  'Marcus Bennett assigned you "Build contact form"',
  'Grace Kim commented on "Measure hero section"',
  'Task "Write copy for blog template" is overdue (due Nov 20, 2026)',
  'Sofia Ramirez joined project "Onboarding Revamp"',
  'Ethan Walker assigned you the daily checklist "Log time for yesterday"',
  'Liam O\u2019Connor completed your task "Plan secret rotation"',
]

function sample(count: number): Notification[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    type: TYPES[index % TYPES.length]!,
    message: MESSAGES[index % MESSAGES.length]!,
    createdAt: new Date(NOW.getTime() - index * 37 * 60_000).toISOString(),
    read: false,
    userId: 3,
    taskId: index % 3 === 0 ? 10 + index : null,
    projectId: index % 3 === 2 ? null : 1,
  }))
}

const meta = {
  title: 'Features/Notifications/Panel',
  component: NotificationsPanel,
  args: { notifications: [], loading: false, onOpen: fn(), onDismiss: fn(), onMarkAllRead: fn(), now: NOW },
  decorators: [
    (Story) => (
      <Paper withBorder shadow="md" w={360} maw="calc(100vw - 32px)" m="md">
        <Story />
      </Paper>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NotificationsPanel>
export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading notifications...')).toBeInTheDocument()
  },
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No new notifications')).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled()
  },
}

export const AFew: Story = {
  args: { notifications: sample(4) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4)
    await expect(canvas.getByText('Task assigned')).toBeInTheDocument()
    await expect(canvas.getByText('a few seconds ago')).toBeInTheDocument()
    await userEvent.click(canvas.getAllByRole('button', { name: 'Mark as read' })[1]!)
    await expect(args.onDismiss).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }))
  },
}

/** 150 unread: the list scrolls inside the panel. */
export const HundredFiftyUnread: Story = {
  args: { notifications: sample(150) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(150)
  },
}

export const HundredFiftyUnreadPhone: Story = { ...HundredFiftyUnread, globals: { viewport: { value: 'phone', isRotated: false } } }

/** A story loader: staff has exactly `count` unread notifications. */
function staffUnread(count: number) {
  return async () => {
    await seeded()
    const staff = db.users.findFirst((q) => q.where({ username: 'staff' }), { strict: true })
    await db.notifications.updateMany((q) => q.where({ userId: staff.id }), { data: (draft) => void (draft.read = true) })
    await db.tasks.updateMany((q) => q.where({ assigneeId: staff.id }), { data: (draft) => void (draft.overdueNotified = true) })
    for (let index = 0; index < count; index += 1) {
      await notify({ userId: staff.id, actorId: null, type: TYPES[index % TYPES.length]!, message: MESSAGES[index % MESSAGES.length]! })
    }
    return {}
  }
}

/** The bell in the app header with 150 unread: the badge reads '99+'. */
export const BellWith150Unread: StoryObj<typeof AppAt> = {
  render: () => <AppAt path="/daily-checklist" />,
  loaders: [signedInAs('staff'), staffUnread(150)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Notifications, 99+ unread' }, { timeout: 10_000 })).toBeInTheDocument()
    await expect(canvas.getByText('99+')).toBeInTheDocument()
  },
}

/** The bell with nothing unread: no badge. */
export const BellEmpty: StoryObj<typeof AppAt> = {
  render: () => <AppAt path="/daily-checklist" />,
  loaders: [signedInAs('staff'), staffUnread(0)],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Notifications' }, { timeout: 10_000 }))
    await expect(await within(canvasElement.ownerDocument.body).findByText('No new notifications')).toBeInTheDocument()
  },
}
