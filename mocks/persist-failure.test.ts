/**
 * Storage that fails: a write the browser refuses is answered 507 and undone (issue 16 item 2),
 * and stored data that cannot be used is moved aside, not erased (item 3).
 */
import { IDBDatabase, IDBFactory, IDBObjectStore } from 'fake-indexeddb'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiPaths } from '@/contract/paths'
import { db, snapshot } from './db'
import { openIdb, readAll } from './idb-store'
import { openPersistence, type Persistence, RECOVERY_KEY, SCHEMA_VERSION, STORE_KEY, storageHealth, storageRefusals } from './persist'
import { SEED_VERSION } from './seed'
import { onServerEvent } from './services/events'
import { call } from './test/api'
import { memoryStorage } from './test/memory-storage'

const open: Persistence[] = []
afterEach(() => {
  for (const persistence of open.splice(0)) persistence.stop()
  vi.restoreAllMocks()
})

async function start(factory: IDBFactory | undefined, storage = memoryStorage()) {
  const persistence = await openPersistence(factory as IDBFactory, storage)
  open.push(persistence)
  return persistence
}

async function stored(factory: IDBFactory) {
  const database = await openIdb(factory)
  try {
    return await readAll(database!)
  } finally {
    database!.close()
  }
}

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError')
const newTask = { title: 'Kept only if stored', description: null, priority: 2, status: 'TODO', startDate: null, dueDate: null, assigneeId: null }
const STORAGE_FULL_MESSAGE = 'Demo storage is full: the change was not saved. Reset the demo data or free space in your browser.'

describe('a write the storage refuses', () => {
  it('is stored before the request is answered', async () => {
    const factory = new IDBFactory()
    await start(factory)
    const created = await call<{ id: number }>('POST', apiPaths.projects.tasks(1), { as: 'manager', body: newTask })
    expect(created.status).toBe(200)
    // No wait for a delayed save: the answer came once the task was stored.
    expect((await stored(factory)).data.tasks?.some((task) => task.id === created.body.id)).toBe(true)
  })

  it('answers 507 STORAGE_FULL, not success, and undoes the change (IndexedDB quota)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const factory = new IDBFactory()
    await start(factory)
    const before = db.tasks.count()
    const refusals = storageRefusals()
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw quota()
    })
    const created = await call('POST', apiPaths.projects.tasks(1), { as: 'manager', body: newTask })
    expect(created).toEqual({ status: 507, body: { message: STORAGE_FULL_MESSAGE, code: 'STORAGE_FULL' } })
    expect(db.tasks.count()).toBe(before)
    expect(db.tasks.findFirst((q) => q.where({ title: newTask.title }))).toBeUndefined()
    expect(storageRefusals()).toBe(refusals + 1)
    expect(storageHealth()).toBe('unavailable')
    vi.mocked(IDBObjectStore.prototype.put).mockRestore()
    // What the app shows is what a reload finds.
    expect((await stored(factory)).data.tasks).toEqual(snapshot().tasks)
  })

  it('undoes a refused edit: the record is back as stored, and the next kept change is stored', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const factory = new IDBFactory()
    await start(factory)
    const original = db.projects.findFirst((q) => q.where({ id: 1 }))!.name
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw quota()
    })
    const renamed = await call('PUT', apiPaths.projects.detail(1), { as: 'admin', body: { name: 'Too much', status: 'ACTIVE' } })
    expect(renamed.status).toBe(507)
    expect(db.projects.findFirst((q) => q.where({ id: 1 }))?.name).toBe(original)
    put.mockRestore()
    const again = await call('PUT', apiPaths.projects.detail(1), { as: 'admin', body: { name: 'Fits now', status: 'ACTIVE' } })
    expect(again.status).toBe(200)
    expect(storageHealth()).toBe('ok')
    expect((await stored(factory)).data.projects?.find((project) => project.id === 1)?.name).toBe('Fits now')
  })

  it('answers 507 and undoes the change where the localStorage fallback is full', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const storage = memoryStorage()
    await start(undefined, storage)
    const before = storage.getItem(STORE_KEY)
    const count = db.tasks.count()
    storage.setItem = () => {
      throw quota()
    }
    const created = await call<{ code: string }>('POST', apiPaths.projects.tasks(1), { as: 'manager', body: newTask })
    expect(created.status).toBe(507)
    expect(created.body.code).toBe('STORAGE_FULL')
    expect(db.tasks.count()).toBe(count)
    expect(storage.getItem(STORE_KEY)).toBe(before)
  })

  it('answers reads as usual while storage is full', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await start(new IDBFactory())
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw quota()
    })
    expect((await call('GET', apiPaths.tasks.list(), { as: 'staff' })).status).toBe(200)
  })

  it('a reset that does not fit beside the old data empties the store first', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const factory = new IDBFactory()
    const persistence = await start(factory)
    db.tasks.clear()
    const realPut = IDBObjectStore.prototype.put
    let refused = false
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      // The first attempt (old data still there) is refused, the second fits.
      if (!refused) {
        refused = true
        throw quota()
      }
      return realPut.apply(this, args)
    })
    await persistence.reset()
    expect((await stored(factory)).data.tasks?.length).toBeGreaterThanOrEqual(600)
  })
})

// ---- Unreadable data ------------------------------------------------------------------------

const meta = (overrides: object = {}) => ({ schemaVersion: SCHEMA_VERSION, seedVersion: SEED_VERSION, savedAt: new Date().toISOString(), ...overrides })

/** The seed's whole store as the app writes it: each collection in chunk 0 (small enough), plus meta. */
function goodEntries(): [string, unknown][] {
  const data = snapshot()
  return [...Object.entries(data).map(([name, rows]): [string, unknown] => [`${name}/000000`, JSON.stringify(rows)]), ['meta', meta()]]
}

async function writeRaw(factory: IDBFactory, entries: [string, unknown][]) {
  const database = await openIdb(factory)
  const transaction = database!.transaction('store', 'readwrite')
  const store = transaction.objectStore('store')
  store.clear()
  for (const [key, value] of entries) store.put(value, key)
  await new Promise((resolve, reject) => {
    transaction.oncomplete = resolve
    transaction.onerror = reject
  })
  database!.close()
}

const replace = (key: string, value: unknown) => (entries: [string, unknown][]) => entries.map(([k, v]): [string, unknown] => [k, k === key ? value : v])
const without = (key: string) => (entries: [string, unknown][]) => entries.filter(([k]) => k !== key)
const usersChunk = () => goodEntries().find(([key]) => key === 'users/000000')![1] as string

const truncatedUsers = () => usersChunk().slice(0, 300)
/** The truncated chunk up to its first password hash, which the download leaves out. */
const truncatedUsersShown = () => truncatedUsers().slice(0, truncatedUsers().indexOf('"passwordHash"'))

/** Each case: what it does to a good store, and a piece of it the recovery file must hold. */
const CORRUPTIONS: [string, (entries: [string, unknown][]) => [string, unknown][], string | (() => string)][] = [
  ['invalid JSON in a chunk', replace('tasks/000000', '{"oops'), '{"oops'],
  ['a truncated chunk', (entries) => replace('users/000000', truncatedUsers())(entries), truncatedUsersShown],
  ['a chunk that is an object, not a list', replace('projects/000000', '{"id":1}'), '{"id":1}'],
  ['a chunk of the wrong type (a number)', replace('comments/000000', 42), '42'],
  ['a record failing its schema', replace('users/000000', JSON.stringify([{ id: 'x' }])), '{"id":"x"}'],
  ['a record with a field of the wrong type', (entries) => replace('tasks/000000', JSON.stringify([{ ...snapshot().tasks[0], status: 'SOMEDAY' }]))(entries), 'SOMEDAY'],
  ['a missing collection', without('chatMessages/000000'), 'chatRooms/000000'],
  ['a wrong schema version', replace('meta', meta({ schemaVersion: SCHEMA_VERSION + 7 })), `"schemaVersion": ${SCHEMA_VERSION + 7}`],
  ['a schema version that is not a number', replace('meta', meta({ schemaVersion: 'two' })), '"schemaVersion": "two"'],
  ['a seed version that is not a number', replace('meta', meta({ seedVersion: null })), '"seedVersion": null'],
  ['a meta record that is not an object', replace('meta', 'garbage'), 'garbage'],
  ['collections without their meta record (a partial store)', without('meta'), 'users/000000'],
  ['a single collection and nothing else', (entries) => entries.filter(([key]) => key === 'users/000000'), 'users/000000'],
]

describe('live events of a write', () => {
  /** The titles of the task events heard from the server. */
  function listen() {
    const heard: (string | undefined)[] = []
    listening.push(onServerEvent((event) => event.kind === 'task-changed' && heard.push(event.event.task?.title)))
    return heard
  }
  const listening: (() => void)[] = []
  afterEach(() => {
    for (const stop of listening.splice(0)) stop()
  })

  it('go out once the change is stored (IndexedDB), before the request is answered', async () => {
    await start(new IDBFactory())
    // Saves committed so far, read when each event is heard.
    let commits = 0
    const transaction = IDBDatabase.prototype.transaction
    vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(function (this: IDBDatabase, ...args: Parameters<IDBDatabase['transaction']>) {
      const opened = transaction.apply(this, args)
      if (args[1] === 'readwrite') opened.addEventListener('complete', () => (commits += 1))
      return opened
    })
    const commitsWhenHeard: number[] = []
    listening.push(onServerEvent((event) => event.kind === 'task-changed' && commitsWhenHeard.push(commits)))
    const heard = listen()
    const created = await call('POST', apiPaths.projects.tasks(1), { as: 'manager', body: newTask })
    expect(created.status).toBe(200)
    expect(heard).toEqual([newTask.title])
    expect(commitsWhenHeard).toEqual([1])
  })

  it('never go out for a change the storage refused (IndexedDB quota): nobody saw what was undone', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await start(new IDBFactory())
    const heard = listen()
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw quota()
    })
    expect((await call('POST', apiPaths.projects.tasks(1), { as: 'manager', body: newTask })).status).toBe(507)
    vi.mocked(IDBObjectStore.prototype.put).mockRestore()
    expect(heard).toEqual([])
    // The next change that is stored is heard as usual.
    expect((await call('POST', apiPaths.projects.tasks(1), { as: 'manager', body: { ...newTask, title: 'Stored this time' } })).status).toBe(200)
    expect(heard).toEqual(['Stored this time'])
  })

  it('never go out for a change the localStorage fallback refused, and go out for a stored one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const storage = memoryStorage()
    await start(undefined, storage)
    const heard = listen()
    const setItem = storage.setItem.bind(storage)
    storage.setItem = () => {
      throw quota()
    }
    expect((await call('POST', apiPaths.projects.tasks(1), { as: 'manager', body: newTask })).status).toBe(507)
    expect(heard).toEqual([])
    storage.setItem = setItem
    expect((await call('POST', apiPaths.projects.tasks(1), { as: 'manager', body: { ...newTask, title: 'Stored this time' } })).status).toBe(200)
    expect(heard).toEqual(['Stored this time'])
  })
})

describe('stored data that cannot be used', () => {
  it.each(CORRUPTIONS)('is moved aside, not erased, and a fresh seed starts: %s', async (_case, corrupt, kept) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const factory = new IDBFactory()
    await writeRaw(factory, corrupt(goodEntries()))
    db.tasks.clear()
    const persistence = await start(factory)
    expect(persistence.loaded).toBe('seeded')
    expect(db.tasks.count()).toBeGreaterThanOrEqual(600)
    expect(persistence.recovery).toEqual({ movedAt: expect.any(String), justNow: true })
    const text = (await persistence.recoveryFile())!
    const file = JSON.parse(text) as { kind: string; reason: string; source: string; entries: { key: string; value: unknown }[] }
    expect(file).toMatchObject({ kind: 'taskhive-unreadable-demo-data', source: 'indexeddb', reason: expect.any(String) })
    const asStored = file.entries.map(({ key, value }) => `${key} ${typeof value === 'string' ? value : JSON.stringify(value, null, 2)}`).join('\n')
    expect(asStored).toContain(typeof kept === 'string' ? kept : kept())
    // Nothing in the download can sign anyone in (issue 21).
    expect(text).not.toMatch(/sha256:|"sessions\/|"tokenHash": ?"[0-9a-f]/)
    // The fresh seed is what is stored now; the next load uses it and still offers the kept data.
    expect((await stored(factory)).meta?.seedVersion).toBe(SEED_VERSION)
    persistence.stop()
    open.splice(0)
    const next = await start(factory)
    expect(next.loaded).toBe('stored')
    expect(next.recovery).toEqual({ movedAt: persistence.recovery!.movedAt, justNow: false })
    expect(await next.recoveryFile()).toBe(text)
  })

  it('keeps at most the three newest unreadable stores', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const factory = new IDBFactory()
    const moves: string[] = []
    for (let round = 0; round < 4; round += 1) {
      await writeRaw(factory, [['meta', `garbage ${round}`]])
      const persistence = await start(factory)
      moves.push(persistence.recovery!.movedAt)
      persistence.stop()
      open.splice(0)
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
    const database = await openIdb(factory)
    const keys = await new Promise<IDBValidKey[]>((resolve) => {
      const request = database!.transaction('recovery').objectStore('recovery').getAllKeys()
      request.onsuccess = () => resolve(request.result)
    })
    database!.close()
    expect(keys).toEqual(moves.slice(1))
  })

  it('moves unreadable data under the older localStorage key into the recovery store and frees the key', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const storage = memoryStorage()
    storage.setItem(STORE_KEY, '{"schemaVersion":1,"seedVersion":')
    const persistence = await start(new IDBFactory(), storage)
    expect(persistence.loaded).toBe('seeded')
    expect(storage.getItem(STORE_KEY)).toBeNull()
    expect(await persistence.recoveryFile()).toContain('{\\"schemaVersion\\":1,\\"seedVersion\\":')
    expect(persistence.recovery?.justNow).toBe(true)
  })

  it.each([
    ['invalid JSON', 'undefined'],
    ['a truncated store', '{"schemaVersion":1,"seedVersion":'],
    ['records failing the schema', JSON.stringify({ schemaVersion: SCHEMA_VERSION, seedVersion: SEED_VERSION, data: { users: [{ id: 'x' }] } })],
    ['an older seed without its collections', JSON.stringify({ schemaVersion: SCHEMA_VERSION, seedVersion: SEED_VERSION - 1, data: {} })],
  ])('localStorage fallback: keeps %s under the recovery key and starts a fresh seed', async (_case, text) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const storage = memoryStorage()
    storage.setItem(STORE_KEY, text)
    const persistence = await start(undefined, storage)
    expect(persistence).toMatchObject({ mode: 'localstorage', loaded: 'seeded', recovery: { justNow: true } })
    expect(JSON.parse(storage.getItem(RECOVERY_KEY)!)).toMatchObject({ source: 'localstorage', entries: [{ key: STORE_KEY, value: text }] })
    expect(JSON.parse((await persistence.recoveryFile())!).entries[0].value).toBe(text)
  })

  it('offers nothing to download when nothing was set aside', async () => {
    const persistence = await start(new IDBFactory())
    expect(persistence.recovery).toBeNull()
    expect(await persistence.recoveryFile()).toBeNull()
  })
})
