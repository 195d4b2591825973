import { ActionIcon, Anchor, Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core'
import { IconCalendar, IconEdit, IconEye, IconFolder, IconUser, IconUserPlus } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { RichTextView } from '@/components/rich-text/rich-text-view'
import { DashboardPriorityBadge, TaskStatusBadge } from '@/components/work/badges'
import type { Task } from '@/contract/schemas'
import { formatDay, isOverdue } from '@/lib/task-meta'

export interface DashboardTaskCardProps {
  task: Task
  canAssign: boolean
  onToggle: (task: Task) => void
  onEdit: (task: Task) => void
  onAssign: (task: Task) => void
}

/**
 * A dashboard task (SPEC §2): title and view icon open the task; completed tasks are struck
 * through and dimmed with the box ticked; an overdue due date shows in the destructive colour.
 */
export const DashboardTaskCard = memo(function DashboardTaskCard({ task, canAssign, onToggle, onEdit, onAssign }: DashboardTaskCardProps) {
  const completed = task.status === 'COMPLETED'
  const overdue = isOverdue(task)
  const assignee = task.assignee ? `${task.assignee.firstName} ${task.assignee.lastName}` : null
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={task.title} opacity={completed ? 0.6 : 1} data-completed={completed || undefined}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Checkbox mt={3} checked={completed} onChange={() => onToggle(task)} aria-label={completed ? `Mark ${task.title} as not completed` : `Mark ${task.title} as completed`} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Anchor component={Link} to={`/tasks/${task.id}`} fw={600} c="inherit" td={completed ? 'line-through' : undefined} style={{ overflowWrap: 'anywhere' }}>
              {task.title}
            </Anchor>
            <Group gap={4} wrap="nowrap">
              <DashboardPriorityBadge priority={task.priority} />
              <ActionIcon component={Link} to={`/tasks/${task.id}`} variant="subtle" aria-label={`View ${task.title}`}>
                <IconEye size={18} />
              </ActionIcon>
            </Group>
          </Group>
          <RichTextView value={task.description} lineClamp={2} c="dimmed" />
          <Group gap="md" fz="sm" c="dimmed">
            <TaskStatusBadge status={task.status} />
            <Group gap={4} wrap="nowrap">
              <IconFolder size={14} aria-hidden />
              <Text size="sm">{task.project.name}</Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconUser size={14} aria-hidden />
              <Text size="sm">{assignee ?? 'Unassigned'}</Text>
            </Group>
            {task.dueDate && (
              <Group gap={4} wrap="nowrap" c={overdue ? 'red' : undefined} data-overdue={overdue || undefined}>
                <IconCalendar size={14} aria-hidden />
                <Text size="sm" c={overdue ? 'red' : undefined} fw={overdue ? 600 : undefined}>
                  Due {formatDay(task.dueDate)}
                </Text>
              </Group>
            )}
          </Group>
          <Group gap={4}>
            {canAssign && (
              <Button size="compact-sm" variant="subtle" leftSection={<IconUserPlus size={14} />} onClick={() => onAssign(task)}>
                {assignee ? 'Reassign' : 'Assign'}
              </Button>
            )}
            <Button size="compact-sm" variant="subtle" leftSection={<IconEdit size={14} />} onClick={() => onEdit(task)}>
              Edit
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  )
})
