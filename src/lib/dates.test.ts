import dayjs from 'dayjs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDay, isoDay } from './dates'

afterEach(() => vi.useRealTimers())

describe('isoDay', () => {
  it('reads today from the clock as dayjs would, on either side of midnight and of a year', () => {
    vi.useFakeTimers()
    for (const at of [new Date(2026, 0, 1, 0, 0, 0), new Date(2026, 2, 4, 23, 59, 59, 999), new Date(2026, 11, 31, 23, 59, 59), new Date(2027, 8, 9, 12, 0)]) {
      vi.setSystemTime(at)
      expect(isoDay()).toBe(dayjs(at).format('YYYY-MM-DD'))
    }
    vi.setSystemTime(new Date(2026, 10, 24, 23, 59, 59, 999))
    expect(isoDay()).toBe('2026-11-24')
    vi.setSystemTime(new Date(2026, 10, 25, 0, 0, 0, 0))
    expect(isoDay()).toBe('2026-11-25')
  })

  it('writes a given day, instant or date', () => {
    expect(isoDay('2026-03-04')).toBe('2026-03-04')
    expect(isoDay(new Date(2026, 6, 5, 8))).toBe('2026-07-05')
  })
})

describe('formatDay', () => {
  it('writes a day or an instant the same way every time, and a dash for none or nonsense', () => {
    expect(formatDay('2026-03-04')).toBe('Mar 4, 2026')
    expect(formatDay('2026-03-04')).toBe('Mar 4, 2026')
    expect(formatDay(dayjs(new Date(2026, 11, 31, 22)).toISOString())).toBe('Dec 31, 2026')
    expect(formatDay('not a day')).toBe('—')
    expect(formatDay('not a day')).toBe('—')
    expect(formatDay(null)).toBe('—')
    expect(formatDay('')).toBe('—')
  })

  it('stays right past the days it keeps', () => {
    for (let offset = 0; offset < 2500; offset += 1) {
      const day = dayjs('2020-01-01').add(offset, 'day')
      expect(formatDay(day.format('YYYY-MM-DD'))).toBe(day.format('MMM D, YYYY'))
    }
    expect(formatDay('2020-01-01')).toBe('Jan 1, 2020')
  })
})
