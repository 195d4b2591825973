import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { isWritingRecord, sameShown } from './live-echo'

describe('sameShown', () => {
  it('ignores key order and the bookkeeping fields, not what a screen shows', () => {
    expect(sameShown({ id: 1, title: 'A', version: 1, nested: { a: 1, b: 2 } }, { nested: { b: 2, a: 1 }, version: 4, title: 'A', id: 1 })).toBe(true)
    expect(sameShown({ id: 1, status: 'TODO', completedAt: null }, { id: 1, status: 'TODO', completedAt: '2026-11-24T08:00:00Z' })).toBe(true)
    expect(sameShown({ id: 1, status: 'TODO' }, { id: 1, status: 'COMPLETED' })).toBe(false)
    expect(sameShown({ id: 1, assignee: { id: 2, version: 1 } }, { id: 1, assignee: { id: 2, version: 2 } })).toBe(false)
    expect(sameShown({ id: 1, members: [{ id: 1 }] }, { id: 1, members: [{ id: 1 }, { id: 2 }] })).toBe(false)
  })
})

describe('isWritingRecord', () => {
  it('finds a pending mutation about the record, by its field or by the record itself', async () => {
    const client = new QueryClient()
    let finish: () => void = () => {}
    const pending = new Promise<void>((resolve) => (finish = resolve))
    void client.getMutationCache().build(client, { mutationFn: () => pending }).execute({ project: { id: 4 }, values: {} })
    void client.getMutationCache().build(client, { mutationFn: () => pending }).execute({ id: 9, members: [] })
    void client.getMutationCache().build(client, { mutationFn: () => pending }).execute({ id: 5, body: {} })
    await Promise.resolve()
    expect(isWritingRecord(client, 4, 'project', 'members')).toBe(true)
    expect(isWritingRecord(client, 9, 'project', 'members')).toBe(true)
    // A user's edit ({ id, body }) is not about project 5.
    expect(isWritingRecord(client, 5, 'project', 'members')).toBe(false)
    finish()
    await pending
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(isWritingRecord(client, 4, 'project', 'members')).toBe(false)
  })
})
