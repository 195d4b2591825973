import { useCallback } from 'react'
import type { Task } from '@/contract/schemas'
import { FIELD_MESSAGES } from '@/contract/fields'
import { useRescheduleTask } from '@/domains/tasks/api/task-reschedule'
import { LazyTaskCalendar } from '@/domains/tasks/components/task-views-lazy'
import { type CalendarRange, type CalendarSearch, toCalendarSearch } from '@/domains/tasks/utils/calendar-days'
import { isoDay } from '@/lib/dates'
import { toastsConfig } from '@/lib/mutation-toasts'
import { notifyError } from '@/lib/notify'
import { PROJECT_MESSAGES } from '../messages'

export interface ProjectCalendarProps {
  tasks: readonly Task[]
  search: CalendarSearch
  onSearchChange: (search: CalendarSearch) => void
  canMove: boolean
}

/** The project's tasks on a calendar; a task dropped on another day is saved with the tasks screens' toasts. */
export function ProjectCalendar({ tasks, search, onSearchChange, canMove }: ProjectCalendarProps) {
  const today = isoDay()
  const { mutate } = useRescheduleTask({ mutationConfig: toastsConfig({ success: PROJECT_MESSAGES.taskUpdated, failure: PROJECT_MESSAGES.taskUpdateFailed }) })
  const onMove = useCallback((task: Task, dueDate: string | null) => mutate({ task, dueDate }), [mutate])
  const onRefused = useCallback(() => notifyError(FIELD_MESSAGES.dueBeforeStart), [])
  const onNavigate = useCallback((next: { range: CalendarRange; date: string }) => onSearchChange(toCalendarSearch(next, today)), [onSearchChange, today])
  return (
    <LazyTaskCalendar
      tasks={tasks}
      range={search.range ?? 'month'}
      date={search.date ?? today}
      today={today}
      onNavigate={onNavigate}
      canMove={canMove}
      onMove={onMove}
      onRefused={onRefused}
    />
  )
}
