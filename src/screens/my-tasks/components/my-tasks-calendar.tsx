import { memo, useCallback, useMemo } from 'react'
import type { Task } from '@/contract/schemas'
import { FIELD_MESSAGES } from '@/contract/fields'
import { useRescheduleTask } from '@/domains/tasks/api/task-reschedule'
import { LazyTaskCalendar } from '@/domains/tasks/components/task-views-lazy'
import { type CalendarRange, type CalendarSearch, toCalendarSearch } from '@/domains/tasks/utils/calendar-days'
import { isoDay } from '@/lib/dates'
import { toastsConfig } from '@/lib/mutation-toasts'
import { notifyError } from '@/lib/notify'
import { MY_TASK_MESSAGES } from '../messages'

const NONE: readonly Task[] = []

export interface MyTasksCalendarProps {
  tasks: readonly Task[] | undefined
  userId: number
  /** Completed tasks show (struck through) only with the "Show completed" switch on, as in the list. */
  showCompleted: boolean
  search: CalendarSearch
  onSearchChange: (search: CalendarSearch) => void
  canMove: boolean
}

/** The signed-in user's tasks on a calendar; a task dropped on another day is saved with the tasks screens' toasts. */
export const MyTasksCalendar = memo(function MyTasksCalendar({ tasks = NONE, userId, showCompleted, search, onSearchChange, canMove }: MyTasksCalendarProps) {
  const today = isoDay()
  const mine = useMemo(() => tasks.filter((task) => task.assigneeId === userId && (showCompleted || task.status !== 'COMPLETED')), [tasks, userId, showCompleted])
  const { mutate } = useRescheduleTask({ mutationConfig: toastsConfig({ success: MY_TASK_MESSAGES.updated, failure: MY_TASK_MESSAGES.updateFailed }) })
  const onMove = useCallback((task: Task, dueDate: string | null) => mutate({ task, dueDate }), [mutate])
  const onRefused = useCallback(() => notifyError(FIELD_MESSAGES.dueBeforeStart), [])
  const onNavigate = useCallback((next: { range: CalendarRange; date: string }) => onSearchChange(toCalendarSearch(next, today)), [onSearchChange, today])
  return (
    <LazyTaskCalendar
      tasks={mine}
      range={search.range ?? 'month'}
      date={search.date ?? today}
      today={today}
      headingLevel={2}
      onNavigate={onNavigate}
      canMove={canMove}
      onMove={onMove}
      onRefused={onRefused}
    />
  )
})
