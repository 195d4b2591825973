import { replaceEqualDeep } from '@tanstack/react-query'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createQueryClient, shareUnchanged } from './query-client'

const task = (id: number, title = `Task ${id}`) => ({ id, title, project: { id: 1, name: 'Website' }, tags: ['a'] })

describe('shareUnchanged (structural sharing for long lists)', () => {
  it('keeps the list when nothing in it changed, and every unchanged item when something did', () => {
    const before = [task(1), task(2), task(3)]
    expect(shareUnchanged(before, structuredClone(before))).toBe(before)
    const after = shareUnchanged(before, [task(1), task(2, 'Renamed'), task(3), task(4)]) as ReturnType<typeof task>[]
    expect(after).not.toBe(before)
    expect(after.map((item) => item.title)).toEqual(['Task 1', 'Renamed', 'Task 3', 'Task 4'])
    expect(after[0]).toBe(before[0])
    expect(after[2]).toBe(before[2])
    // Inside a changed item, what did not change is kept too.
    expect(after[1]!.project).toBe(before[1]!.project)
    expect(shareUnchanged(before, before.slice(0, 2))).toEqual(before.slice(0, 2))
  })

  it('shares what query-core’s own sharing shares (fixed seed)', () => {
    const item = fc.record({ id: fc.integer({ min: 1, max: 5 }), title: fc.constantFrom('a', 'b'), project: fc.option(fc.record({ id: fc.integer({ min: 1, max: 2 }) }), { nil: null }) })
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), fc.array(item, { maxLength: 8 }), (before, next) => {
        const ours = shareUnchanged(before, next) as unknown[]
        const theirs = replaceEqualDeep(before, next)
        expect(ours).toEqual(next)
        expect(ours === before).toBe(theirs === before)
        ours.forEach((entry, index) => expect(entry === before[index]).toBe(theirs[index] === before[index]))
      }),
      { seed: 1311, numRuns: 300 },
    )
  })

  it('is what every query of the app shares with; anything but two lists is shared as query-core does', () => {
    expect(createQueryClient().getDefaultOptions().queries?.structuralSharing).toBe(shareUnchanged)
    const user = { id: 1, roles: [{ id: 2 }] }
    expect(shareUnchanged(user, structuredClone(user))).toBe(user)
    expect(shareUnchanged(undefined, [1])).toEqual([1])
  })
})
