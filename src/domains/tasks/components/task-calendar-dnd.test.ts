import { describe, expect, it } from 'vitest'
import { isTaskPlace, nextPlace, refusedDay, UNDATED } from './task-calendar-dnd'

// Two shown weeks, Monday 2026-11-16 to Sunday 2026-11-29.
const shown = new Set(Array.from({ length: 14 }, (_, index) => `2026-11-${String(16 + index).padStart(2, '0')}`))
const today = '2026-11-24'

describe('where the arrow keys take a dragged task', () => {
  it('moves a day left or right and a week up or down within the shown days', () => {
    expect(nextPlace('2026-11-23', 1, shown, today)).toBe('2026-11-24')
    expect(nextPlace('2026-11-23', -1, shown, today)).toBe('2026-11-22')
    expect(nextPlace('2026-11-23', -7, shown, today)).toBe('2026-11-16')
    expect(nextPlace('2026-11-16', 7, shown, today)).toBe('2026-11-23')
  })

  it('stays at the edges, except down from the last week, which reaches "No due date"', () => {
    expect(nextPlace('2026-11-16', -1, shown, today)).toBeNull()
    expect(nextPlace('2026-11-29', 1, shown, today)).toBeNull()
    expect(nextPlace('2026-11-17', -7, shown, today)).toBeNull()
    expect(nextPlace('2026-11-25', 7, shown, today)).toBe(UNDATED)
  })

  it('brings a task from "No due date" or from off screen onto today', () => {
    for (const step of [1, -1, 7, -7]) {
      expect(nextPlace(UNDATED, step, shown, today)).toBe(today)
      expect(nextPlace(null, step, shown, today)).toBe(today)
    }
  })
})

describe('a drop', () => {
  const task = { dueDate: '2026-11-20', startDate: '2026-11-18' }

  it('on the task’s own day or, for an undated task, on "No due date" is where it was', () => {
    expect(isTaskPlace(task, '2026-11-20')).toBe(true)
    expect(isTaskPlace(task, UNDATED)).toBe(false)
    expect(isTaskPlace({ dueDate: null }, UNDATED)).toBe(true)
  })

  it('before the start is refused; "No due date" never is', () => {
    expect(refusedDay(task, '2026-11-17')).toBe(true)
    expect(refusedDay(task, '2026-11-18')).toBe(false)
    expect(refusedDay(task, UNDATED)).toBe(false)
  })
})
