/**
 * The board's order (ours, issue 18): a status column lists its tasks by `position`, then id (a
 * server without positions gives none: the id order). A drop is worked out here, apart from the
 * drag library, so the board, its announcements and tests agree on where a card lands.
 */
import { type Task, TASK_STATUSES, type TaskStatus } from '@/contract/schemas'

export type BoardColumns = Record<TaskStatus, Task[]>

export const positionOf = (task: Pick<Task, 'id' | 'position'>): number => task.position ?? task.id

const byPosition = (a: Task, b: Task) => positionOf(a) - positionOf(b) || a.id - b.id

/** The tasks in their columns, each in board order. */
export function boardColumns(tasks: readonly Task[]): BoardColumns {
  const columns = Object.fromEntries(TASK_STATUSES.map((status) => [status, [] as Task[]])) as BoardColumns
  for (const task of tasks) columns[task.status].push(task)
  for (const status of TASK_STATUSES) columns[status].sort(byPosition)
  return columns
}

/**
 * `columns` with one task in its new place (its new status and position), as `boardColumns` would
 * give over the moved task, without sorting every column again: a drop shows in its own frame, and
 * the columns it did not touch keep their arrays (their cards need no render).
 */
export function withTaskMoved(columns: BoardColumns, moved: Task): BoardColumns {
  const next = { ...columns }
  const from = findTask(columns, moved.id)
  if (from) next[from.status] = columns[from.status].filter((task) => task.id !== moved.id)
  const into = from?.status === moved.status ? next[moved.status] : [...next[moved.status]]
  const at = into.findIndex((task) => byPosition(moved, task) < 0)
  into.splice(at === -1 ? into.length : at, 0, moved)
  next[moved.status] = into
  return next
}

const COLUMN_PREFIX = 'column:'

/** The drop target id of a column itself (its empty space, or an empty column). */
export const columnDropId = (status: TaskStatus) => `${COLUMN_PREFIX}${status}`

/** Where a card would land: its column, its 0-based index there and the column's length with it. */
export interface BoardSpot {
  status: TaskStatus
  index: number
  size: number
}

function statusOfColumnId(id: string | number): TaskStatus | null {
  if (typeof id !== 'string' || !id.startsWith(COLUMN_PREFIX)) return null
  const status = id.slice(COLUMN_PREFIX.length)
  return (TASK_STATUSES as readonly string[]).includes(status) ? (status as TaskStatus) : null
}

function findTask(columns: BoardColumns, id: string | number): { status: TaskStatus; index: number } | null {
  for (const status of TASK_STATUSES) {
    const index = columns[status].findIndex((task) => task.id === id)
    if (index !== -1) return { status, index }
  }
  return null
}

/** Where the task `activeId` is now. */
export function spotOf(columns: BoardColumns, activeId: string | number): BoardSpot | null {
  const found = findTask(columns, activeId)
  return found ? { ...found, size: columns[found.status].length } : null
}

/**
 * Where the task `activeId` lands when dropped over `overId` (a card or a column). In its own
 * column it takes the place of the card it is over (the sortable list's own reading); in another,
 * it goes before that card, or last over the column's empty space.
 */
export function spotFor(columns: BoardColumns, activeId: string | number, overId: string | number): BoardSpot | null {
  const from = findTask(columns, activeId)
  if (!from) return null
  const overColumn = statusOfColumnId(overId)
  const over = overColumn ? null : findTask(columns, overId)
  const status = overColumn ?? over?.status
  if (!status) return null
  const length = columns[status].length
  if (status === from.status) return { status, index: over ? over.index : length - 1, size: length }
  return { status, index: over ? over.index : length, size: length + 1 }
}

/** What to send for a drop: the task it now precedes in the column (null: last) and an estimated position. */
export function placementAt(columns: BoardColumns, task: Task, spot: BoardSpot): { beforeId: number | null; position: number } {
  const others = columns[spot.status].filter((other) => other.id !== task.id)
  const previous = others[spot.index - 1]
  const next = others[spot.index]
  if (!next) return { beforeId: null, position: previous ? positionOf(previous) + 1 : positionOf(task) }
  const position = previous ? (positionOf(previous) + positionOf(next)) / 2 : positionOf(next) - 1
  return { beforeId: next.id, position }
}

/** Whether a drop changes anything. */
export function isMove(from: BoardSpot, to: BoardSpot): boolean {
  return from.status !== to.status || from.index !== to.index
}
