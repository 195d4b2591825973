import { describe, expect, it } from 'vitest'
import type { TaskPriority, TaskStatus } from '@/contract/schemas'
import { countCompletedOf, endOfWeekDay, myTaskSections, type SectionTask } from './my-task-sections'

const ME = 3
// Wednesday 4 March 2026, local time: the week runs Monday 2 to Sunday 8 March.
const WEDNESDAY_MIDNIGHT = new Date(2026, 2, 4, 0, 0, 0)
const WEDNESDAY_LATE = new Date(2026, 2, 4, 23, 59, 59)

let nextId = 1
function task(dueDate: string | null, extra: Partial<SectionTask> = {}): SectionTask {
  return { id: nextId++, assigneeId: ME, status: 'TODO' as TaskStatus, dueDate, priority: 2 as TaskPriority, completedAt: null, ...extra }
}

const keysOf = (sections: { key: string; tasks: SectionTask[] }[]) => Object.fromEntries(sections.map((section) => [section.key, section.tasks.map((t) => t.id)]))

describe('endOfWeekDay', () => {
  it('is the Sunday of a Monday-based week, in local time', () => {
    expect(endOfWeekDay(new Date(2026, 2, 2, 0, 0))).toBe('2026-03-08')
    expect(endOfWeekDay(WEDNESDAY_LATE)).toBe('2026-03-08')
    expect(endOfWeekDay(new Date(2026, 2, 7, 12, 0))).toBe('2026-03-08')
    expect(endOfWeekDay(new Date(2026, 2, 8, 23, 59))).toBe('2026-03-08')
    expect(endOfWeekDay(new Date(2026, 2, 9, 0, 0))).toBe('2026-03-15')
  })
})

describe('myTaskSections', () => {
  const yesterday = task('2026-03-03')
  const today = task('2026-03-04')
  const tomorrow = task('2026-03-05')
  const sunday = task('2026-03-08')
  const nextMonday = task('2026-03-09')
  const noDate = task(null)
  const done = task('2026-03-01', { status: 'COMPLETED', completedAt: '2026-03-03T10:00:00.000Z' })
  const all = [nextMonday, noDate, done, sunday, tomorrow, today, yesterday]

  it('puts each boundary day in its section, the same at 00:00 and at 23:59', () => {
    for (const now of [WEDNESDAY_MIDNIGHT, WEDNESDAY_LATE]) {
      expect(keysOf(myTaskSections(all, ME, { now }))).toEqual({
        overdue: [yesterday.id],
        today: [today.id],
        week: [tomorrow.id, sunday.id],
        later: [nextMonday.id],
        none: [noDate.id],
      })
    }
  })

  it('moves a day along when the clock passes midnight', () => {
    const thursday = new Date(2026, 2, 5, 0, 0, 0)
    expect(keysOf(myTaskSections([today, tomorrow], ME, { now: thursday }))).toEqual({ overdue: [today.id], today: [tomorrow.id] })
  })

  it('has no This week on a Sunday: the next day starts a new week', () => {
    const sundayNoon = new Date(2026, 2, 8, 12, 0)
    expect(keysOf(myTaskSections([sunday, nextMonday], ME, { now: sundayNoon }))).toEqual({ today: [sunday.id], later: [nextMonday.id] })
  })

  it('keeps completed tasks out unless asked, then lists the most recently completed first', () => {
    const older = task('2026-03-10', { status: 'COMPLETED', completedAt: '2026-02-20T08:00:00.000Z' })
    const newest = task(null, { status: 'COMPLETED', completedAt: '2026-03-04T08:00:00.000Z' })
    expect(myTaskSections([older, newest, done], ME, { now: WEDNESDAY_LATE })).toEqual([])
    const sections = myTaskSections([older, today, newest, done], ME, { now: WEDNESDAY_LATE, showCompleted: true })
    expect(sections.map((section) => section.title)).toEqual(['Today', 'Completed'])
    expect(sections[1]!.tasks.map((t) => t.id)).toEqual([newest.id, done.id, older.id])
  })

  it('counts a completed overdue task as completed, not overdue', () => {
    expect(keysOf(myTaskSections([done, yesterday], ME, { now: WEDNESDAY_LATE, showCompleted: true }))).toEqual({ overdue: [yesterday.id], completed: [done.id] })
  })

  it('keeps only tasks assigned to the user', () => {
    const theirs = task('2026-03-04', { assigneeId: 7 })
    const unassigned = task('2026-03-04', { assigneeId: null })
    expect(keysOf(myTaskSections([theirs, unassigned, today], ME, { now: WEDNESDAY_LATE }))).toEqual({ today: [today.id] })
  })

  it('sorts by due date, then priority (high first), then id', () => {
    const lowSoon = task('2026-03-05', { priority: 1 })
    const highLater = task('2026-03-07', { priority: 3 })
    const highSoon = task('2026-03-05', { priority: 3 })
    const mediumSoon = task('2026-03-05', { priority: 2 })
    const sections = myTaskSections([highLater, lowSoon, mediumSoon, highSoon], ME, { now: WEDNESDAY_LATE })
    expect(sections[0]!.tasks.map((t) => t.id)).toEqual([highSoon.id, mediumSoon.id, lowSoon.id, highLater.id])
    const noDates = [task(null, { priority: 1 }), task(null, { priority: 3 })]
    expect(myTaskSections(noDates, ME, { now: WEDNESDAY_LATE })[0]!.tasks.map((t) => t.priority)).toEqual([3, 1])
  })

  it('counts the completed tasks the empty state mentions', () => {
    expect(countCompletedOf([done, today, task(null, { status: 'COMPLETED', assigneeId: 9 })], ME)).toBe(1)
  })
})
