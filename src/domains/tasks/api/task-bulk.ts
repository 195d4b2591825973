/**
 * Bulk edits with one undo (issue 19): each action is one batch call, and its toast offers Undo.
 * Undoing a change sends each task's previous values with the version the change left it at, so a
 * task someone changed since is left alone (and named); undoing a delete sends its restore token.
 */
import { useCallback } from 'react'
import { notifyUndoable } from '@/components/feedback/undo-toast'
import { type Task, type TaskBatchChange, type TaskBatchItem, taskSchema } from '@/contract/schemas'
import { ApiError, isGone, serverMessage } from '@/lib/api-client'
import { notifyError, notifySuccess } from '@/lib/notify'
import { TASK_BULK_MESSAGES } from '../utils/task-bulk-messages'
import { useBatchTasks } from './task-mutations'

const FIELDS = ['status', 'priority', 'assigneeId', 'dueDate'] as const satisfies readonly (keyof TaskBatchChange)[]

/** The values `change` touched, as `task` had them. */
function previousValues(task: Task, change: TaskBatchChange): TaskBatchChange {
  const values: TaskBatchChange = {}
  for (const field of FIELDS) if (change[field] !== undefined) Object.assign(values, { [field]: task[field] })
  return values
}

/** The tasks an EDIT_CONFLICT names as changed since. */
function conflictingIds(error: unknown): Set<number> | null {
  if (!(error instanceof ApiError) || error.code !== 'EDIT_CONFLICT' || !Array.isArray(error.current)) return null
  return new Set(error.current.flatMap((entry) => (taskSchema.safeParse(entry).success ? [(entry as Task).id] : [])))
}

function undoFailed(error: unknown): void {
  notifyError(isGone(error) ? TASK_BULK_MESSAGES.undoExpired : `${TASK_BULK_MESSAGES.undoFailed}: ${serverMessage(error, 'please try again')}`)
}

export interface TaskBulkActions {
  change: (tasks: readonly Task[], change: TaskBatchChange) => Promise<boolean>
  remove: (tasks: readonly Task[]) => Promise<boolean>
  /** Undoes a delete by its token (a single delete's too), with its toasts. */
  restore: (token: string) => Promise<void>
  pending: boolean
}

/** The bulk bar's actions and the single deletes' undo, with their toasts; each answers whether it succeeded. */
export function useTaskBulkActions(): TaskBulkActions {
  const batch = useBatchTasks()
  const { mutateAsync } = batch

  const restore = useCallback(
    async (token: string) => {
      try {
        const { tasks } = await mutateAsync({ restore: token })
        notifySuccess(TASK_BULK_MESSAGES.restored(tasks.length))
      } catch (error) {
        undoFailed(error)
      }
    },
    [mutateAsync],
  )

  const undoChange = useCallback(
    async (items: TaskBatchItem[], titles: ReadonlyMap<number, string>) => {
      try {
        await mutateAsync({ items })
        notifySuccess(TASK_BULK_MESSAGES.changeUndone)
      } catch (error) {
        const stale = conflictingIds(error)
        if (!stale) {
          undoFailed(error)
          return
        }
        const rest = items.filter((item) => !stale.has(item.id))
        try {
          if (rest.length > 0) await mutateAsync({ items: rest })
        } catch (retryError) {
          undoFailed(retryError)
          return
        }
        notifyError(TASK_BULK_MESSAGES.notUndone([...stale].map((id) => titles.get(id) ?? `#${id}`)))
      }
    },
    [mutateAsync],
  )

  const change = useCallback(
    async (tasks: readonly Task[], values: TaskBatchChange) => {
      try {
        const answer = await mutateAsync({ ids: tasks.map((task) => task.id), change: values })
        const before = new Map(tasks.map((task) => [task.id, task]))
        const items = answer.tasks.flatMap((saved) => {
          const task = before.get(saved.id)
          return task ? [{ id: saved.id, version: saved.version, ...previousValues(task, values) }] : []
        })
        const titles = new Map(tasks.map((task) => [task.id, task.title]))
        notifyUndoable({ message: TASK_BULK_MESSAGES.updated(tasks.length), onUndo: () => undoChange(items, titles) })
        return true
      } catch (error) {
        notifyError(serverMessage(error, TASK_BULK_MESSAGES.updateFailed))
        return false
      }
    },
    [mutateAsync, undoChange],
  )

  const remove = useCallback(
    async (tasks: readonly Task[]) => {
      try {
        const { restoreToken } = await mutateAsync({ ids: tasks.map((task) => task.id), delete: true })
        notifyDeleted(TASK_BULK_MESSAGES.deleted(tasks.length), restoreToken, restore)
        return true
      } catch (error) {
        notifyError(serverMessage(error, TASK_BULK_MESSAGES.deleteFailed))
        return false
      }
    },
    [mutateAsync, restore],
  )

  return { change, remove, restore, pending: batch.isPending }
}

/** A delete's success toast: with Undo when the server gave a restore token (issue 19). */
export function notifyDeleted(message: string, token: string | null, restore: (token: string) => Promise<void>): void {
  if (token) notifyUndoable({ message, onUndo: () => restore(token) })
  else notifySuccess(message)
}
