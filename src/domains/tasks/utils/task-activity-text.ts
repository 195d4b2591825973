/** How a task activity entry reads (issue 19): who, what in words, and when. */
import dayjs from 'dayjs'
import relativeTime from 'dayjs/plugin/relativeTime'
import type { TaskActivity } from '@/contract/schemas'
import { formatDay } from '@/lib/dates'
import { TASK_STATUS_LABELS } from './task-meta'
import { priorityLabel, toTaskPriority } from './priority'

dayjs.extend(relativeTime)

const statusLabel = (value: string | null) => (value && value in TASK_STATUS_LABELS ? TASK_STATUS_LABELS[value as keyof typeof TASK_STATUS_LABELS] : (value ?? 'none'))

const priorityText = (value: string | null) => {
  const priority = toTaskPriority(value)
  return priority ? priorityLabel(priority) : (value ?? 'none')
}

function changed(field: string, from: string | null, to: string | null): string {
  if (from === null && to === null) return `changed the ${field}`
  if (from === null) return `set the ${field} to ${to}`
  if (to === null) return `cleared the ${field} (was ${from})`
  return `changed the ${field} from ${from} to ${to}`
}

const day = (value: string | null) => (value === null ? null : formatDay(value))

/** What the entry did, to follow its actor's name: 'changed the status from To Do to In Progress'. */
export function activityAction(entry: Pick<TaskActivity, 'kind' | 'from' | 'to'>): string {
  const { from, to } = entry
  switch (entry.kind) {
    case 'created':
      return 'created the task'
    case 'title':
      return from === null ? `named it “${to}”` : `renamed it from “${from}” to “${to}”`
    case 'status':
      return changed('status', statusLabel(from), statusLabel(to))
    case 'priority':
      return changed('priority', priorityText(from), priorityText(to))
    case 'assignee':
      if (to === null) return from === null ? 'unassigned it' : `unassigned ${from}`
      return from === null ? `assigned it to ${to}` : `reassigned it from ${from} to ${to}`
    case 'startDate':
      return changed('start date', day(from), day(to))
    case 'dueDate':
      return changed('due date', day(from), day(to))
    case 'description':
      return 'edited the description'
    case 'project':
      return from === null ? `moved it to ${to}` : `moved it from ${from} to ${to}`
  }
}

/** The whole line, e.g. 'Priya Nair changed the status from To Do to In Progress'; no actor known reads as a passive. */
export function activitySentence(entry: Pick<TaskActivity, 'kind' | 'from' | 'to' | 'actorName'>): string {
  if (entry.actorName) return `${entry.actorName} ${activityAction(entry)}`
  return entry.kind === 'created' ? 'Task created' : capitalised(activityAction(entry))
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** '2 hours ago'; a clock slightly behind the server's reads 'a few seconds ago'. */
export function activityAge(createdAt: string, now: Date = new Date()): string {
  const time = dayjs(createdAt)
  return (time.isAfter(now) ? dayjs(now) : time).from(now)
}
