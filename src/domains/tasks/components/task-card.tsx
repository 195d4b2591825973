import { memo } from 'react'
import { LineIcon } from '@/components/icons/line-icon'
import { RichTextView } from '@/components/rich-text/rich-text-view'
import { type Task, TASK_STATUSES, type TaskStatus } from '@/contract/schemas'
import { isOverdue, TASK_STATUS_LABELS } from '../utils/task-meta'
import { formatDay } from '@/lib/dates'
import { liveKey, useLiveClass } from '@/lib/live-highlight'
import { PriorityBadge, TaskStatusBadge } from './task-badges'
import classes from './task-card.module.css'
import { TaskSelectBox } from './task-select-box'
import { RecordLink } from '@/components/light/record-link'
import { shortcutProps } from '@/lib/keyboard-shortcuts'

const EDIT_KEY = shortcutProps('e')
const STATUS_KEY = shortcutProps('s')
const ASSIGN_KEY = shortcutProps('a')

export interface TaskCardProps {
  task: Task
  /** The card's element id (a screen scrolls to a task it just saved). */
  id?: string
  canAssign: boolean
  onStatusChange: (task: Task, status: TaskStatus) => void
  onEdit: (task: Task) => void
  onAssign: (task: Task) => void
  onDelete: (task: Task) => void
  /** Whether the card is in the bulk selection (issue 19): a boolean, so a toggle re-renders one card. */
  selected?: boolean
  /** Toggles the card in the selection; `range` for a shift-click. Without it there is no checkbox. */
  onSelect?: (task: Task, range: boolean) => void
  /**
   * Below the fold (useInFullCount): the selection box and title link alone, at a card's usual
   * height. They are where the full card's are in the tree, so they keep their elements, and focus,
   * as the card fills in.
   */
  light?: boolean
}

/**
 * A task on the tasks page (SPEC §2): badges, project, description, people, dates, inline status.
 * Plain elements and one CSS module: a search or filter swaps dozens of these, and Mantine's
 * per-component style work made each keystroke slow (issue 13). The inline status is the browser's
 * own select (a Mantine Select per card cost more than the rest of the card); cards are memoised.
 */
export const TaskCard = memo(function TaskCard({ task, id, canAssign, onStatusChange, onEdit, onAssign, onDelete, selected = false, onSelect, light = false }: TaskCardProps) {
  const className = useLiveClass(liveKey('task', task.id), light ? `${classes.card} ${classes.light}` : classes.card)
  return (
    <article id={id} className={className} aria-label={task.title} data-task-id={task.id} data-nav-item data-selected={selected || undefined} data-light={light || undefined}>
      <div className={classes.head}>
        {onSelect && <TaskSelectBox task={task} selected={selected} onSelect={onSelect} className={classes.select} />}
        <RecordLink target={{ to: '/tasks/$taskId', params: { taskId: String(task.id) } }} className={classes.title}>
          {task.title}
        </RecordLink>
        {!light && (
          <div className={classes.badges}>
            <PriorityBadge priority={task.priority} />
            <TaskStatusBadge status={task.status} />
          </div>
        )}
      </div>
      {!light && <TaskCardBody task={task} canAssign={canAssign} onStatusChange={onStatusChange} onEdit={onEdit} onAssign={onAssign} onDelete={onDelete} />}
    </article>
  )
})

type TaskCardBodyProps = Pick<TaskCardProps, 'task' | 'canAssign' | 'onStatusChange' | 'onEdit' | 'onAssign' | 'onDelete'>

/** Under the card's head: project and people, description, dates, status and actions. */
function TaskCardBody({ task, canAssign, onStatusChange, onEdit, onAssign, onDelete }: TaskCardBodyProps) {
  const overdue = isOverdue(task)
  return (
    <>
      <div className={classes.meta}>
        <span className={classes.item}>
          <LineIcon name="folder" />
          {task.project.name}
        </span>
        <span className={classes.item}>
          <LineIcon name="user" />
          {task.assignee ? `${task.assignee.firstName} ${task.assignee.lastName}` : 'Unassigned'}
        </span>
      </div>
      <RichTextView value={task.description} lineClamp={3} className={classes.dimmed} />
      <div className={classes.meta}>
        <span className={classes.item}>
          <LineIcon name="calendar" />
          Start: {formatDay(task.startDate)}
        </span>
        <span className={overdue ? classes.overdue : undefined} data-overdue={overdue || undefined}>
          Due: {formatDay(task.dueDate)}
          {overdue ? ' (overdue)' : ''}
        </span>
      </div>
      <div className={classes.footer}>
        <select
          aria-label={`Status of ${task.title}`}
          className={classes.status}
          data-task-action="status"
          {...STATUS_KEY}
          value={task.status}
          onChange={(event) => {
            const value = event.currentTarget.value as TaskStatus
            if (value !== task.status) onStatusChange(task, value)
          }}
        >
          {TASK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {TASK_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        <div className={classes.actions}>
          <RecordLink target={{ to: '/tasks/$taskId', params: { taskId: String(task.id) } }} className={classes.action}>
            <LineIcon name="eye" />
            View
          </RecordLink>
          <button type="button" className={classes.action} onClick={() => onEdit(task)} data-task-action="edit" {...EDIT_KEY}>
            <LineIcon name="edit" />
            Edit
          </button>
          {canAssign && (
            <button type="button" className={classes.action} onClick={() => onAssign(task)} data-task-action="assign" {...ASSIGN_KEY}>
              <LineIcon name="userPlus" />
              Assign
            </button>
          )}
          <button type="button" className={`${classes.action} ${classes.danger}`} onClick={() => onDelete(task)}>
            <LineIcon name="trash" />
            Delete
          </button>
        </div>
      </div>
    </>
  )
}
