/** How a template's schedule reads on screen (weekday names, "Next: …"). */
import dayjs from 'dayjs'
import { type ChecklistTemplate, WEEKDAYS, type Weekday } from '@/contract/schemas'

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  MONDAY: 'Monday',
  TUESDAY: 'Tuesday',
  WEDNESDAY: 'Wednesday',
  THURSDAY: 'Thursday',
  FRIDAY: 'Friday',
  SATURDAY: 'Saturday',
  SUNDAY: 'Sunday',
}

export const WEEKDAY_SHORT: Record<Weekday, string> = {
  MONDAY: 'Mon',
  TUESDAY: 'Tue',
  WEDNESDAY: 'Wed',
  THURSDAY: 'Thu',
  FRIDAY: 'Fri',
  SATURDAY: 'Sat',
  SUNDAY: 'Sun',
}

export function weekdayOf(date: dayjs.ConfigType): Weekday {
  // dayjs counts from Sunday (0); the contract's list starts on Monday.
  return WEEKDAYS[(dayjs(date).day() + 6) % 7] as Weekday
}

/** Excluded days in week order, whatever order the server sent. */
export function sortedWeekdays(days: readonly Weekday[]): Weekday[] {
  return WEEKDAYS.filter((day) => days.includes(day))
}

export type NextRun =
  | { kind: 'inactive'; label: 'Inactive' }
  | { kind: 'never'; label: 'Never — every day excluded' }
  | { kind: 'unassigned'; label: 'No one assigned' }
  | { kind: 'next'; label: string; date: string }

/**
 * When the template next puts an item on someone's checklist. The server generates each day's
 * items once and adds a newly created or re-activated template to today's lists at once, so a
 * template that applies today reads "Next: today". Blockers are reported in the order a person
 * would fix them: switched off, no day left, nobody to give it to.
 */
export function nextRun(template: Pick<ChecklistTemplate, 'active' | 'excludedDays' | 'users'>, now: dayjs.ConfigType = undefined): NextRun {
  if (!template.active) return { kind: 'inactive', label: 'Inactive' }
  if (WEEKDAYS.every((day) => template.excludedDays.includes(day))) return { kind: 'never', label: 'Never — every day excluded' }
  if (template.users.length === 0) return { kind: 'unassigned', label: 'No one assigned' }
  const start = dayjs(now).startOf('day')
  for (let offset = 0; offset < 7; offset += 1) {
    const date = start.add(offset, 'day')
    const weekday = weekdayOf(date)
    if (template.excludedDays.includes(weekday)) continue
    const when = offset === 0 ? 'today' : offset === 1 ? 'tomorrow' : WEEKDAY_LABELS[weekday]
    return { kind: 'next', label: `Next: ${when}`, date: date.format('YYYY-MM-DD') }
  }
  // Unreachable: at least one weekday is not excluded.
  return { kind: 'never', label: 'Never — every day excluded' }
}

/** Case-insensitive title search (SPEC §2: the grid filters by title). */
export function matchesTitle(title: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase()
  return needle === '' || title.toLocaleLowerCase().includes(needle)
}
