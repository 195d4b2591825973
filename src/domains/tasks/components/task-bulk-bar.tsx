import '@/styles/mantine-fields'
import { Button, NativeSelect, TextInput } from '@mantine/core'
import { useEffect, useState } from 'react'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { TASK_STATUSES, type TaskBatchChange, type TaskPriority, type TaskStatus, type User } from '@/contract/schemas'
import { fullNameOf } from '@/lib/names'
import { PRIORITY_VALUES, priorityLabel } from '../utils/priority'
import { TASK_BULK_MESSAGES } from '../utils/task-bulk-messages'
import { TASK_STATUS_LABELS } from '../utils/task-meta'
import classes from './task-bulk-bar.module.css'

export interface TaskBulkBarProps {
  /** How many tasks are selected (the bar shows from one). */
  count: number
  /** How many are shown: "Select all shown" is offered while some of them are not selected. */
  shown: number
  users: readonly User[]
  /** Assignee is offered only to those who may assign (permissions.canAssignTasks). */
  canAssign: boolean
  canDelete: boolean
  busy?: boolean
  onSelectAll: () => void
  onClear: () => void
  onChange: (change: TaskBatchChange) => void
  /** After the confirm dialog; resolves when the delete is over. */
  onDelete: () => Promise<unknown>
}

const UNASSIGNED = 'none'

/** Marks the page while a bulk bar shows, for the scroll padding that keeps focus clear of it (the CSS module). */
export const BULK_BAR_ATTRIBUTE = 'data-bulk-bar'

/**
 * The bulk bar (issue 19): what to do with the selected tasks, each one call. Choosing a value in
 * Status, Priority or Assignee applies it at once; a due date applies with its button; Delete asks first.
 */
export function TaskBulkBar({ count, shown, users, canAssign, canDelete, busy = false, onSelectAll, onClear, onChange, onDelete }: TaskBulkBarProps) {
  useEffect(() => {
    const root = document.documentElement
    root.setAttribute(BULK_BAR_ATTRIBUTE, '')
    return () => root.removeAttribute(BULK_BAR_ATTRIBUTE)
  }, [])
  const [confirming, setConfirming] = useState(false)
  const [due, setDue] = useState('')
  const [deleting, setDeleting] = useState(false)
  return (
    <div className={classes.bar} role="toolbar" aria-label="Bulk actions">
      <span className={classes.count} role="status" aria-live="polite">
        {count} selected
      </span>
      {count < shown && (
        <Button size="xs" variant="subtle" onClick={onSelectAll}>
          Select all shown ({shown})
        </Button>
      )}
      <Button size="xs" variant="subtle" onClick={onClear}>
        Clear
      </Button>
      <NativeSelect
        size="xs"
        aria-label="Set status"
        value=""
        disabled={busy}
        data={[{ value: '', label: 'Status…', disabled: true }, ...TASK_STATUSES.map((status) => ({ value: status, label: TASK_STATUS_LABELS[status] }))]}
        onChange={(event) => onChange({ status: event.currentTarget.value as TaskStatus })}
      />
      <NativeSelect
        size="xs"
        aria-label="Set priority"
        value=""
        disabled={busy}
        data={[{ value: '', label: 'Priority…', disabled: true }, ...PRIORITY_VALUES.map((priority) => ({ value: String(priority), label: priorityLabel(priority) }))]}
        onChange={(event) => onChange({ priority: Number(event.currentTarget.value) as TaskPriority })}
      />
      {canAssign && (
        <NativeSelect
          size="xs"
          aria-label="Set assignee"
          value=""
          disabled={busy}
          data={[
            { value: '', label: 'Assignee…', disabled: true },
            { value: UNASSIGNED, label: 'Unassigned' },
            ...users.map((user) => ({ value: String(user.id), label: fullNameOf(user) })),
          ]}
          onChange={(event) => {
            const value = event.currentTarget.value
            onChange({ assigneeId: value === UNASSIGNED ? null : Number(value) })
          }}
        />
      )}
      <form
        className={classes.due}
        onSubmit={(event) => {
          event.preventDefault()
          onChange({ dueDate: due || null })
          setDue('')
        }}
      >
        <TextInput size="xs" type="date" aria-label="Due date for the selected tasks" value={due} onChange={(event) => setDue(event.currentTarget.value)} disabled={busy} />
        <Button size="xs" variant="default" type="submit" disabled={busy}>
          {due ? 'Set due date' : 'Clear due date'}
        </Button>
      </form>
      {canDelete && (
        <Button size="xs" color="red" variant="light" onClick={() => setConfirming(true)} disabled={busy}>
          Delete
        </Button>
      )}
      <ConfirmDialog
        opened={confirming}
        title={TASK_BULK_MESSAGES.deleteTitle(count)}
        message={TASK_BULK_MESSAGES.deleteConfirm(count)}
        loading={deleting}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setDeleting(true)
          void onDelete().finally(() => {
            setDeleting(false)
            setConfirming(false)
          })
        }}
      />
    </div>
  )
}
