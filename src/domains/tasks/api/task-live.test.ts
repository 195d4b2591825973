import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { Task } from '@/contract/schemas'
import { taskFixture } from '@/test/task-fixture'
import { applyTaskEvent, isWritingTask } from './task-live'
import { taskKeys } from './task-queries'

const task = (id: number, changes: Partial<Task> = {}): Task =>
  taskFixture(id, { project: { id: 1, name: 'One' }, createdAt: '2026-03-01T08:00:00.000Z', version: 1, ...changes })

function cached() {
  const client = new QueryClient()
  client.setQueryData(taskKeys.list(), [task(1), task(3)])
  client.setQueryData(taskKeys.ofProject(1), [task(1), task(3)])
  client.setQueryData(taskKeys.detail(3), task(3))
  return client
}

describe('applyTaskEvent', () => {
  it('patches every cached copy in place, and skips an event older than the cached version', () => {
    const client = cached()
    expect(applyTaskEvent(client, { kind: 'updated', taskId: 3, projectId: 1, task: task(3, { status: 'IN_REVIEW', version: 2 }), by: 2 })).toBe(true)
    expect(client.getQueryData<Task>(taskKeys.detail(3))?.status).toBe('IN_REVIEW')
    expect(client.getQueryData<Task[]>(taskKeys.list())?.[1]?.status).toBe('IN_REVIEW')
    expect(applyTaskEvent(client, { kind: 'updated', taskId: 3, projectId: 1, task: task(3, { status: 'TODO', version: 1 }), by: 2 })).toBe(false)
    expect(client.getQueryData<Task>(taskKeys.detail(3))?.status).toBe('IN_REVIEW')
  })

  it('adds a created task in id order, moves a task between projects, and removes a deleted one', () => {
    const client = cached()
    applyTaskEvent(client, { kind: 'created', taskId: 2, projectId: 1, task: task(2), by: 2 })
    expect(client.getQueryData<Task[]>(taskKeys.list())?.map((item) => item.id)).toEqual([1, 2, 3])
    applyTaskEvent(client, { kind: 'updated', taskId: 1, projectId: 5, task: task(1, { projectId: 5, project: { id: 5, name: 'Five' }, version: 2 }), by: 2 })
    expect(client.getQueryData<Task[]>(taskKeys.ofProject(1))?.map((item) => item.id)).toEqual([2, 3])
    applyTaskEvent(client, { kind: 'deleted', taskId: 2, projectId: 1, by: 2 })
    expect(client.getQueryData<Task[]>(taskKeys.list())?.map((item) => item.id)).toEqual([1, 3])
  })
})

describe("a tab's own write", () => {
  it('keeps the new version without counting as a change when the cache already shows it', () => {
    const client = cached()
    const own = task(3, { version: 2, completedAt: null })
    client.setQueryData(taskKeys.list(), [task(1), { ...task(3), status: 'IN_REVIEW' as const }])
    client.setQueryData(taskKeys.ofProject(1), [task(1), { ...task(3), status: 'IN_REVIEW' as const }])
    client.setQueryData(taskKeys.detail(3), { ...task(3), status: 'IN_REVIEW' as const })
    expect(applyTaskEvent(client, { kind: 'updated', taskId: 3, projectId: 1, task: { ...own, status: 'IN_REVIEW', completedAt: null }, by: 1 })).toBe(false)
    expect(client.getQueryData<Task[]>(taskKeys.list())?.find((item) => item.id === 3)?.version).toBe(2)
    expect(client.getQueryData<Task>(taskKeys.detail(3))?.version).toBe(2)
  })

  it('is recognised while its mutation is pending, whatever the mutation', async () => {
    const client = new QueryClient()
    let finish: () => void = () => {}
    const pending = new Promise<void>((resolve) => (finish = resolve))
    const edit = client.getMutationCache().build(client, { mutationFn: () => pending })
    const removal = client.getMutationCache().build(client, { mutationFn: () => pending })
    void edit.execute({ task: task(3), values: {} })
    void removal.execute(task(7))
    await Promise.resolve()
    expect(isWritingTask(client, 3)).toBe(true)
    expect(isWritingTask(client, 7)).toBe(true)
    expect(isWritingTask(client, 4)).toBe(false)
    finish()
    await pending
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(isWritingTask(client, 3)).toBe(false)
  })
})
