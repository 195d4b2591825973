import '@/styles/mantine-content'
import { Avatar, Badge, Group, Progress, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { BellWithBadge } from './product-preview'
import classes from './marketing.module.css'

/** Small, drawn-in-CSS pictures of each feature's screen (no image downloads). */
export function FeatureVisual({ id }: { id: string }) {
  const visual = VISUALS[id]
  return visual ? (
    <div className={classes.mock} role="img" aria-label={visual.label}>
      {visual.render()}
    </div>
  ) : null
}

const people = [
  { initials: 'MB', color: 'indigo' },
  { initials: 'SR', color: 'teal' },
  { initials: 'AH', color: 'orange' },
  { initials: 'JK', color: 'grape' },
]

function Check({ on }: { on?: boolean }) {
  return <span className={on ? classes.checkOn : classes.check} />
}

function Line({ children, done }: { children: ReactNode; done?: boolean }) {
  return (
    <Group gap="sm" wrap="nowrap" className={classes.taskRow}>
      <Check on={done} />
      <Text fz="sm" className={done ? classes.done : undefined} style={{ flex: 1 }}>
        {children}
      </Text>
    </Group>
  )
}

const VISUALS: Record<string, { label: string; render: () => ReactNode }> = {
  projects: {
    label: 'Two project cards with colour, status, dates and members',
    render: () => (
      <Stack gap="sm">
        {[
          { name: 'Website relaunch', color: '#8B5CF6', status: 'Active', badge: 'green', dates: 'Jun 1 – Jul 1' },
          { name: 'Mobile app beta', color: '#06B6D4', status: 'On hold', badge: 'yellow', dates: 'May 12 – Aug 30' },
        ].map((project) => (
          <Group key={project.name} wrap="nowrap" className={classes.taskRow} align="stretch">
            <span style={{ width: 6, borderRadius: 4, background: project.color, flexShrink: 0 }} />
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} fz="sm" truncate>
                  {project.name}
                </Text>
                <Badge size="xs" color={project.badge} variant="light">
                  {project.status}
                </Badge>
              </Group>
              <Group justify="space-between">
                <Text fz="xs" c="dimmed">
                  {project.dates}
                </Text>
                <Avatar.Group spacing={6}>
                  {people.slice(0, 3).map((person) => (
                    <Avatar key={person.initials} size={22} color={person.color} radius="xl">
                      {person.initials}
                    </Avatar>
                  ))}
                  <Avatar size={22} radius="xl">
                    +2
                  </Avatar>
                </Avatar.Group>
              </Group>
            </Stack>
          </Group>
        ))}
      </Stack>
    ),
  },
  tasks: {
    label: 'A task card with priority, status, due date and a comment',
    render: () => (
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>Finalise Q3 launch plan</Text>
          <Badge color="red" variant="light" size="sm">
            High
          </Badge>
        </Group>
        <Group gap="xs">
          {['TODO', 'IN_PROGRESS', 'IN_REVIEW', 'COMPLETED'].map((status) => (
            <Badge key={status} size="xs" variant={status === 'IN_REVIEW' ? 'filled' : 'outline'} color="indigo">
              {status}
            </Badge>
          ))}
        </Group>
        <Text fz="xs" c="red">
          Due yesterday · overdue
        </Text>
        <Group gap="xs" wrap="nowrap" align="flex-start" className={classes.taskRow}>
          <Avatar size={24} color="teal" radius="xl">
            SR
          </Avatar>
          <div>
            <Text fz="xs" fw={600}>
              Sofia Ramirez{' '}
              <Text span c="dimmed" fz="xs" fw={400}>
                Jun 12, 2026 at 9:41 AM
              </Text>
            </Text>
            <Text fz="xs">
              Draft is ready, <b>please review</b> the budget section.
            </Text>
          </div>
        </Group>
      </Stack>
    ),
  },
  checklists: {
    label: 'A daily checklist, three of five items completed',
    render: () => (
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>Opening routine</Text>
          <Text fz="xs" c="dimmed">
            3/5 completed
          </Text>
        </Group>
        <Progress value={60} color="teal" size="sm" radius="xl" aria-hidden />
        <Line done>Check overnight support tickets</Line>
        <Line done>Review today’s deliveries</Line>
        <Line done>Update the stand-up notes</Line>
        <Line>Confirm room bookings</Line>
        <Line>Send the daily summary</Line>
        <Text fz="xs" c="dimmed">
          Not generated on: Saturday, Sunday
        </Text>
      </Stack>
    ),
  },
  notifications: {
    label: 'The notifications panel with three unread items',
    render: () => (
      <Stack gap="xs">
        <Group justify="space-between">
          <Group gap={6}>
            <BellWithBadge count={3} />
            <Text fw={600}>Notifications</Text>
          </Group>
          <Text fz="xs" c="indigo">
            Mark all as read
          </Text>
        </Group>
        {[
          ['TASK_ASSIGNED', 'Marcus assigned you “Design onboarding checklist”', '2 min ago'],
          ['COMMENT_ADDED', 'Sofia commented on “Finalise Q3 launch plan”', '10 min ago'],
          ['MEMBER_ADDED', 'You were added to “Website relaunch”', '1 h ago'],
        ].map(([type, message, time]) => (
          <div key={type} className={classes.taskRow} style={{ display: 'block' }}>
            <Text fz="xs" c="dimmed">
              {type} · {time}
            </Text>
            <Text fz="sm">{message}</Text>
          </div>
        ))}
      </Stack>
    ),
  },
  chat: {
    label: 'A team chat room with messages and a shared file',
    render: () => (
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>Website relaunch team</Text>
          <Badge size="xs" variant="light">
            Team
          </Badge>
        </Group>
        <Text fz="xs" c="dimmed" ta="center">
          Today
        </Text>
        <div className={classes.bubble}>
          <Text fz="xs" fw={600}>
            Sofia Ramirez
          </Text>
          <Text fz="sm">Homepage copy is in, can someone check the hero?</Text>
        </div>
        <div className={classes.bubbleMine}>
          <Text fz="sm">On it. Here’s the latest mock-up:</Text>
        </div>
        <div className={classes.bubbleMine}>
          <Text fz="sm">📎 hero-v3.png</Text>
        </div>
        <div className={classes.taskRow}>
          <Text fz="sm" c="dimmed" style={{ flex: 1 }}>
            Type a message…
          </Text>
          <Badge size="sm">Send</Badge>
        </div>
      </Stack>
    ),
  },
  roles: {
    label: 'The side menu as an admin sees it, with Admin badges',
    render: () => (
      <Stack gap={4}>
        {['Dashboard', 'Projects', 'Tasks', 'Daily Checklist', 'Chat'].map((item, index) => (
          <div key={item} className={index === 0 ? classes.navItemActive : classes.navItem}>
            {item}
          </div>
        ))}
        {['Users', 'Roles'].map((item) => (
          <Group key={item} justify="space-between" className={classes.navItem}>
            <span>{item}</span>
            <Badge size="xs" color="red" variant="light">
              Admin
            </Badge>
          </Group>
        ))}
      </Stack>
    ),
  },
}
