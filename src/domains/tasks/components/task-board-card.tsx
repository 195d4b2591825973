import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { IconGripVertical } from '@tabler/icons-react'
import { type HTMLAttributes, type KeyboardEventHandler, memo, type Ref, useMemo } from 'react'
import { RecordLink } from '@/components/light/record-link'
import type { Task } from '@/contract/schemas'
import { formatDay } from '@/lib/dates'
import { liveKey, useLiveClass } from '@/lib/live-highlight'
import { isOverdue } from '../utils/task-meta'
import { PriorityBadge } from './task-badges'
import classes from './task-board.module.css'

interface CardViewProps extends HTMLAttributes<HTMLDivElement> {
  task: Task
  cardRef?: Ref<HTMLDivElement>
  handleRef?: Ref<HTMLButtonElement>
  handleProps?: HTMLAttributes<HTMLButtonElement>
}

/**
 * A card's box: what it shows, plus what dragging sets on it (transform, marks, the live light).
 * Plain elements, as on the tasks page (issue 13): a board mounts dozens while it scrolls.
 */
export function TaskBoardCardView({ task, cardRef, handleRef, handleProps, className, ...rest }: CardViewProps) {
  return (
    <div ref={cardRef} className={className ? `${classes.card} ${className}` : classes.card} {...rest}>
      <TaskBoardCardBody task={task} handleRef={handleRef} handleProps={handleProps} />
    </div>
  )
}

type CardBodyProps = Pick<CardViewProps, 'task' | 'handleRef' | 'handleProps'>

/**
 * What a card shows: title (the task's page), move button, priority, assignee, due date (red when
 * overdue). Memoised apart from the box: a drag's start, moves and drop re-render every mounted
 * card's box, and only the moved task's content changes.
 */
const TaskBoardCardBody = memo(function TaskBoardCardBody({ task, handleRef, handleProps }: CardBodyProps) {
  const overdue = isOverdue(task)
  return (
    <>
      <div className={classes.top}>
        <RecordLink target={{ to: '/tasks/$taskId', params: { taskId: String(task.id) } }} className={classes.title} draggable={false}>
          {task.title}
        </RecordLink>
        <button type="button" ref={handleRef} className={classes.handle} aria-label={`Move ${task.title}`} {...handleProps}>
          <IconGripVertical size={16} aria-hidden />
        </button>
      </div>
      <div className={classes.meta}>
        <PriorityBadge priority={task.priority} />
        <span className={overdue ? classes.overdue : undefined} data-overdue={overdue || undefined}>
          Due {formatDay(task.dueDate)}
          {overdue ? ' (overdue)' : ''}
        </span>
      </div>
      <div className={classes.meta}>
        <span className={classes.person}>{task.assignee ? `${task.assignee.firstName} ${task.assignee.lastName}` : 'Unassigned'}</span>
      </div>
    </>
  )
})

export interface TaskBoardCardProps {
  task: Task
  /** A card from another column is over this one: it would land just above. */
  dropBefore: boolean
}

/**
 * A card that can be dragged: by mouse or touch from anywhere on it (a click still opens its
 * link), by keyboard from its move button. It lights up when a change arrives live.
 */
export const TaskBoardCard = memo(function TaskBoardCard({ task, dropBefore }: TaskBoardCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    attributes: { roleDescription: 'draggable task' },
  })
  const live = useLiveClass(liveKey('task', task.id))
  const { onKeyDown, ...pointer } = listeners ?? {}
  // Kept the same object while dnd-kit's attributes and key handler are, so the body skips renders.
  const handleProps = useMemo(() => ({ ...attributes, onKeyDown: onKeyDown as KeyboardEventHandler<HTMLButtonElement> | undefined }), [attributes, onKeyDown])
  return (
    <TaskBoardCardView
      task={task}
      cardRef={setNodeRef}
      handleRef={setActivatorNodeRef}
      handleProps={handleProps}
      className={live}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-dragging={isDragging || undefined}
      data-drop-before={dropBefore || undefined}
      data-task-id={task.id}
      {...pointer}
    />
  )
})
