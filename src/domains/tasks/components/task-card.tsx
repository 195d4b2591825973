import { Anchor, Button, Card, Group, Select, Stack, Text } from '@mantine/core'
import { IconCalendar, IconEdit, IconEye, IconFolder, IconTrash, IconUser, IconUserPlus } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { RichTextView } from '@/components/rich-text/rich-text-view'
import { PriorityBadge, TaskStatusBadge } from './task-badges'
import { type Task, TASK_STATUSES, type TaskStatus } from '@/contract/schemas'
import { isOverdue } from '../utils/task-meta'
import { formatDay } from '@/lib/dates'

export interface TaskCardProps {
  task: Task
  canAssign: boolean
  onStatusChange: (task: Task, status: TaskStatus) => void
  onEdit: (task: Task) => void
  onAssign: (task: Task) => void
  onDelete: (task: Task) => void
}

/** A task on the tasks page (SPEC §2): badges, project, description, people, dates, inline status. */
export const TaskCard = memo(function TaskCard({ task, canAssign, onStatusChange, onEdit, onAssign, onDelete }: TaskCardProps) {
  const overdue = isOverdue(task)
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={task.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Anchor component={Link} to={`/tasks/${task.id}`} fw={600} c="inherit" lineClamp={2}>
            {task.title}
          </Anchor>
          <Group gap={6} wrap="nowrap">
            <PriorityBadge priority={task.priority} />
            <TaskStatusBadge status={task.status} />
          </Group>
        </Group>
        <Group gap="md" c="dimmed" fz="sm">
          <Group gap={4} wrap="nowrap">
            <IconFolder size={14} aria-hidden />
            <Text size="sm">{task.project.name}</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconUser size={14} aria-hidden />
            <Text size="sm">{task.assignee ? `${task.assignee.firstName} ${task.assignee.lastName}` : 'Unassigned'}</Text>
          </Group>
        </Group>
        <RichTextView value={task.description} lineClamp={3} c="dimmed" />
        <Group gap="md" fz="sm">
          <Group gap={4} wrap="nowrap">
            <IconCalendar size={14} aria-hidden />
            <Text size="sm" c="dimmed">
              Start: {formatDay(task.startDate)}
            </Text>
          </Group>
          <Text size="sm" c={overdue ? 'red' : 'dimmed'} fw={overdue ? 600 : undefined} data-overdue={overdue || undefined}>
            Due: {formatDay(task.dueDate)}
            {overdue ? ' (overdue)' : ''}
          </Text>
        </Group>
        <Group justify="space-between" gap="xs" mt={4}>
          <Select
            aria-label={`Status of ${task.title}`}
            size="xs"
            w={150}
            data={TASK_STATUSES.map((status) => ({ value: status, label: status }))}
            value={task.status}
            allowDeselect={false}
            onChange={(value) => {
              if (value && value !== task.status) onStatusChange(task, value as TaskStatus)
            }}
          />
          <Group gap={4}>
            <Button component={Link} to={`/tasks/${task.id}`} size="xs" variant="subtle" leftSection={<IconEye size={14} />}>
              View
            </Button>
            <Button size="xs" variant="subtle" leftSection={<IconEdit size={14} />} onClick={() => onEdit(task)}>
              Edit
            </Button>
            {canAssign && (
              <Button size="xs" variant="subtle" leftSection={<IconUserPlus size={14} />} onClick={() => onAssign(task)}>
                Assign
              </Button>
            )}
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => onDelete(task)}>
              Delete
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  )
})
