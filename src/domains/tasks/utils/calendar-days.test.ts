import { describe, expect, it, onTestFinished } from 'vitest'
import type { Task } from '@/contract/schemas'
import { taskFixture } from '@/test/task-fixture'
import { addDays, groupByDueDay, longDay, monthGrid, rangeTitle, shiftDate, startOfWeek, toCalendarSearch, weekOf } from './calendar-days'

function task(id: number, dueDate: string | null, extra: Partial<Task> = {}): Task {
  return taskFixture(id, { dueDate, ...extra })
}

describe('calendar days', () => {
  it('starts weeks on Monday', () => {
    expect(startOfWeek('2026-11-24')).toBe('2026-11-23') // a Tuesday
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23') // a Monday
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23') // a Sunday belongs to the week before it
    expect(weekOf('2026-12-31')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03'])
  })

  it('builds a month starting on a Monday without a leading week', () => {
    const weeks = monthGrid('2026-06-15') // June 1, 2026 is a Monday
    expect(weeks[0]![0]).toBe('2026-06-01')
    expect(weeks).toHaveLength(5)
    expect(weeks.at(-1)).toEqual(['2026-06-29', '2026-06-30', '2026-07-01', '2026-07-02', '2026-07-03', '2026-07-04', '2026-07-05'])
  })

  it('fills a month starting on a Sunday with the days of the month before (six weeks)', () => {
    const weeks = monthGrid('2026-11-24') // November 1, 2026 is a Sunday
    expect(weeks[0]).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01'])
    expect(weeks).toHaveLength(6)
    expect(weeks.at(-1)![6]).toBe('2026-12-06')
    expect(weeks.every((week) => week.length === 7)).toBe(true)
  })

  it('fits February of a non-leap year starting on Monday in exactly four weeks', () => {
    const weeks = monthGrid('2027-02-10')
    expect(weeks).toHaveLength(4)
    expect(weeks[0]![0]).toBe('2027-02-01')
    expect(weeks[3]![6]).toBe('2027-02-28')
  })

  it('counts February 29 in leap years only', () => {
    expect(monthGrid('2028-02-01').flat()).toContain('2028-02-29')
    expect(monthGrid('2027-02-01').flat()).not.toContain('2027-02-29')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01')
    // A month on from January 31 is the last day of February.
    expect(shiftDate('2028-01-31', 'month', 1)).toBe('2028-02-29')
    expect(shiftDate('2027-01-31', 'month', 1)).toBe('2027-02-28')
  })

  it.each(['Europe/Berlin', 'America/New_York', 'Australia/Sydney'])('steps across daylight-saving changes by calendar days in %s', (zone) => {
    const before = process.env.TZ
    process.env.TZ = zone
    onTestFinished(() => {
      process.env.TZ = before
    })
    // Europe moves its clocks on the last Sundays of March and October, the US on March 8 and
    // November 1, 2026, Sydney on April 5 and October 4.
    for (const [from, to] of [
      ['2026-04-04', '2026-04-06'],
      ['2026-10-03', '2026-10-05'],
      ['2026-03-28', '2026-03-30'],
      ['2026-10-24', '2026-10-26'],
      ['2026-03-07', '2026-03-09'],
      ['2026-10-31', '2026-11-02'],
    ]) {
      expect(addDays(from!, 2)).toBe(to)
    }
    const march = monthGrid('2026-03-01').flat()
    expect(new Set(march).size).toBe(march.length)
    expect(march.slice(32, 36)).toEqual(['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30'])
    expect(shiftDate('2026-03-23', 'week', 1)).toBe('2026-03-30')
    expect(shiftDate('2026-11-02', 'week', -1)).toBe('2026-10-26')
  })

  it('names ranges and days in words', () => {
    expect(rangeTitle('2026-11-24', 'month')).toBe('November 2026')
    expect(rangeTitle('2026-11-24', 'week')).toBe('Nov 23 – 29, 2026')
    expect(rangeTitle('2026-12-01', 'week')).toBe('Nov 30 – Dec 6, 2026')
    expect(rangeTitle('2026-12-31', 'week')).toBe('Dec 28, 2026 – Jan 3, 2027')
    expect(longDay('2026-11-24')).toBe('Tuesday, November 24')
  })

  it('groups tasks by due day in one pass: open first, then high priority first; undated apart', () => {
    const tasks = [
      task(1, '2026-11-24', { priority: 1 }),
      task(2, '2026-11-24', { priority: 3, status: 'COMPLETED' }),
      task(3, null),
      task(4, '2026-11-24', { priority: 3 }),
      task(5, '2026-11-25'),
    ]
    const { byDay, undated } = groupByDueDay(tasks)
    expect(byDay.get('2026-11-24')!.map((t) => t.id)).toEqual([4, 1, 2])
    expect(byDay.get('2026-11-25')!.map((t) => t.id)).toEqual([5])
    expect(byDay.has('2026-11-26')).toBe(false)
    expect(undated.map((t) => t.id)).toEqual([3])
  })

  it('keeps the month and today out of the URL', () => {
    expect(toCalendarSearch({ range: 'month', date: '2026-11-24' }, '2026-11-24')).toEqual({ range: undefined, date: undefined })
    expect(toCalendarSearch({ range: 'week', date: '2026-11-30' }, '2026-11-24')).toEqual({ range: 'week', date: '2026-11-30' })
  })
})
