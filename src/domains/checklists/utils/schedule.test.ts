import { describe, expect, it } from 'vitest'
import type { User } from '@/contract/schemas'
import { matchesTitle, nextRun, sortedWeekdays, weekdayOf } from './schedule'

const someone = { id: 1 } as User
// 2025-06-09 is a Monday.
const MONDAY = '2025-06-09T10:00:00'
const SATURDAY = '2025-06-14T10:00:00'

describe('nextRun', () => {
  it('says today, tomorrow or the weekday of the next day that is not excluded', () => {
    expect(nextRun({ active: true, excludedDays: [], users: [someone] }, MONDAY)).toMatchObject({ label: 'Next: today', date: '2025-06-09' })
    expect(nextRun({ active: true, excludedDays: ['MONDAY'], users: [someone] }, MONDAY)).toMatchObject({ label: 'Next: tomorrow', date: '2025-06-10' })
    expect(nextRun({ active: true, excludedDays: ['SATURDAY', 'SUNDAY'], users: [someone] }, SATURDAY)).toMatchObject({ label: 'Next: Monday', date: '2025-06-16' })
    expect(nextRun({ active: true, excludedDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'SATURDAY', 'SUNDAY'], users: [someone] }, MONDAY).label).toBe('Next: Friday')
  })

  it('names what stops a template: inactive, every day excluded, nobody assigned', () => {
    const all = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const
    expect(nextRun({ active: false, excludedDays: [...all], users: [] }, MONDAY).label).toBe('Inactive')
    expect(nextRun({ active: true, excludedDays: [...all], users: [] }, MONDAY).label).toBe('Never — every day excluded')
    expect(nextRun({ active: true, excludedDays: [], users: [] }, MONDAY).label).toBe('No one assigned')
  })
})

describe('weekdays and search', () => {
  it('maps dates to the contract’s weekdays and sorts them Monday first', () => {
    expect(weekdayOf(MONDAY)).toBe('MONDAY')
    expect(weekdayOf('2025-06-15')).toBe('SUNDAY')
    expect(sortedWeekdays(['SUNDAY', 'MONDAY', 'FRIDAY'])).toEqual(['MONDAY', 'FRIDAY', 'SUNDAY'])
  })

  it('matches titles case-insensitively, and everything for a blank query', () => {
    expect(matchesTitle('Check the support inbox', 'SUPPORT')).toBe(true)
    expect(matchesTitle('Check the support inbox', 'zzz')).toBe(false)
    expect(matchesTitle('Anything', '  ')).toBe(true)
  })
})
