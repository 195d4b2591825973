import { describe, expect, it } from 'vitest'
import {
  DASHBOARD_EDITABLE_PRIORITIES,
  DASHBOARD_PRIORITIES,
  DEFAULT_DASHBOARD_PRIORITY,
  DEFAULT_PRIORITY,
  dashboardPriorityOf,
  matchesPriorityFilter,
  priorityLabel,
  toTaskPriority,
} from './priority'

describe('priority', () => {
  it('reads the server value as Low / Medium / High', () => {
    expect([1, 2, 3].map((value) => priorityLabel(value as 1 | 2 | 3))).toEqual(['Low', 'Medium', 'High'])
  })

  it('has the five dashboard levels with their colours', () => {
    expect(DASHBOARD_PRIORITIES.map((level) => `${level.id} ${level.value} ${level.color}`)).toEqual([
      '1 High red',
      '2 Medium High orange',
      '3 Medium yellow',
      '4 Medium Low lime',
      '5 Low green',
    ])
  })

  it('maps every stored value to the dashboard level of the same name', () => {
    for (const value of [1, 2, 3] as const) expect(dashboardPriorityOf(value).value).toBe(priorityLabel(value))
  })

  it('defaults to the third dashboard entry, which is the stored Medium', () => {
    expect(DEFAULT_DASHBOARD_PRIORITY.value).toBe('Medium')
    expect(dashboardPriorityOf(DEFAULT_PRIORITY)).toBe(DEFAULT_DASHBOARD_PRIORITY)
  })

  it('offers on the dashboard only levels that round-trip', () => {
    for (const { value, level } of DASHBOARD_EDITABLE_PRIORITIES) expect(dashboardPriorityOf(value)).toBe(level)
    expect(DASHBOARD_EDITABLE_PRIORITIES.map(({ level }) => level.value)).toEqual(['High', 'Medium', 'Low'])
  })

  it('filters low / medium / high / urgent from the one stored value', () => {
    const today = '2026-03-10'
    const task = (priority: 1 | 2 | 3, dueDate: string | null, status: 'TODO' | 'COMPLETED' = 'TODO') => ({ priority, dueDate, status })
    expect(matchesPriorityFilter(task(1, null), 'low', today)).toBe(true)
    expect(matchesPriorityFilter(task(2, null), 'medium', today)).toBe(true)
    expect(matchesPriorityFilter(task(3, null), 'high', today)).toBe(true)
    expect(matchesPriorityFilter(task(2, null), 'high', today)).toBe(false)
    expect(matchesPriorityFilter(task(3, '2026-03-09'), 'urgent', today)).toBe(true)
    expect(matchesPriorityFilter(task(3, '2026-03-10'), 'urgent', today)).toBe(true)
    expect(matchesPriorityFilter(task(3, '2026-03-11'), 'urgent', today)).toBe(false)
    expect(matchesPriorityFilter(task(3, '2026-03-01', 'COMPLETED'), 'urgent', today)).toBe(false)
    expect(matchesPriorityFilter(task(2, '2026-03-01'), 'urgent', today)).toBe(false)
    expect(matchesPriorityFilter(task(1, null), 'all', today)).toBe(true)
  })

  it('reads untrusted input', () => {
    expect(toTaskPriority('3')).toBe(3)
    expect(toTaskPriority(4)).toBeNull()
    expect(toTaskPriority('x')).toBeNull()
  })
})
