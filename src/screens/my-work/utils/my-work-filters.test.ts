import { afterEach, describe, expect, it, vi } from 'vitest'
import { taskFixture } from '@/test/task-fixture'
import { compareProjectTasks, taskFilterOf } from './my-work-filters'

afterEach(() => vi.useRealTimers())

const tasks = [
  taskFixture(1, { title: 'Plan launch', status: 'TODO', priority: 3, dueDate: '2026-11-20' }),
  taskFixture(2, { title: 'Write copy', status: 'IN_REVIEW', priority: 2, dueDate: null }),
  taskFixture(3, { title: 'Plan review', status: 'COMPLETED', priority: 3, dueDate: '2026-11-01' }),
  taskFixture(4, { title: 'Ship launch', status: 'TODO', priority: 3, dueDate: '2026-12-24' }),
  taskFixture(5, { title: 'Plan budget', status: 'IN_PROGRESS', priority: 1, dueDate: '2026-11-27' }),
]
const ids = (list: readonly { id: number }[]) => list.map((task) => task.id)

describe('project tasks filters (SPEC §2 Project Tasks)', () => {
  it('filters by status (In Review counts as in progress), priority and every search word, keeping the list’s order', () => {
    const ordered = [...tasks].sort(compareProjectTasks)
    expect(ids(ordered)).toEqual([1, 4, 2, 5, 3])
    expect(ids(ordered.filter(taskFilterOf({ status: 'in-progress' })))).toEqual([2, 5])
    expect(ids(ordered.filter(taskFilterOf({ priority: 'high' })))).toEqual([1, 4, 3])
    expect(ids(ordered.filter(taskFilterOf({ q: 'plan  LAUNCH' })))).toEqual([1])
    expect(ids(ordered.filter(taskFilterOf({ status: 'todo', q: 'launch' })))).toEqual([1, 4])
    expect(ids(ordered.filter(taskFilterOf({})))).toEqual([1, 4, 2, 5, 3])
  })

  it('urgent: open High tasks due today or earlier, by the clock at the time of the filter', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 27, 12) })
    expect(ids(tasks.filter(taskFilterOf({ priority: 'urgent' })))).toEqual([1])
    vi.setSystemTime(new Date(2026, 11, 24, 9))
    expect(ids(tasks.filter(taskFilterOf({ priority: 'urgent' })))).toEqual([1, 4])
  })
})
