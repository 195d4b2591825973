import { useDroppable } from '@dnd-kit/core'
import dayjs from 'dayjs'
import { memo, useState } from 'react'
import type { Task } from '@/contract/schemas'
import { isOverdue } from '../utils/task-meta'
import { longDay, sameMonth, type TasksByDay } from '../utils/calendar-days'
import { CalendarChip } from './task-calendar-chip'
import { draggedTask, refusedDay } from './task-calendar-dnd'
import classes from './task-calendar.module.css'

const NONE: readonly Task[] = []
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
/** Chips a month's day shows before "+N more". */
const MONTH_PREVIEW = 3

const tasksLabel = (count: number) => (count === 1 ? '1 task' : `${count} tasks`)
const dayLabel = (day: string, today: string, count: number) => `${longDay(day)}${day === today ? ', today' : ''}, ${tasksLabel(count)}`

/** A day the dragged task may be dropped on; lit while a task is over it (red where it may not go). */
function useDayDrop(day: string, canMove: boolean) {
  const { setNodeRef, isOver, active } = useDroppable({ id: day, disabled: !canMove })
  const task = isOver ? draggedTask(active?.data) : undefined
  return { ref: setNodeRef, 'data-place': day, 'data-over': isOver || undefined, 'data-refused': (task && refusedDay(task, day)) || undefined }
}

interface DayProps {
  day: string
  tasks: readonly Task[]
  today: string
  canMove: boolean
}

const MonthDay = memo(function MonthDay({ day, tasks, today, canMove, outside }: DayProps & { outside: boolean }) {
  const [expanded, setExpanded] = useState(false)
  const drop = useDayDrop(day, canMove)
  const shown = expanded ? tasks : tasks.slice(0, MONTH_PREVIEW)
  const hidden = tasks.length - shown.length
  return (
    <div {...drop} className={classes.day} data-day={day} data-outside={outside || undefined} role="group" aria-label={dayLabel(day, today, tasks.length)}>
      <div className={classes.dayHead} aria-hidden>
        <span className={classes.dayNumber} data-today={day === today || undefined}>
          {dayjs(day).date()}
        </span>
      </div>
      {tasks.length > 0 && (
        <ul className={classes.chips}>
          {shown.map((task) => (
            <CalendarChip key={task.id} task={task} today={today} canMove={canMove} />
          ))}
        </ul>
      )}
      {(hidden > 0 || expanded) && tasks.length > MONTH_PREVIEW && (
        <button type="button" className={classes.more} aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
          {expanded ? 'Show fewer' : `+${hidden} more`}
        </button>
      )}
    </div>
  )
})

export interface GridProps {
  /** The shown date: its month, or its week. */
  date: string
  days: readonly string[]
  grouped: TasksByDay
  today: string
  canMove: boolean
}

/** The month, Monday first; days of the months around it dimmed. */
export const MonthGrid = memo(function MonthGrid({ date, days, grouped, today, canMove }: GridProps) {
  return (
    <div>
      <div className={classes.weekdays} aria-hidden>
        {WEEKDAYS.map((name) => (
          <span key={name}>{name}</span>
        ))}
      </div>
      <div className={classes.month}>
        {days.map((day) => (
          <MonthDay key={day} day={day} tasks={grouped.byDay.get(day) ?? NONE} today={today} canMove={canMove} outside={!sameMonth(day, date)} />
        ))}
      </div>
    </div>
  )
})

const WeekDay = memo(function WeekDay({ day, tasks, today, canMove }: DayProps) {
  const drop = useDayDrop(day, canMove)
  const date = dayjs(day)
  return (
    <div {...drop} className={classes.day} data-day={day} role="group" aria-label={dayLabel(day, today, tasks.length)}>
      <div className={classes.dayHead} aria-hidden>
        <span className={classes.weekday}>{date.format('ddd')}</span>
        <span className={classes.dayNumber} data-today={day === today || undefined}>
          {date.date()}
        </span>
      </div>
      {tasks.length > 0 && (
        <ul className={classes.chips}>
          {tasks.map((task) => (
            <CalendarChip key={task.id} task={task} today={today} canMove={canMove} />
          ))}
        </ul>
      )}
    </div>
  )
})

/** The week: seven columns with every task of each day (stacked on a phone). */
export const WeekGrid = memo(function WeekGrid({ days, grouped, today, canMove }: GridProps) {
  return (
    <div className={classes.week}>
      {days.map((day) => (
        <WeekDay key={day} day={day} tasks={grouped.byDay.get(day) ?? NONE} today={today} canMove={canMove} />
      ))}
    </div>
  )
})

const CompactDay = memo(function CompactDay({ day, tasks, today, canMove, outside, chosen, onChoose }: DayProps & { outside: boolean; chosen: boolean; onChoose: (day: string) => void }) {
  const drop = useDayDrop(day, canMove)
  const overdue = tasks.some((task) => isOverdue(task, today))
  const date = dayjs(day)
  return (
    <button
      {...drop}
      type="button"
      className={`${classes.day} ${classes.compactDay}`}
      data-day={day}
      data-outside={outside || undefined}
      aria-pressed={chosen}
      onClick={() => onChoose(day)}
    >
      {/* The name is the visible text with the words around it ("Tuesday, November 24, 3 tasks"), as the day's group reads elsewhere. */}
      <span className={classes.note}>{date.format('dddd, MMMM ')}</span>
      <span className={classes.dayNumber} data-today={day === today || undefined}>
        {date.date()}
      </span>
      <span className={classes.note}>{day === today ? ', today, ' : ', '}</span>
      {tasks.length > 0 ? (
        <span className={classes.count} data-overdue={overdue || undefined}>
          {tasks.length}
        </span>
      ) : (
        <span className={classes.note}>0</span>
      )}
      <span className={classes.note}>{tasks.length === 1 ? ' task' : ' tasks'}</span>
    </button>
  )
})

/** The month on a phone: each day's count, and the chosen day's tasks below the grid. */
export const CompactMonthGrid = memo(function CompactMonthGrid({ date, days, grouped, today, canMove }: GridProps) {
  const [picked, setPicked] = useState<string | null>(null)
  const chosen = picked !== null && days.includes(picked) ? picked : days.includes(today) ? today : date
  const tasks = grouped.byDay.get(chosen) ?? NONE
  return (
    <div className={classes.dayList}>
      <div>
        <div className={classes.weekdays} aria-hidden>
          {WEEKDAYS.map((name) => (
            <span key={name}>{name.slice(0, 2)}</span>
          ))}
        </div>
        <div className={classes.month}>
          {days.map((day) => (
            <CompactDay
              key={day}
              day={day}
              tasks={grouped.byDay.get(day) ?? NONE}
              today={today}
              canMove={canMove}
              outside={!sameMonth(day, date)}
              chosen={day === chosen}
              onChoose={setPicked}
            />
          ))}
        </div>
      </div>
      <div className={classes.dayList} role="group" aria-label={`${longDay(chosen)}, ${tasksLabel(tasks.length)}`}>
        <p className={classes.stripTitle}>{longDay(chosen)}</p>
        {tasks.length === 0 ? (
          <p className={classes.hint}>Nothing due this day.</p>
        ) : (
          <ul className={classes.chips}>
            {tasks.map((task) => (
              <CalendarChip key={task.id} task={task} today={today} canMove={canMove} />
            ))}
          </ul>
        )}
      </div>
    </div>
  )
})
