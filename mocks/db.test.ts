import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { clearAll, COLLECTION_NAMES, type DbRecord, db, findById, isValidRecord, nextId, onStoreChange, restore, restoreCollections, schemas, snapshot } from './db'

/** `count` tasks copied from the seeded ones, with fresh ids. */
function manyTasks(count: number): DbRecord<'tasks'>[] {
  const seeded = snapshot().tasks
  return Array.from({ length: count }, (_, index) => ({ ...seeded[index % seeded.length]!, id: index + 1, title: `Task ${index + 1}` }))
}

describe('bulk restore', () => {
  it('keeps every record, in order, and the records behave as created ones (find, update, delete)', async () => {
    const data = { ...snapshot(), tasks: manyTasks(5000) }
    await restore(data)
    expect(db.tasks.count()).toBe(5000)
    expect(db.tasks.all().map((task) => task.id)).toEqual(data.tasks.map((task) => task.id))
    for (const name of COLLECTION_NAMES) expect(db[name].count()).toBe(data[name].length)

    expect(db.tasks.findFirst((q) => q.where({ id: 4321 }))?.title).toBe('Task 4321')
    await db.tasks.update((q) => q.where({ id: 4321 }), { strict: true, data: (draft) => void (draft.title = 'Renamed') })
    expect(db.tasks.findFirst((q) => q.where({ id: 4321 }))?.title).toBe('Renamed')
    db.tasks.delete((q) => q.where({ id: 17 }))
    expect(db.tasks.count()).toBe(4999)
    expect(db.tasks.findFirst((q) => q.where({ id: 17 }))).toBeUndefined()
    await db.tasks.create({ ...data.tasks[0]!, id: 5001 })
    expect(db.tasks.count()).toBe(5000)
  })

  it('gives the loaded records one relations map, which refuses writes (the store defines no relations)', async () => {
    await restore({ ...snapshot(), tasks: manyTasks(3) })
    const [first, second] = db.tasks.all()
    const mapOf = (record: object) => Reflect.get(record, Object.getOwnPropertySymbols(record)[1]!) as Map<string, unknown>
    expect(mapOf(first!)).toBe(mapOf(second!))
    expect(mapOf(first!).size).toBe(0)
    expect(() => mapOf(first!).set('project', null)).toThrow('The demo store defines no relations')
    // Created records keep a map of their own, as @msw/data makes them.
    const created = await db.tasks.create({ ...first!, id: 99 })
    expect(mapOf(created)).not.toBe(mapOf(first!))
  })

  it('takes records that are already in the store without breaking them', async () => {
    await restoreCollections({ tasks: db.tasks.all() })
    expect(db.tasks.count()).toBe(snapshot().tasks.length)
    await db.tasks.update((q) => q.where({ id: 1 }), { strict: true, data: (draft) => void (draft.title = 'Still works') })
    expect(db.tasks.findFirst((q) => q.where({ id: 1 }))?.title).toBe('Still works')
  })

  it('rejects a corrupt record and leaves the store as it was', async () => {
    const before = snapshot()
    const tasks = manyTasks(2000)
    tasks[1500] = { ...tasks[1500]!, status: 'LOST' as never }
    await expect(restoreCollections({ projects: [], tasks })).rejects.toThrow(/tasks\[1500\]/)
    await expect(restore({ ...before, users: [{ id: 'x' }] as never })).rejects.toThrow(/users\[0\]/)
    expect(snapshot()).toEqual(before)
  })

  it('is a load, not a change: the store change hooks (and so saves) stay quiet', async () => {
    const listener = vi.fn()
    const stop = onStoreChange(listener)
    try {
      await restoreCollections({ tasks: manyTasks(100), comments: [] })
    } finally {
      stop()
    }
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('clearAll', () => {
  it('empties every collection at once, announcing nothing (the seed or reset that clears saves everything after)', async () => {
    await restoreCollections({ tasks: manyTasks(20_000) })
    const seededUser = { ...snapshot().users[0]! }
    const listener = vi.fn()
    const stop = onStoreChange(listener)
    try {
      clearAll()
    } finally {
      stop()
    }
    expect(listener).not.toHaveBeenCalled()
    for (const name of COLLECTION_NAMES) expect(db[name].all()).toHaveLength(0)
    expect(findById('tasks', 12_345)).toBeUndefined()
    expect(nextId('tasks')).toBe(1)
    // The emptied collections still work as @msw/data's own.
    const user = await db.users.create({ ...seededUser, id: nextId('users') })
    expect(findById('users', user.id)).toBe(user)
    expect(db.users.findFirst((q) => q.where({ id: user.id }))).toBe(user)
  })
})

describe('findById and nextId', () => {
  const scanned = (id: number) => db.tasks.findFirst((q) => q.where({ id }))
  const highest = () => Math.max(0, ...db.tasks.all().map((task) => task.id))

  it('agree with a scan of the store through creates, updates, deletes, restores and a clear (fixed seed)', async () => {
    const template = snapshot().tasks[0]!
    const some = (count: number) => Array.from({ length: count }, (_, index) => ({ ...template, id: index + 1, title: `Task ${index + 1}` }))
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('create' as const) }),
      fc.record({ kind: fc.constant('update' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('restore' as const), count: fc.integer({ min: 0, max: 40 }) }),
      fc.record({ kind: fc.constant('clear' as const) }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { maxLength: 30 }), fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 5, maxLength: 5 }), async (operations, probes) => {
        await restoreCollections({ tasks: some(20) })
        for (const step of operations) {
          const tasks = db.tasks.all()
          const target = tasks.length > 0 && 'pick' in step ? tasks[step.pick % tasks.length]! : undefined
          if (step.kind === 'create') await db.tasks.create({ ...template, id: nextId('tasks') })
          if (step.kind === 'update' && target) await db.tasks.update((q) => q.where({ id: target.id }), { data: (draft) => void (draft.title = `Edited ${target.id}`) })
          if (step.kind === 'delete' && target) db.tasks.delete((q) => q.where({ id: target.id }))
          if (step.kind === 'restore') await restoreCollections({ tasks: some(step.count).reverse() })
          if (step.kind === 'clear') clearAll()
          for (const id of [...probes, ...db.tasks.all().map((task) => task.id)]) expect(findById('tasks', id)).toBe(scanned(id))
          expect(nextId('tasks')).toBeGreaterThan(highest())
        }
      }),
      { seed: 2411, numRuns: 60 },
    )
  })

  it('finds a record whose id was changed in place, and no longer finds it by the old one', async () => {
    await restoreCollections({ tasks: manyTasks(30) })
    expect(findById('tasks', 12)?.id).toBe(12)
    await db.tasks.update((q) => q.where({ id: 12 }), { data: (draft) => void (draft.id = 500) })
    expect(findById('tasks', 500)).toBe(scanned(500))
    expect(findById('tasks', 500)?.id).toBe(500)
    expect(findById('tasks', 12)).toBeUndefined()
  })

  it('finds a task among 20,000 and the next id without reading them all', async () => {
    await restoreCollections({ tasks: manyTasks(20_000) })
    expect(findById('tasks', 12_345)?.title).toBe('Task 12345')
    const records = db.tasks.all()
    const read = vi.spyOn(records, Symbol.iterator)
    await db.tasks.create({ ...records[0]!, id: nextId('tasks') })
    expect(findById('tasks', 20_001)).toBe(records.at(-1))
    expect(findById('tasks', 7)?.id).toBe(7)
    expect(read).not.toHaveBeenCalled()
  })
})

describe('isValidRecord', () => {
  it('accepts every seeded record and agrees with the schema on broken ones', () => {
    const data = snapshot()
    for (const name of COLLECTION_NAMES) for (const record of data[name]) expect(isValidRecord(name, record)).toBe(true)
    const task = data.tasks[0]!
    const broken: unknown[] = [
      null,
      'task',
      { ...task, id: 1.5 },
      { ...task, id: '1' },
      { ...task, title: undefined },
      { ...task, status: 'DONE' },
      { ...task, assigneeId: 'nobody' },
      { ...task, description: 42 },
      { ...task, overdueNotified: 'yes' },
    ]
    for (const value of broken) {
      expect(isValidRecord('tasks', value)).toBe(false)
      expect(z.safeParse(schemas.tasks, value).success).toBe(false)
    }
    expect(isValidRecord('tasks', { ...task, assigneeId: null, description: null })).toBe(true)
    expect(isValidRecord('users', { ...data.users[0]!, roleIds: [1, 'admin'] })).toBe(false)
    expect(isValidRecord('checklistTemplates', { ...data.checklistTemplates[0]!, excludedDays: ['SOMEDAY'] })).toBe(false)
  })
})

describe('paced restore (issue 13)', () => {
  /** A clock that moves 1 ms at each read: a loop's slice is due every few records. */
  const fastClock = () => {
    let now = 0
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1))
  }
  const afterATask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

  it("a boot's load runs in tasks of a slice each, and the store changes only at its end", async () => {
    fastClock()
    try {
      const before = db.tasks.count()
      const data = { ...snapshot(), tasks: manyTasks(3000) }
      let done = false
      const loading = restore(data, { paced: true }).then(() => (done = true))
      await afterATask()
      // Other tasks ran meanwhile, and saw the store as it was.
      expect(done).toBe(false)
      expect(db.tasks.count()).toBe(before)
      await loading
      expect(db.tasks.all().map((task) => task.id)).toEqual(data.tasks.map((task) => task.id))
    } finally {
      vi.restoreAllMocks()
    }
  })

  it("a load while the app runs (another tab's change) is one task: no call's write can land between its read and the store replaced", async () => {
    fastClock()
    try {
      const tasks = manyTasks(3000)
      let seenByNextTask: number | null = null
      setTimeout(() => (seenByNextTask = db.tasks.count()), 0)
      await restoreCollections({ tasks })
      await afterATask()
      expect(seenByNextTask).toBe(3000)
    } finally {
      vi.restoreAllMocks()
    }
  })
})
