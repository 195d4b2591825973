import { LineIcon } from '@/components/icons/line-icon'
import { memo } from 'react'
import { RichTextView } from '@/components/rich-text/rich-text-view'
import type { Task } from '@/contract/schemas'
import { dashboardPriorityOf } from '@/domains/tasks/utils/priority'
import { isOverdue, TASK_STATUS_COLORS, TASK_STATUS_LABELS } from '@/domains/tasks/utils/task-meta'
import { formatDay } from '@/lib/dates'
import { liveKey, useLiveClass } from '@/lib/live-highlight'
import classes from './dashboard-task-card.module.css'
import { RecordLink } from '@/components/light/record-link'
import { shortcutProps } from '@/lib/keyboard-shortcuts'

const EDIT_KEY = shortcutProps('e')
const ASSIGN_KEY = shortcutProps('a')
const STATUS_KEY = shortcutProps('s')

export interface DashboardTaskCardProps {
  task: Task
  /** The card's element id (the page scrolls to a task it just saved). */
  id?: string
  canAssign: boolean
  onToggle: (task: Task) => void
  onEdit: (task: Task) => void
  onAssign: (task: Task) => void
  /**
   * Below the fold (useInFullCount): the box and title link alone, at a card's usual height. They
   * are where the full card's are in the tree, so they keep their elements, and focus, as the card
   * fills in.
   */
  light?: boolean
}

const colorVar = (color: string) => ({ '--badge-color': `var(--mantine-color-${color}-text)` }) as React.CSSProperties

/**
 * A dashboard task (SPEC §2): title and view icon open the task; completed tasks are struck
 * through and dimmed with the box ticked; an overdue due date shows in the destructive colour.
 * Plain elements and one CSS module rather than Mantine components: the dashboard swaps dozens of
 * these on every tab or filter change and must answer within 100 ms (issue #5).
 */
export const DashboardTaskCard = memo(function DashboardTaskCard({ task, id, canAssign, onToggle, onEdit, onAssign, light = false }: DashboardTaskCardProps) {
  const completed = task.status === 'COMPLETED'
  const className = useLiveClass(liveKey('task', task.id), light ? `${classes.card} ${classes.light}` : classes.card)
  return (
    <article id={id} className={className} aria-label={task.title} data-completed={completed || undefined} data-task-id={task.id} data-nav-item data-light={light || undefined}>
      <input
        type="checkbox"
        className={classes.check}
        checked={completed}
        onChange={() => onToggle(task)}
        aria-label={completed ? `Mark ${task.title} as not completed` : `Mark ${task.title} as completed`}
        data-task-action="status"
        {...STATUS_KEY}
      />
      <div className={classes.body}>
        <div className={classes.head}>
          <RecordLink target={{ to: '/tasks/$taskId', params: { taskId: String(task.id) } }} className={classes.title}>
            {task.title}
          </RecordLink>
          {!light && <CardSide task={task} />}
        </div>
        {!light && <CardBody task={task} canAssign={canAssign} onEdit={onEdit} onAssign={onAssign} />}
      </div>
    </article>
  )
})

/** Beside the title: the priority and the view link. */
function CardSide({ task }: { task: Task }) {
  const priority = dashboardPriorityOf(task.priority)
  return (
    <div className={classes.side}>
      <span className={classes.badge} style={colorVar(priority.color)} aria-label={`Priority: ${priority.value}`}>
        <span className={classes.dot} aria-hidden />
        {priority.value}
      </span>
      <RecordLink target={{ to: '/tasks/$taskId', params: { taskId: String(task.id) } }} className={classes.view} aria-label={`View ${task.title}`}>
        <LineIcon name="eye" size={18} />
      </RecordLink>
    </div>
  )
}

/** Under the title: description, status, project, people and due date, then the actions. */
function CardBody({ task, canAssign, onEdit, onAssign }: Pick<DashboardTaskCardProps, 'task' | 'canAssign' | 'onEdit' | 'onAssign'>) {
  const overdue = isOverdue(task)
  const assignee = task.assignee ? `${task.assignee.firstName} ${task.assignee.lastName}` : null
  return (
    <>
      <RichTextView value={task.description} lineClamp={2} className={classes.dimmed} />
      <div className={classes.meta}>
        <span className={classes.badge} style={colorVar(TASK_STATUS_COLORS[task.status])}>
          {TASK_STATUS_LABELS[task.status]}
        </span>
        <span className={classes.item}>
          <LineIcon name="folder" />
          {task.project.name}
        </span>
        <span className={classes.item}>
          <LineIcon name="user" />
          {assignee ?? 'Unassigned'}
        </span>
        {task.dueDate && (
          <span className={overdue ? `${classes.item} ${classes.overdue}` : classes.item} data-overdue={overdue || undefined}>
            <LineIcon name="calendar" />
            Due {formatDay(task.dueDate)}
          </span>
        )}
      </div>
      <div className={classes.actions}>
        {canAssign && (
          <button type="button" className={classes.action} onClick={() => onAssign(task)} data-task-action="assign" {...ASSIGN_KEY}>
            <LineIcon name="userPlus" />
            {assignee ? 'Reassign' : 'Assign'}
          </button>
        )}
        <button type="button" className={classes.action} onClick={() => onEdit(task)} data-task-action="edit" {...EDIT_KEY}>
          <LineIcon name="edit" />
          Edit
        </button>
      </div>
    </>
  )
}
