/**
 * Task writes with the side effects a real server performs: completedAt follows the status, and
 * the assignee hears about changes someone else makes to their task.
 */
import { TASK_STATUSES, type TaskBatchChange, type TaskMoveRequest, type TaskRequest, type TaskStatus } from '@/contract/schemas'
import { isoNow } from '../clock'
import { db, type DbRecord, findById, nextId } from '../db'
import { badRequest } from '../errors'
import { getProject, getTask, getUser } from '../records'
import { fullName, positionOf } from '../views'
import { emitTask } from './live'
import { createdActivity, recordTaskChanges } from './task-activity'
import { notify } from './notifications'
import { checkDates } from './projects'
import { assertSafeRichText } from './rich-text'
import { touchTask } from './task-touch'

type Actor = DbRecord<'users'>

export function parseStatus(value: string | null): TaskStatus {
  if (value && (TASK_STATUSES as readonly string[]).includes(value)) return value as TaskStatus
  throw badRequest(`Status must be one of ${TASK_STATUSES.join(', ')}`)
}

function completedAtFor(status: TaskStatus, previous: DbRecord<'tasks'> | null): string | null {
  if (status !== 'COMPLETED') return null
  return previous?.status === 'COMPLETED' ? previous.completedAt : isoNow()
}

function checkAssignee(assigneeId: number | null | undefined): number | null {
  if (assigneeId === null || assigneeId === undefined) return null
  if (!findById('users', assigneeId)) throw badRequest(`Unknown assignee ${assigneeId}`)
  return assigneeId
}

export async function createTask(projectId: number, body: TaskRequest, actor: Actor): Promise<DbRecord<'tasks'>> {
  getProject(projectId)
  assertSafeRichText(body.description, 'description')
  if (body.projectId !== undefined && body.projectId !== projectId) {
    throw badRequest('projectId in the body does not match the project in the path')
  }
  const title = body.title
  const status = body.status ?? 'TODO'
  const startDate = body.startDate ?? null
  const dueDate = body.dueDate ?? null
  checkDates(startDate, dueDate)
  const assigneeId = checkAssignee(body.assigneeId)
  const now = isoNow()
  const record = await db.tasks.create({
    id: nextId('tasks'),
    title,
    description: body.description ?? null,
    priority: body.priority ?? 2,
    status,
    startDate,
    dueDate,
    assigneeId,
    projectId,
    completedAt: completedAtFor(status, null),
    createdAt: now,
    updatedAt: now,
    overdueNotified: false,
    position: lastPosition() + 1,
    activity: createdActivity(actor, now),
  })
  emitTask('created', record, actor)
  await notifyAssigned(record, actor)
  return record
}

async function notifyAssigned(task: DbRecord<'tasks'>, actor: Actor): Promise<void> {
  await notify({
    userId: task.assigneeId,
    actorId: actor.id,
    type: 'TASK_ASSIGNED',
    message: `${fullName(actor)} assigned you "${task.title}"`,
    taskId: task.id,
    projectId: task.projectId,
  })
}

/** After a change: a new assignee hears TASK_ASSIGNED; an unchanged one TASK_COMPLETED or TASK_UPDATED. */
async function notifyChange(before: DbRecord<'tasks'>, after: DbRecord<'tasks'>, actor: Actor): Promise<void> {
  if (after.assigneeId !== before.assigneeId) {
    await notifyAssigned(after, actor)
    return
  }
  const completed = after.status === 'COMPLETED' && before.status !== 'COMPLETED'
  await notify({
    userId: after.assigneeId,
    actorId: actor.id,
    type: completed ? 'TASK_COMPLETED' : 'TASK_UPDATED',
    message: completed
      ? `${fullName(actor)} completed your task "${after.title}"`
      : `${fullName(actor)} updated your task "${after.title}"`,
    taskId: after.id,
    projectId: after.projectId,
  })
}

/** PUT: fields left out keep their value; `null` clears optional ones. */
export async function updateTask(id: number, body: TaskRequest, actor: Actor): Promise<DbRecord<'tasks'>> {
  const before = getTask(id)
  assertSafeRichText(body.description, 'description')
  const title = body.title
  if (body.projectId !== undefined) getProject(body.projectId)
  const status = body.status ?? before.status
  const startDate = body.startDate === undefined ? before.startDate : body.startDate
  const dueDate = body.dueDate === undefined ? before.dueDate : body.dueDate
  checkDates(startDate, dueDate)
  const assigneeId = body.assigneeId === undefined ? before.assigneeId : checkAssignee(body.assigneeId)
  const after = await db.tasks.update((q) => q.where({ id }), {
    strict: true,
    data(draft) {
      draft.title = title
      if (body.description !== undefined) draft.description = body.description
      if (body.priority !== undefined) draft.priority = body.priority
      if (body.projectId !== undefined) draft.projectId = body.projectId
      draft.status = status
      draft.completedAt = completedAtFor(status, before)
      draft.startDate = startDate
      if (dueDate !== before.dueDate) draft.overdueNotified = false
      draft.dueDate = dueDate
      draft.assigneeId = assigneeId
      touchTask(draft)
    },
  })
  await recordTaskChanges(before, after, actor)
  emitTask('updated', after, actor)
  await notifyChange(before, after, actor)
  return after
}

/**
 * Checks a bulk edit's values against one task as PUT checks them (issue 19): throws 400 before
 * anything is written, so a batch refuses as a whole.
 */
export function checkTaskChange(task: DbRecord<'tasks'>, change: TaskBatchChange): void {
  if (change.dueDate !== undefined) checkDates(task.startDate, change.dueDate)
  if (change.assigneeId !== undefined) checkAssignee(change.assigneeId)
}

/** Whether `change` would leave the task as it is. */
export function changesNothing(task: DbRecord<'tasks'>, change: TaskBatchChange): boolean {
  return (
    (change.status === undefined || change.status === task.status) &&
    (change.priority === undefined || change.priority === task.priority) &&
    (change.assigneeId === undefined || change.assigneeId === task.assigneeId) &&
    (change.dueDate === undefined || change.dueDate === task.dueDate)
  )
}

/**
 * One task's part of a bulk edit (issue 19), checked first with `checkTaskChange`: the fields PUT
 * would set, with its effects (activity, version, live event, the assignee's notification).
 */
export async function applyTaskChange(id: number, change: TaskBatchChange, actor: Actor): Promise<DbRecord<'tasks'>> {
  const before = getTask(id)
  if (changesNothing(before, change)) return before
  const after = await db.tasks.update((q) => q.where({ id }), {
    strict: true,
    data(draft) {
      if (change.status !== undefined) {
        draft.status = change.status
        draft.completedAt = completedAtFor(change.status, before)
      }
      if (change.priority !== undefined) draft.priority = change.priority
      if (change.assigneeId !== undefined) draft.assigneeId = change.assigneeId
      if (change.dueDate !== undefined) {
        if (change.dueDate !== before.dueDate) draft.overdueNotified = false
        draft.dueDate = change.dueDate
      }
      touchTask(draft)
    },
  })
  await recordTaskChanges(before, after, actor)
  emitTask('updated', after, actor)
  await notifyChange(before, after, actor)
  return after
}

export async function setTaskStatus(id: number, status: TaskStatus, actor: Actor): Promise<DbRecord<'tasks'>> {
  const before = getTask(id)
  const after = await db.tasks.update((q) => q.where({ id }), {
    strict: true,
    data(draft) {
      draft.status = status
      draft.completedAt = completedAtFor(status, before)
      touchTask(draft)
    },
  })
  await recordTaskChanges(before, after, actor)
  emitTask('updated', after, actor)
  if (before.status !== status) await notifyChange(before, after, actor)
  return after
}

export async function assignTask(id: number, userId: number, actor: Actor): Promise<DbRecord<'tasks'>> {
  const before = getTask(id)
  getUser(userId)
  const after = await db.tasks.update((q) => q.where({ id }), {
    strict: true,
    data(draft) {
      draft.assigneeId = userId
      touchTask(draft)
    },
  })
  await recordTaskChanges(before, after, actor)
  emitTask('updated', after, actor)
  if (before.assigneeId !== userId) await notifyAssigned(after, actor)
  return after
}

/** The highest board position of any task (0 for none): a new task goes last in every column. */
function lastPosition(): number {
  let last = 0
  for (const task of db.tasks.all()) last = Math.max(last, positionOf(task))
  return last
}

type TaskRecord = DbRecord<'tasks'>

const byPosition = (a: TaskRecord, b: TaskRecord) => positionOf(a) - positionOf(b) || a.id - b.id

/** A status's column in board order, without the task being moved. */
function columnOf(status: TaskStatus, exceptId: number): TaskRecord[] {
  return db.tasks
    .all()
    .filter((task) => task.status === status && task.id !== exceptId)
    .sort(byPosition)
}

/**
 * The position that puts a task just before `beforeId` in `column` (last without it): halfway
 * between its neighbours. When repeated moves leave no number between them (or two share one),
 * the column is renumbered 1, 2, 3… first; only the order is meaningful, so versions stay.
 */
async function positionBefore(column: TaskRecord[], beforeId: number | null, current: number): Promise<number> {
  if (beforeId === null) return column.length === 0 ? current : positionOf(column[column.length - 1]!) + 1
  const index = column.findIndex((task) => task.id === beforeId)
  if (index === -1) throw badRequest(`beforeId ${beforeId} is not another task of that status`)
  const next = positionOf(column[index]!)
  if (index === 0) return next - 1
  const previous = positionOf(column[index - 1]!)
  const middle = (previous + next) / 2
  if (previous < middle && middle < next) return middle
  for (const [at, task] of column.entries()) {
    await db.tasks.update((q) => q.where({ id: task.id }), {
      strict: true,
      data(draft) {
        draft.position = at + 1
      },
    })
  }
  return index + 0.5
}

/**
 * Moves a task on the board (ours, issue 18): into `status`'s column, before `beforeId` or last.
 * A new status has the status call's effects (completedAt, the assignee's notification).
 */
export async function moveTask(id: number, body: TaskMoveRequest, actor: Actor): Promise<TaskRecord> {
  const before = getTask(id)
  const beforeId = body.beforeId ?? null
  if (beforeId === id) throw badRequest('A task cannot be moved before itself')
  const position = await positionBefore(columnOf(body.status, id), beforeId, positionOf(before))
  const after = await db.tasks.update((q) => q.where({ id }), {
    strict: true,
    data(draft) {
      draft.status = body.status
      draft.completedAt = completedAtFor(body.status, before)
      draft.position = position
      touchTask(draft)
    },
  })
  await recordTaskChanges(before, after, actor)
  emitTask('updated', after, actor)
  if (before.status !== body.status) await notifyChange(before, after, actor)
  return after
}
