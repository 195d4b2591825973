import { useDraggable } from '@dnd-kit/core'
import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import type { Task } from '@/contract/schemas'
import { liveKey, useLiveClass } from '@/lib/live-highlight'
import { priorityLabel } from '../utils/priority'
import { isOverdue } from '../utils/task-meta'
import classes from './task-calendar.module.css'

export interface CalendarChipProps {
  task: Task
  today: string
  /** Whether the chip may be dragged to another day. */
  canMove: boolean
}

function chipState(task: Task, today: string) {
  return {
    'data-priority': task.priority,
    'data-done': task.status === 'COMPLETED' || undefined,
    'data-overdue': isOverdue(task, today) || undefined,
  }
}

/** Read after the title, so the colours are not the only sign. */
function ChipNote({ task, today }: { task: Task; today: string }) {
  const notes = [`${priorityLabel(task.priority)} priority`]
  if (task.status === 'COMPLETED') notes.push('completed')
  else if (isOverdue(task, today)) notes.push('overdue')
  return <span className={classes.note}>{`, ${notes.join(', ')}`}</span>
}

/**
 * One task on its day: the title (a link to the task), the priority as the stripe's colour,
 * struck through when completed and in the destructive colour when overdue. Plain elements: a month
 * of a busy project shows a few hundred.
 */
export const CalendarChip = memo(function CalendarChip({ task, today, canMove }: CalendarChipProps) {
  const className = useLiveClass(liveKey('task', task.id), classes.chip)
  return canMove ? <DraggableChip task={task} today={today} className={className} /> : <StaticChip task={task} today={today} className={className} />
})

function StaticChip({ task, today, className }: { task: Task; today: string; className?: string }) {
  return (
    <li className={className} {...chipState(task, today)} data-task={task.id}>
      <Link to="/tasks/$taskId" params={{ taskId: String(task.id) }} className={classes.chipTitle} title={task.title}>
        {task.title}
      </Link>
      <ChipNote task={task} today={today} />
    </li>
  )
}

function DraggableChip({ task, today, className }: { task: Task; today: string; className?: string }) {
  const { attributes: draggable, listeners, setNodeRef, isDragging } = useDraggable({ id: task.id, data: { task }, attributes: { roleDescription: 'draggable task' } })
  // A link may not carry aria-pressed (axe: aria-allowed-attr); the live region says it is picked up.
  const { 'aria-pressed': _pressed, ...attributes } = draggable
  return (
    <li className={className} {...chipState(task, today)} data-task={task.id} data-dragging={isDragging || undefined}>
      {/* The link stays a link: dnd-kit's role="button" would hide it from the links list. */}
      <Link
        ref={setNodeRef}
        to="/tasks/$taskId"
        params={{ taskId: String(task.id) }}
        className={classes.chipTitle}
        title={task.title}
        {...attributes}
        {...listeners}
        role={undefined}
      >
        {task.title}
      </Link>
      <ChipNote task={task} today={today} />
    </li>
  )
}

/** The chip under the pointer while a task is dragged. */
export function DraggedChip({ task, today }: { task: Task; today: string }) {
  return (
    <div className={`${classes.chip} ${classes.overlay}`} {...chipState(task, today)}>
      <span className={classes.chipTitle}>{task.title}</span>
    </div>
  )
}
