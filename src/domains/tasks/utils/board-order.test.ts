import { describe, expect, it } from 'vitest'
import { TASK_STATUSES, type Task, type TaskStatus } from '@/contract/schemas'
import { taskFixture } from '@/test/task-fixture'
import { boardColumns, withTaskMoved } from './board-order'

const ids = (columns: Record<TaskStatus, Task[]>) => Object.fromEntries(TASK_STATUSES.map((status) => [status, columns[status].map((task) => task.id)]))

describe('withTaskMoved', () => {
  // Ties on position fall back to the id; a task without a position sorts by its id.
  const tasks: Task[] = [
    taskFixture(1, { status: 'TODO', position: 10 }),
    taskFixture(2, { status: 'TODO', position: 20 }),
    taskFixture(3, { status: 'TODO', position: 20 }),
    taskFixture(4, { status: 'IN_PROGRESS', position: 5 }),
    taskFixture(5, { status: 'IN_PROGRESS', position: 15 }),
    taskFixture(7, { status: 'IN_PROGRESS' }),
    taskFixture(6, { status: 'COMPLETED' }),
  ]
  const columns = boardColumns(tasks)
  const moves: Array<[number, TaskStatus, number]> = [
    [1, 'IN_PROGRESS', 10],
    [1, 'IN_PROGRESS', 1],
    [1, 'IN_PROGRESS', 99],
    [3, 'TODO', 5],
    [2, 'TODO', 20],
    [4, 'IN_REVIEW', 3],
    [6, 'TODO', 15],
    [6, 'IN_PROGRESS', 6.5],
    [5, 'COMPLETED', 6],
  ]

  it.each(moves)('moves task %i to %s at %s as sorting every column again would', (id, status, position) => {
    const moved = { ...tasks.find((task) => task.id === id)!, status, position }
    const expected = boardColumns(tasks.map((task) => (task.id === id ? moved : task)))
    expect(ids(withTaskMoved(columns, moved))).toEqual(ids(expected))
  })

  it('keeps the arrays of the columns it does not touch, and leaves the given ones alone', () => {
    const before = ids(columns)
    const next = withTaskMoved(columns, { ...tasks[0]!, status: 'IN_PROGRESS', position: 12 })
    expect(next.IN_REVIEW).toBe(columns.IN_REVIEW)
    expect(next.COMPLETED).toBe(columns.COMPLETED)
    expect(next.TODO).not.toBe(columns.TODO)
    expect(ids(columns)).toEqual(before)
  })
})
