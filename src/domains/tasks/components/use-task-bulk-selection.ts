import { useCallback, useMemo } from 'react'
import { useSelection } from '@/components/list-page/use-selection'
import type { Task, TaskBatchChange } from '@/contract/schemas'
import { canDeleteTask, permissionsOf } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session-context'
import { useTaskBulkActions } from '../api/task-bulk'
import type { TaskBulkBarProps } from './task-bulk-bar'

/**
 * Bulk selection on a task list (issue 19), the same on /tasks and /project-tasks: click, shift-click
 * and `x` over the tasks shown (only they stay selected), and the bulk bar's props while any is
 * selected (`bar` is null otherwise; the screen adds the assignee choices, which it loads only for
 * those who may assign). A change or delete that went through clears the selection.
 */
export function useTaskBulkSelection(shownTasks: readonly Task[]) {
  const user = useCurrentUser()
  const shownIds = useMemo(() => shownTasks.map((task) => task.id), [shownTasks])
  const { selected, toggle, selectAll, clear } = useSelection(shownIds)
  const onSelect = useCallback((task: Task, range: boolean) => toggle(task.id, range), [toggle])
  const selectedTasks = useMemo(() => shownTasks.filter((task) => selected.has(task.id)), [shownTasks, selected])
  const { canAssignTasks } = permissionsOf(user)
  const { change, remove, pending } = useTaskBulkActions()
  const onChange = useCallback((values: TaskBatchChange) => void change(selectedTasks, values).then((done) => done && clear()), [change, selectedTasks, clear])
  const onDelete = useCallback(() => remove(selectedTasks).then((done) => done && clear()), [remove, selectedTasks, clear])

  const bar: Omit<TaskBulkBarProps, 'users'> | null =
    selectedTasks.length === 0
      ? null
      : {
          count: selectedTasks.length,
          shown: shownTasks.length,
          canAssign: canAssignTasks,
          canDelete: canDeleteTask(user),
          busy: pending,
          onSelectAll: selectAll,
          onClear: clear,
          onChange,
          onDelete,
        }
  return { selected, onSelect, bar }
}
