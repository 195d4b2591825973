import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Task } from '@/contract/schemas'
import { compareDashboardTasks, sortDashboardTasks } from './dashboard-tasks'

const taskArbitrary = fc.record({
  id: fc.integer({ min: 1, max: 50 }),
  status: fc.constantFrom('TODO', 'IN_PROGRESS', 'IN_REVIEW', 'COMPLETED'),
  priority: fc.constantFrom(1, 2, 3),
  dueDate: fc.option(fc.constantFrom('2026-11-01', '2026-11-23', '2026-12-31', '2027-01-05'), { nil: null }),
})

describe('sortDashboardTasks', () => {
  it('orders as compareDashboardTasks does: completed last, then priority, due date, newest id (fixed seed)', () => {
    fc.assert(
      fc.property(fc.array(taskArbitrary, { maxLength: 60 }), (rows) => {
        const tasks = rows.map((row, index) => ({ ...row, id: row.id * 100 + index }) as unknown as Task)
        expect(sortDashboardTasks(tasks).map((task) => task.id)).toEqual([...tasks].sort(compareDashboardTasks).map((task) => task.id))
      }),
      { seed: 2311, numRuns: 300 },
    )
  })

  it('orders any day and id as compareDashboardTasks does, with ids up to and past the numeric key (fixed seed)', () => {
    const day = fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10))
    const row = fc.record({
      id: fc.oneof(fc.integer({ min: 0, max: 2 ** 27 - 1 }), fc.integer({ min: 2 ** 27 - 3, max: 2 ** 31 })),
      status: fc.constantFrom('TODO', 'IN_PROGRESS', 'IN_REVIEW', 'COMPLETED'),
      priority: fc.constantFrom(1, 2, 3),
      dueDate: fc.option(day, { nil: null }),
    })
    fc.assert(
      fc.property(fc.uniqueArray(row, { maxLength: 80, selector: (task) => task.id }), (rows) => {
        const tasks = rows as unknown as Task[]
        expect(sortDashboardTasks(tasks).map((task) => task.id)).toEqual([...tasks].sort(compareDashboardTasks).map((task) => task.id))
      }),
      { seed: 2411, numRuns: 400 },
    )
  })

  it('orders a list in id order, as the server lists it, as compareDashboardTasks does (fixed seed)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(taskArbitrary, { maxLength: 80, selector: (task) => task.id }), (rows) => {
        const tasks = [...rows].sort((a, b) => a.id - b.id) as unknown as Task[]
        expect(sortDashboardTasks(tasks).map((task) => task.id)).toEqual([...tasks].sort(compareDashboardTasks).map((task) => task.id))
      }),
      { seed: 2511, numRuns: 300 },
    )
  })

  it('keeps every task when two share an id or a due date is not a day', () => {
    const tasks = [
      { id: 7, status: 'TODO', priority: 2, dueDate: '2026-11-23' },
      { id: 7, status: 'TODO', priority: 3, dueDate: '2026-11-24' },
      { id: 8, status: 'TODO', priority: 2, dueDate: 'soon' },
    ] as unknown as Task[]
    expect(sortDashboardTasks(tasks)).toEqual([...tasks].sort(compareDashboardTasks))
    expect(sortDashboardTasks(tasks)).toHaveLength(3)
  })

  it('leaves the given list as it was', () => {
    const tasks = [
      { id: 1, status: 'COMPLETED', priority: 3, dueDate: null },
      { id: 2, status: 'TODO', priority: 1, dueDate: '2026-11-23' },
    ] as unknown as Task[]
    expect(sortDashboardTasks(tasks).map((task) => task.id)).toEqual([2, 1])
    expect(tasks.map((task) => task.id)).toEqual([1, 2])
  })
})
