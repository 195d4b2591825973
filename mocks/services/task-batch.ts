/**
 * POST /staff/tasks/batch (ours, issue 19): many tasks changed, deleted or restored in one
 * all-or-nothing write. Every task is found and every right and value checked before the first
 * write; each task then goes through the single-task service (activity, version, live event,
 * notifications), and the store saves the whole batch once.
 */
import type { TaskBatchChange, TaskBatchItem, TaskBatchRequest } from '@/contract/schemas'
import { requireTaskDelete, requireTaskEdit } from '../access'
import type { Caller } from '../auth'
import { type DbRecord, db } from '../db'
import { conflict, notFound } from '../errors'
import { holdingSaves } from '../persist'
import { versionOf } from '../versions'
import { taskLookups, taskView } from '../views'
import { deleteTasksUndoably, restoreDeleted } from './restore'
import { applyTaskChange, checkTaskChange } from './tasks'

type TaskRecord = DbRecord<'tasks'>

export interface BatchAnswer {
  tasks: TaskRecord[]
  restoreToken?: string
}

/** Every task of `ids`, or 404 naming the first one missing. */
function findAll(ids: readonly number[]): TaskRecord[] {
  const byId = new Map(db.tasks.all().filter((task) => ids.includes(task.id)).map((task) => [task.id, task]))
  return ids.map((id) => {
    const task = byId.get(id)
    if (!task) throw notFound(`Task ${id}`)
    return task
  })
}

const changeOf = ({ status, priority, assigneeId, dueDate }: TaskBatchItem): TaskBatchChange => ({ status, priority, assigneeId, dueDate })

async function change(caller: Caller, items: { task: TaskRecord; change: TaskBatchChange }[]): Promise<TaskRecord[]> {
  for (const { task } of items) requireTaskEdit(caller, task)
  for (const item of items) checkTaskChange(item.task, item.change)
  const changed: TaskRecord[] = []
  for (const item of items) changed.push(await applyTaskChange(item.task.id, item.change, caller))
  return changed
}

/** Runs one batch for `caller`; throws (403, 404, 400, 409) before any write when any part would fail. */
export function runTaskBatch(caller: Caller, body: TaskBatchRequest): Promise<BatchAnswer> {
  return holdingSaves(async () => {
    if ('restore' in body) {
      const { tasks } = await restoreDeleted('tasks', caller.id, body.restore, caller)
      return { tasks: findAll(tasks.map((task) => task.id)) }
    }
    if ('items' in body) {
      const tasks = findAll(body.items.map((item) => item.id))
      const stale = tasks.filter((task, index) => {
        const expected = body.items[index]!.version
        return expected !== undefined && expected !== versionOf(task)
      })
      for (const task of tasks) requireTaskEdit(caller, task)
      if (stale.length > 0) {
        const lookups = taskLookups()
        throw conflict('Some of these tasks were changed by someone else since', { code: 'EDIT_CONFLICT', current: stale.map((task) => taskView(task, lookups)) })
      }
      return { tasks: await change(caller, tasks.map((task, index) => ({ task, change: changeOf(body.items[index]!) }))) }
    }
    const tasks = findAll(body.ids)
    if ('delete' in body) {
      requireTaskDelete(caller)
      return { tasks, restoreToken: deleteTasksUndoably(tasks, caller) }
    }
    return { tasks: await change(caller, tasks.map((task) => ({ task, change: body.change }))) }
  })
}
