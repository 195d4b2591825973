import { LightBadge } from '@/components/light/light-badge'
import type { TaskPriority, TaskStatus } from '@/contract/schemas'
import { priorityColor, priorityLabel } from '../utils/priority'
import { TASK_STATUS_COLORS, TASK_STATUS_LABELS } from '../utils/task-meta'

/** Low / Medium / High (tasks page, task and project detail). */
export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  return (
    <LightBadge color={priorityColor(priority)} aria-label={`Priority: ${priorityLabel(priority)}`}>
      {priorityLabel(priority)}
    </LightBadge>
  )
}

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return <LightBadge color={TASK_STATUS_COLORS[status]}>{TASK_STATUS_LABELS[status]}</LightBadge>
}
