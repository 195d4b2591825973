import type { CSSProperties } from 'react'
import type { TaskPriority, TaskStatus } from '@/contract/schemas'
import { priorityColor, priorityLabel } from '../utils/priority'
import { TASK_STATUS_COLORS, TASK_STATUS_LABELS } from '../utils/task-meta'
import classes from './task-badges.module.css'

const light = (color: string) =>
  ({ '--badge-color': `var(--mantine-color-${color}-light-color)`, '--badge-bg': `var(--mantine-color-${color}-light)` }) as CSSProperties

/** Low / Medium / High (tasks page, task and project detail). */
export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  return (
    <span className={classes.badge} style={light(priorityColor(priority))} aria-label={`Priority: ${priorityLabel(priority)}`}>
      {priorityLabel(priority)}
    </span>
  )
}

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return (
    <span className={classes.badge} style={light(TASK_STATUS_COLORS[status])}>
      {TASK_STATUS_LABELS[status]}
    </span>
  )
}
