import { DndContext, DragOverlay, useDroppable } from '@dnd-kit/core'
import { ActionIcon, Button } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react'
import type { Task } from '@/contract/schemas'
import { ViewSwitch } from '@/components/navigation/view-switch'
import { isoDay } from '@/lib/dates'
import { type CalendarRange, groupByDueDay, rangeTitle, shiftDate, shownDays } from '../utils/calendar-days'
import { CalendarChip, DraggedChip } from './task-calendar-chip'
import { CALENDAR_INSTRUCTIONS, UNDATED, useCalendarAnnouncements, useCalendarDrag } from './task-calendar-dnd'
import { CompactMonthGrid, MonthGrid, WeekGrid } from './task-calendar-grid'
import classes from './task-calendar.module.css'

export type { CalendarRange } from '../utils/calendar-days'

const RANGES = [
  { value: 'month', label: 'Month' },
  { value: 'week', label: 'Week' },
] as const satisfies readonly { value: CalendarRange; label: string }[]

export interface TaskCalendarProps {
  tasks: readonly Task[]
  range: CalendarRange
  /** The shown date (`YYYY-MM-DD`): its month or its week is shown. */
  date: string
  /** Previous / Today / Next and the month / week choice; the screen keeps them in the URL. */
  onNavigate: (next: { range: CalendarRange; date: string }) => void
  /** Whether the user may change due dates; without it the calendar only shows. */
  canMove: boolean
  /** A task dropped on another day, or on "No due date" (null). */
  onMove: (task: Task, dueDate: string | null) => void
  /** A task dropped on a day before it starts: nothing is sent. */
  onRefused: (task: Task) => void
  /** The title's heading level on its page. */
  headingLevel?: 2 | 3
  /** Today (stories and tests pin it). */
  today?: string
}

/**
 * The calendar view (issue 18): a month (whole weeks, Monday first) or a week of due dates, tasks
 * without one in a strip below, and a task dragged to another day changes its due date. Tasks are
 * grouped by day once per list; the days are memoised and get only their own tasks.
 */
export function TaskCalendar({ tasks, range, date, onNavigate, canMove, onMove, onRefused, headingLevel = 3, today = isoDay() }: TaskCalendarProps) {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false })
  const grouped = useMemo(() => groupByDueDay(tasks), [tasks])
  const days = useMemo(() => shownDays(date, range), [date, range])
  const drag = useCalendarDrag({ days, today, onMove, onRefused })
  const announcements = useCalendarAnnouncements(drag.droppedDay)
  const unit = range === 'month' ? 'month' : 'week'
  const Heading = `h${headingLevel}` as const
  const Grid = range === 'week' ? WeekGrid : phone ? CompactMonthGrid : MonthGrid
  const onRange = useCallback((next: CalendarRange) => onNavigate({ range: next, date }), [onNavigate, date])

  // After a keyboard drop the chip is a new element on its new day: focus goes there, not to the page.
  const root = useRef<HTMLDivElement>(null)
  const { refocus, refocused } = drag
  useLayoutEffect(() => {
    if (!refocus) return
    const link = root.current?.querySelector<HTMLElement>(`[data-place="${refocus.place}"] [data-task="${refocus.id}"] a`)
    if (!link) return
    link.focus()
    refocused()
  }, [refocus, refocused, grouped])

  return (
    <div ref={root} className={classes.calendar} data-range={range}>
      <div className={classes.toolbar}>
        <div className={classes.nav}>
          <ActionIcon variant="default" size="md" aria-label={`Previous ${unit}`} onClick={() => onNavigate({ range, date: shiftDate(date, range, -1) })}>
            <IconChevronLeft size={16} aria-hidden />
          </ActionIcon>
          <Button variant="default" size="compact-sm" onClick={() => onNavigate({ range, date: today })}>
            Today
          </Button>
          <ActionIcon variant="default" size="md" aria-label={`Next ${unit}`} onClick={() => onNavigate({ range, date: shiftDate(date, range, 1) })}>
            <IconChevronRight size={16} aria-hidden />
          </ActionIcon>
          <Heading className={classes.title} aria-live="polite">
            {rangeTitle(date, range)}
          </Heading>
        </div>
        <ViewSwitch label="Calendar range" value={range} options={RANGES} onChange={onRange} />
      </div>
      <DndContext
        sensors={drag.sensors}
        collisionDetection={drag.collisionDetection}
        accessibility={{ announcements, screenReaderInstructions: CALENDAR_INSTRUCTIONS }}
        onDragStart={drag.onDragStart}
        onDragEnd={drag.onDragEnd}
        onDragCancel={drag.onDragCancel}
      >
        <Grid date={date} days={days} grouped={grouped} today={today} canMove={canMove} />
        <Undated tasks={grouped.undated} today={today} canMove={canMove} dragging={drag.active !== null} />
        {canMove && <p className={classes.hint}>Drag a task to another day to change its due date.</p>}
        {/* No animation back: a drop has already moved the task (or the move is refused at once). */}
        <DragOverlay dropAnimation={null}>{drag.active && <DraggedChip task={drag.active} today={today} />}</DragOverlay>
      </DndContext>
    </div>
  )
}

/**
 * Tasks without a due date, below the days; each can be dragged onto one, and a task dropped here
 * loses its due date (shown while a task is dragged even when no task is undated).
 */
const Undated = memo(function Undated({ tasks, today, canMove, dragging }: { tasks: readonly Task[]; today: string; canMove: boolean; dragging: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: UNDATED, disabled: !canMove })
  if (tasks.length === 0 && !dragging) return null
  return (
    <div
      ref={setNodeRef}
      className={classes.undated}
      data-place={UNDATED}
      data-over={isOver || undefined}
      role="group"
      aria-label={`No due date, ${tasks.length === 1 ? '1 task' : `${tasks.length} tasks`}`}
    >
      <p className={classes.stripTitle}>No due date</p>
      {tasks.length === 0 ? (
        <p className={classes.hint}>Drop a task here to clear its due date.</p>
      ) : (
        <ul className={classes.chips}>
          {tasks.map((task) => (
            <CalendarChip key={task.id} task={task} today={today} canMove={canMove} />
          ))}
        </ul>
      )}
    </div>
  )
})
