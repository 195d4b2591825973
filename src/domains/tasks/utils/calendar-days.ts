/**
 * The calendar's day maths (issue 18): weeks start on Monday, days are `YYYY-MM-DD` strings, and
 * every step is a calendar step in local time (dayjs adds days by the date, not by 24 hours), so a
 * daylight-saving change never skips or repeats a day.
 */
import dayjs from 'dayjs'
import type { Task } from '@/contract/schemas'

export type CalendarRange = 'month' | 'week'

const DAY = 'YYYY-MM-DD'

/** `day` plus `count` calendar days. */
export function addDays(day: string, count: number): string {
  return dayjs(day).add(count, 'day').format(DAY)
}

/** The Monday of the week holding `day`. */
export function startOfWeek(day: string): string {
  const date = dayjs(day)
  return date.subtract((date.day() + 6) % 7, 'day').format(DAY)
}

/** The seven days, Monday to Sunday, of the week holding `day`. */
export function weekOf(day: string): string[] {
  const monday = startOfWeek(day)
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index))
}

/**
 * The month holding `day` as whole weeks, Monday first: the days of the previous month before the
 * 1st and of the next after the last day fill the first and last weeks (4 to 6 weeks).
 */
export function monthGrid(day: string): string[][] {
  const first = dayjs(day).startOf('month')
  const last = first.endOf('month').format(DAY)
  const weeks: string[][] = []
  for (let monday = startOfWeek(first.format(DAY)); monday <= last; monday = addDays(monday, 7)) weeks.push(weekOf(monday))
  return weeks
}

/** Whether two days fall in the same month. */
export function sameMonth(a: string, b: string): boolean {
  return a.slice(0, 7) === b.slice(0, 7)
}

/** The shown date one page back (-1) or on (1): a month (the day clamped to its length) or a week. */
export function shiftDate(day: string, range: CalendarRange, step: -1 | 1): string {
  return range === 'month' ? dayjs(day).add(step, 'month').format(DAY) : addDays(day, 7 * step)
}

/** The days a range shows around `day`, first to last. */
export function shownDays(day: string, range: CalendarRange): string[] {
  return range === 'month' ? monthGrid(day).flat() : weekOf(day)
}

/** `November 2026`, or `Nov 23 – 29, 2026` (the months and years named where they differ). */
export function rangeTitle(day: string, range: CalendarRange): string {
  if (range === 'month') return dayjs(day).format('MMMM YYYY')
  const days = weekOf(day)
  const from = dayjs(days[0])
  const to = dayjs(days[6])
  if (from.year() !== to.year()) return `${from.format('MMM D, YYYY')} – ${to.format('MMM D, YYYY')}`
  if (from.month() !== to.month()) return `${from.format('MMM D')} – ${to.format('MMM D, YYYY')}`
  return `${from.format('MMM D')} – ${to.format('D, YYYY')}`
}

/** `Tuesday, November 24`: how a day is named to screen readers and in announcements. */
export function longDay(day: string): string {
  return dayjs(day).format('dddd, MMMM D')
}

export interface TasksByDay {
  /** Each due day's tasks, open ones first, then by priority (high first) and id. */
  byDay: ReadonlyMap<string, readonly Task[]>
  /** Tasks without a due date, in the same order. */
  undated: readonly Task[]
}

function order(a: Task, b: Task): number {
  const done = Number(a.status === 'COMPLETED') - Number(b.status === 'COMPLETED')
  return done || b.priority - a.priority || a.id - b.id
}

/** The tasks grouped by due day in one pass (callers memoise it on the list). */
export function groupByDueDay(tasks: readonly Task[]): TasksByDay {
  const byDay = new Map<string, Task[]>()
  const undated: Task[] = []
  for (const task of tasks) {
    if (task.dueDate === null) {
      undated.push(task)
      continue
    }
    const list = byDay.get(task.dueDate)
    if (list) list.push(task)
    else byDay.set(task.dueDate, [task])
  }
  for (const list of byDay.values()) list.sort(order)
  undated.sort(order)
  return { byDay, undated }
}

/** Where a calendar stands, as the URL keeps it: the month and today are the defaults and stay out. */
export interface CalendarSearch {
  range?: CalendarRange
  date?: string
}

/** The URL's form of a calendar position. */
export function toCalendarSearch({ range, date }: { range: CalendarRange; date: string }, today: string): CalendarSearch {
  return { range: range === 'month' ? undefined : range, date: date === today ? undefined : date }
}
