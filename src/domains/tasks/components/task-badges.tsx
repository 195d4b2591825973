import { Badge } from '@mantine/core'
import type { TaskPriority, TaskStatus } from '@/contract/schemas'
import { dashboardPriorityOf, priorityColor, priorityLabel } from '../utils/priority'
import { TASK_STATUS_COLORS, TASK_STATUS_LABELS } from '../utils/task-meta'

/** Low / Medium / High (tasks page, task and project detail). */
export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  return (
    <Badge color={priorityColor(priority)} variant="light" style={{ flex: 'none' }} aria-label={`Priority: ${priorityLabel(priority)}`}>
      {priorityLabel(priority)}
    </Badge>
  )
}

/** The dashboard's five-level reading of the same stored value. */
export function DashboardPriorityBadge({ priority }: { priority: TaskPriority }) {
  const level = dashboardPriorityOf(priority)
  return (
    <Badge color={level.color} variant="dot" aria-label={`Priority: ${level.value}`}>
      {level.value}
    </Badge>
  )
}

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return (
    <Badge color={TASK_STATUS_COLORS[status]} variant="light" style={{ flex: 'none' }}>
      {TASK_STATUS_LABELS[status]}
    </Badge>
  )
}
