/**
 * Task activity (ours, issue 19): every task write records what it changed, who and when, on the
 * task's own record (`activity`, optional in the record schema: no new collection, no schema
 * version), newest 50 kept. The task views never include it; GET …/activity answers it.
 */
import type { TaskActivity, TaskActivityKind } from '@/contract/schemas'
import { isoNow } from '../clock'
import { db, type DbRecord, findById } from '../db'
import { findUser, fullName } from '../views'

type TaskRecord = DbRecord<'tasks'>
type Actor = Pick<DbRecord<'users'>, 'id' | 'firstName' | 'lastName'>
export type StoredActivity = NonNullable<TaskRecord['activity']>[number]

export const ACTIVITY_KEPT = 50

const userName = (id: number | null) => {
  const user = findUser(id)
  return user ? fullName(user) : null
}

const projectName = (id: number) => findById('projects', id)?.name ?? null

type Change = Pick<StoredActivity, 'kind' | 'from' | 'to'>

/** The fields a write changed, in the order a reader expects them; raw values as strings. */
export function diffTask(before: TaskRecord, after: TaskRecord): Change[] {
  const changes: Change[] = []
  const add = (kind: TaskActivityKind, from: string | null, to: string | null) => changes.push({ kind, from, to })
  if (before.title !== after.title) add('title', before.title, after.title)
  if (before.status !== after.status) add('status', before.status, after.status)
  if (before.assigneeId !== after.assigneeId) add('assignee', userName(before.assigneeId), userName(after.assigneeId))
  if (before.priority !== after.priority) add('priority', String(before.priority), String(after.priority))
  if (before.startDate !== after.startDate) add('startDate', before.startDate, after.startDate)
  if (before.dueDate !== after.dueDate) add('dueDate', before.dueDate, after.dueDate)
  // Rich text is long and unreadable raw: the entry says it changed, not how.
  if ((before.description ?? null) !== (after.description ?? null)) add('description', null, null)
  if (before.projectId !== after.projectId) add('project', projectName(before.projectId), projectName(after.projectId))
  return changes
}

async function append(taskId: number, changes: Change[], actor: Actor): Promise<void> {
  if (changes.length === 0) return
  const createdAt = isoNow()
  await db.tasks.update((q) => q.where({ id: taskId }), {
    data(draft) {
      const kept = draft.activity ?? []
      let next = kept.reduce((max, entry) => Math.max(max, entry.id), 0)
      const added = changes.map((change) => ({ id: (next += 1), ...change, actorId: actor.id, actorName: fullName(actor), createdAt }))
      draft.activity = [...kept, ...added].slice(-ACTIVITY_KEPT)
    },
  })
}

/**
 * A new task's first entry, stored with the task as it is created: recording it afterwards would
 * look the new task up again among all of them (a scan of 20,000 at scale, issue 13).
 */
export function createdActivity(actor: Actor, createdAt: string): StoredActivity[] {
  return [{ id: 1, kind: 'created', from: null, to: null, actorId: actor.id, actorName: fullName(actor), createdAt }]
}

export function recordTaskChanges(before: TaskRecord, after: TaskRecord, actor: Actor): Promise<void> {
  return append(after.id, diffTask(before, after), actor)
}

/**
 * The task's history, newest first. A task whose creation was not recorded (seeded, or stored
 * before activity was) still began at `createdAt`: that entry has no actor, since none is known.
 */
export function taskActivity(task: TaskRecord): TaskActivity[] {
  const stored = task.activity ?? []
  const entries: TaskActivity[] = stored.map((entry) => ({ ...entry, taskId: task.id }))
  if (!stored.some((entry) => entry.kind === 'created')) {
    entries.push({ id: 0, taskId: task.id, kind: 'created', actorId: null, actorName: null, from: null, to: null, createdAt: task.createdAt })
  }
  return entries.sort((a, b) => b.id - a.id)
}
