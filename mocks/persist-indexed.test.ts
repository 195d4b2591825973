import { IDBFactory, IDBObjectStore } from 'fake-indexeddb'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type CollectionName, db, nextId, snapshot } from './db'
import { readStoreEarly, takeEarlyRead } from './idb-open'
import { CHUNK_SIZE, chunkOfRecord, openIdb, readAll, readRaw, writeCollections } from './idb-store'
import { IDS_KEY, JOURNAL_KEY, openPersistence, type Persistence, SAVE_DELAY_MS, saveNow, SCHEMA_VERSION, STORE_KEY, storageHealth, SYNC_CHANNEL } from './persist'
import { SEED_VERSION } from './seed'
import { memoryStorage } from './test/memory-storage'

const open: Persistence[] = []
afterEach(() => {
  for (const persistence of open.splice(0)) persistence.stop()
  vi.restoreAllMocks()
})

async function start(factory: IDBFactory, storage = memoryStorage()) {
  const persistence = await openPersistence(factory, storage)
  open.push(persistence)
  return persistence
}

/** Longer than the save delay, so a scheduled save has committed. */
const saved = () => new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS * 4))

async function storedIn(factory: IDBFactory) {
  const database = await openIdb(factory)
  if (!database) throw new Error('no database')
  try {
    return await readAll(database)
  } finally {
    database.close()
  }
}

const renameProject = (name: string) => db.projects.update((q) => q.where({ id: 1 }), { strict: true, data: (draft) => void (draft.name = name) })

describe('persistence in IndexedDB', () => {
  it('seeds a first visit and stores every collection with the versions', async () => {
    const factory = new IDBFactory()
    const persistence = await start(factory)
    expect(persistence).toMatchObject({ mode: 'indexeddb', loaded: 'seeded' })
    const { meta, data } = await storedIn(factory)
    expect(meta).toMatchObject({ schemaVersion: SCHEMA_VERSION, seedVersion: SEED_VERSION })
    expect(data).toEqual(snapshot())
  })

  it('restores a saved store on reload', async () => {
    const factory = new IDBFactory()
    const persistence = await start(factory)
    await renameProject('Renamed')
    await saved()
    persistence.stop()
    await renameProject('Lost')
    expect((await start(factory)).loaded).toBe('stored')
    expect(db.projects.findFirst((q) => q.where({ id: 1 }))?.name).toBe('Renamed')
  })

  it('loads from the read the entry started: the store is read once, and what it held is what loads', async () => {
    const factory = new IDBFactory()
    const persistence = await start(factory)
    await renameProject('Read early')
    await saved()
    persistence.stop()
    await renameProject('Not stored')
    const reads = vi.spyOn(IDBObjectStore.prototype, 'getAll')
    readStoreEarly(factory)
    expect(reads).toHaveBeenCalledTimes(0)
    await vi.waitFor(() => expect(reads).toHaveBeenCalledTimes(1))
    expect((await start(factory)).loaded).toBe('stored')
    expect(reads).toHaveBeenCalledTimes(1)
    expect(db.projects.findFirst((q) => q.where({ id: 1 }))?.name).toBe('Read early')
    // Taken once: the next load reads for itself.
    expect(takeEarlyRead(factory)).toBeNull()
  })

  it('leaves a read started on another IndexedDB to its own load', async () => {
    const other = new IDBFactory()
    readStoreEarly(other)
    expect(takeEarlyRead(new IDBFactory())).toBeNull()
    const read = await takeEarlyRead(other)
    expect(read?.database).not.toBeNull()
    read?.database?.close()
  })

  it('treats an early read that failed as its own read failing: the data is set aside and the seed loads', async () => {
    const factory = new IDBFactory()
    const persistence = await start(factory)
    persistence.stop()
    const reads = vi.spyOn(IDBObjectStore.prototype, 'getAll').mockImplementationOnce(() => {
      throw new DOMException('The stored value could not be read', 'DataError')
    })
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    readStoreEarly(factory)
    // The early read is the one that failed; the load does not read again.
    await vi.waitFor(() => expect(reads).toHaveBeenCalledTimes(1))
    const again = await start(factory)
    expect(again.loaded).toBe('seeded')
    expect(again.recovery).toMatchObject({ justNow: true })
  })

  it('lets a save in flight land quietly when persistence stops meanwhile (its channel closed)', async () => {
    const factory = new IDBFactory()
    const persistence = await start(factory)
    await renameProject('Saved after the stop')
    const saving = persistence.flush()
    persistence.stop()
    await expect(saving).resolves.toBeUndefined()
    expect((await storedIn(factory)).data.projects?.find((project) => project.id === 1)?.name).toBe('Saved after the stop')
  })

  it('saves only the collections a change touched', async () => {
    const factory = new IDBFactory()
    await start(factory)
    const put = vi.spyOn(IDBObjectStore.prototype, 'put')
    await renameProject('Only projects')
    await saved()
    const keys = put.mock.calls.map(([, key]) => key)
    expect(keys.sort()).toEqual(['meta', 'projects/000000'])
    expect((await storedIn(factory)).data.projects?.find((project) => project.id === 1)?.name).toBe('Only projects')
  })

  it('saves only the chunk a change touched: one task of thousands does not re-store them all', async () => {
    const factory = new IDBFactory()
    const seeded = snapshot().tasks
    const tasks = Array.from({ length: 3000 }, (_, index) => ({ ...seeded[index % seeded.length]!, id: index + 1 }))
    const first = await start(factory)
    first.stop()
    const database = await openIdb(factory)
    await writeCollections(database!, { tasks }, { schemaVersion: SCHEMA_VERSION, seedVersion: SEED_VERSION, savedAt: new Date().toISOString() })
    database!.close()
    const persistence = await start(factory)
    expect(persistence.loaded).toBe('stored')
    await db.tasks.create({ ...seeded[0]!, id: 3001 })
    await persistence.flush()
    const put = vi.spyOn(IDBObjectStore.prototype, 'put')
    await db.tasks.update((q) => q.where({ id: 2600 }), { strict: true, data: (draft) => void (draft.title = 'Only this chunk') })
    await saved()
    expect(put.mock.calls.map(([, key]) => key).sort()).toEqual(['meta', `tasks/${String(Math.floor(2600 / CHUNK_SIZE)).padStart(6, '0')}`])
    const { data } = await storedIn(factory)
    expect(data.tasks).toHaveLength(3001)
    expect(data.tasks?.find((task) => task.id === 2600)?.title).toBe('Only this chunk')
    db.tasks.delete((q) => q.where({ id: 3001 }))
    await saved()
    expect((await storedIn(factory)).data.tasks).toHaveLength(3000)
    expect((await start(factory)).loaded).toBe('stored')
    expect(db.tasks.count()).toBe(3000)
  })

  it('loads data an older version stored as one array per collection, and stores it in chunks', async () => {
    const factory = new IDBFactory()
    await renameProject('Stored the older way')
    const older = snapshot()
    const database = await openIdb(factory)
    const transaction = database!.transaction('store', 'readwrite')
    for (const [name, rows] of Object.entries(older)) transaction.objectStore('store').put(rows, name)
    transaction.objectStore('store').put({ schemaVersion: SCHEMA_VERSION, seedVersion: SEED_VERSION, savedAt: new Date().toISOString() }, 'meta')
    await new Promise((resolve) => (transaction.oncomplete = resolve))
    database!.close()
    await renameProject('Not stored')
    expect((await start(factory)).loaded).toBe('stored')
    expect(db.projects.findFirst((q) => q.where({ id: 1 }))?.name).toBe('Stored the older way')
    const { data, older: stillOlder } = await storedIn(factory)
    expect(stillOlder).toBe(false)
    expect(data).toEqual(older)
  })

  it('stores each chunk as its records, and loads chunks an earlier build stored as JSON text, storing them again as records', async () => {
    const factory = new IDBFactory()
    await start(factory)
    const database = await openIdb(factory)
    const chunks = (await readRaw(database!)).filter((entry) => entry.key !== 'meta')
    // Structured records read back in about a third of the time their JSON text takes (idb-store.ts).
    expect(chunks.length).toBeGreaterThan(10)
    for (const { value } of chunks) expect(Array.isArray(value)).toBe(true)
    const transaction = database!.transaction('store', 'readwrite')
    for (const { key, value } of chunks) transaction.objectStore('store').put(JSON.stringify(value), key)
    await new Promise((resolve) => (transaction.oncomplete = resolve))
    database!.close()
    const stored = snapshot()
    await renameProject('Not stored')
    expect((await start(factory)).loaded).toBe('stored')
    expect(snapshot()).toEqual(stored)
    const again = await openIdb(factory)
    const rewritten = (await readRaw(again!)).filter((entry) => entry.key !== 'meta')
    again!.close()
    expect(rewritten.map((entry) => entry.key)).toEqual(chunks.map((entry) => entry.key))
    for (const { value } of rewritten) expect(Array.isArray(value)).toBe(true)
  })

  it('moves a user’s localStorage data to IndexedDB without loss, then frees the key', async () => {
    const storage = memoryStorage()
    await renameProject('Made before the move')
    expect(saveNow(storage)).toBe(true)
    await renameProject('Not saved')
    const factory = new IDBFactory()
    expect((await start(factory, storage)).loaded).toBe('migrated')
    expect(db.projects.findFirst((q) => q.where({ id: 1 }))?.name).toBe('Made before the move')
    expect((await storedIn(factory)).data).toEqual(snapshot())
    expect(storage.getItem(STORE_KEY)).toBeNull()
  })

  it.each([
    ['an older seed without its collections', { schemaVersion: SCHEMA_VERSION, seedVersion: SEED_VERSION - 1 }, {}],
    ['a missing collection', { schemaVersion: SCHEMA_VERSION, seedVersion: SEED_VERSION }, { users: [] }],
    ['an invalid record', { schemaVersion: SCHEMA_VERSION, seedVersion: SEED_VERSION }, { users: [{ id: 'x' }] }],
  ])('falls back to a fresh seed with a warning for %s', async (_case, meta, data) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const factory = new IDBFactory()
    const database = await openIdb(factory)
    await writeCollections(database!, data as never, { ...meta, savedAt: new Date().toISOString() })
    database!.close()
    expect((await start(factory)).loaded).toBe('seeded')
    expect(warn).toHaveBeenCalled()
    expect((await storedIn(factory)).meta?.seedVersion).toBe(SEED_VERSION)
  })

  it('falls back to localStorage where IndexedDB is missing', async () => {
    const storage = memoryStorage()
    const persistence = await start(undefined as unknown as IDBFactory, storage)
    expect(persistence.mode).toBe('localstorage')
    expect(storage.getItem(STORE_KEY)).not.toBeNull()
  })

  it('says so when IndexedDB refuses a write (quota), and undoes the change so memory matches what is stored', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const factory = new IDBFactory()
    await start(factory)
    const original = db.projects.findFirst((q) => q.where({ id: 1 }))!.name
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    await renameProject('Too much')
    await saved()
    expect(storageHealth()).toBe('unavailable')
    // Issue 16: a change the storage refused would be gone after a reload, so it is gone now.
    expect(db.projects.findFirst((q) => q.where({ id: 1 }))?.name).toBe(original)
    put.mockRestore()
    await db.comments.delete((q) => q.where({ id: 1 }))
    await saved()
    expect(storageHealth()).toBe('ok')
    const { data } = await storedIn(factory)
    expect(data.projects?.find((project) => project.id === 1)?.name).toBe(original)
    expect(data.comments?.some((comment) => comment.id === 1)).toBe(false)
  })

  it('keeps a change IndexedDB had not committed when the page hid, through a journal the next load applies', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const factory = new IDBFactory()
    const storage = memoryStorage()
    const first = await start(factory, storage)
    // The unload: IndexedDB never commits the write the hide starts.
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The page went away.', 'AbortError')
    })
    await renameProject('Renamed just before a reload')
    window.dispatchEvent(new Event('pagehide'))
    expect(storage.getItem(JOURNAL_KEY)).toContain('Renamed just before a reload')
    await saved()
    first.stop()
    put.mockRestore()
    await renameProject('Only in memory')

    const second = await start(factory, storage)
    expect(second.loaded).toBe('stored')
    expect(db.projects.findFirst((q) => q.where({ id: 1 }))?.name).toBe('Renamed just before a reload')
    expect(storage.getItem(JOURNAL_KEY)).toBeNull()
    const { data } = await storedIn(factory)
    expect(data.projects?.find((project) => project.id === 1)?.name).toBe('Renamed just before a reload')
  })

  it('ignores a journal older than what IndexedDB holds', async () => {
    const factory = new IDBFactory()
    const storage = memoryStorage()
    const first = await start(factory, storage)
    await renameProject('Old journal')
    window.dispatchEvent(new Event('pagehide'))
    await saved()
    // Saved for good, then changed again and saved later (e.g. by another tab).
    await new Promise((resolve) => setTimeout(resolve, 5))
    await renameProject('Newer')
    await first.flush()
    first.stop()
    await start(factory, storage)
    expect(db.projects.findFirst((q) => q.where({ id: 1 }))?.name).toBe('Newer')
  })

  it('resets to the seed and has it saved before resolving', async () => {
    const factory = new IDBFactory()
    const persistence = await start(factory)
    await renameProject('Changed')
    await persistence.reset()
    const { data } = await storedIn(factory)
    expect(data.projects?.find((project) => project.id === 1)?.name).not.toBe('Changed')
    expect(data).toEqual(snapshot())
  })

  it('a reset leaves no task behind in storage, whichever chunk it was in', async () => {
    const factory = new IDBFactory()
    const persistence = await start(factory)
    const seededCount = db.tasks.count()
    const task = snapshot().tasks[0]!
    for (const id of [5000, 5500, 6000]) await db.tasks.create({ ...task, id })
    await persistence.flush()
    expect((await storedIn(factory)).data.tasks).toHaveLength(seededCount + 3)
    await persistence.reset()
    persistence.stop()
    expect((await storedIn(factory)).data.tasks).toHaveLength(seededCount)
    expect((await start(factory)).loaded).toBe('stored')
    expect(db.tasks.count()).toBe(seededCount)
  })

  it('follows another tab: loads the collections it announces, without saving them back', async () => {
    const factory = new IDBFactory()
    await start(factory)
    await saved()
    // The other tab writes a project and announces it on the channel.
    const otherTab = await openIdb(factory)
    const projects = snapshot().projects.map((project) => (project.id === 1 ? { ...project, name: 'From the other tab' } : project))
    await writeCollections(otherTab!, { projects }, { schemaVersion: SCHEMA_VERSION, seedVersion: SEED_VERSION, savedAt: new Date().toISOString() })
    otherTab!.close()
    const put = vi.spyOn(IDBObjectStore.prototype, 'put')
    const channel = new BroadcastChannel(SYNC_CHANNEL)
    channel.postMessage({ tab: 'another', names: ['projects'] satisfies CollectionName[] })
    channel.close()
    await vi.waitFor(() => expect(db.projects.findFirst((q) => q.where({ id: 1 }))?.name).toBe('From the other tab'))
    await saved()
    expect(put).not.toHaveBeenCalled()
  })
})

describe('two tabs writing at once', () => {
  const meta = () => ({ schemaVersion: SCHEMA_VERSION, seedVersion: SEED_VERSION, savedAt: new Date().toISOString() })
  const tick = (id: number) => db.checklistItems.update((q) => q.where({ id }), { strict: true, data: (draft) => void (draft.completed = true) })
  /** Another tab's save: its view of the chunk is older than ours, but it writes only what it changed. */
  async function otherTabSaves(factory: IDBFactory, name: CollectionName, record: object) {
    const database = await openIdb(factory)
    await writeCollections(database!, { [name]: { records: new Map([[chunkOfRecord(record), { put: [record], remove: [] }]]) } }, meta())
    database!.close()
  }

  async function withItems(count: number) {
    const item = { title: 'Item', completed: false, createdAt: new Date().toISOString(), userId: 3, date: '2026-11-23', templateId: null, completedAt: null }
    for (let n = 1; n <= count; n += 1) await db.checklistItems.create({ ...item, id: 9000 + n, title: `Item ${n}` })
  }

  it('keeps both tabs’ ticks in one stored chunk: each save merges its records into what is stored', async () => {
    const factory = new IDBFactory()
    const persistence = await start(factory)
    await withItems(6)
    await persistence.flush()
    const stale = { ...db.checklistItems.findFirst((q) => q.where({ id: 9002 }))!, completed: true }
    // Ticks interleave: ours 1, 3, 5; the other tab's 2, 4, 6, each stored before our save.
    for (const id of [9001, 9003, 9005]) await tick(id)
    for (const id of [9002, 9004, 9006]) await otherTabSaves(factory, 'checklistItems', { ...stale, id, title: `Item ${id - 9000}` })
    await persistence.flush()
    const stored = (await storedIn(factory)).data.checklistItems!.filter((item) => item.id > 9000)
    expect(stored.map((item) => [item.id, item.completed])).toEqual([9001, 9002, 9003, 9004, 9005, 9006].map((id) => [id, true]))
  })

  it('follows another tab without dropping its own unsaved change', async () => {
    const factory = new IDBFactory()
    const persistence = await start(factory)
    await withItems(2)
    await persistence.flush()
    const theirs = { ...db.checklistItems.findFirst((q) => q.where({ id: 9002 }))!, completed: true }
    await otherTabSaves(factory, 'checklistItems', theirs)
    await tick(9001)
    const channel = new BroadcastChannel(SYNC_CHANNEL)
    channel.postMessage({ tab: 'another', names: ['checklistItems'] satisfies CollectionName[] })
    channel.close()
    await vi.waitFor(() => expect(db.checklistItems.findFirst((q) => q.where({ id: 9002 }))?.completed).toBe(true))
    expect(db.checklistItems.findFirst((q) => q.where({ id: 9001 }))?.completed).toBe(true)
    await persistence.flush()
    const stored = (await storedIn(factory)).data.checklistItems!
    expect(stored.filter((item) => item.id > 9000).map((item) => item.completed)).toEqual([true, true])
  })

  it('a reload keeps what the page changed just before it went, even when another tab saved after it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const factory = new IDBFactory()
    const storage = memoryStorage()
    const first = await start(factory, storage)
    await saved()
    // The unload: the save the hide starts never commits; the journal keeps the change.
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The page went away.', 'AbortError')
    })
    await renameProject('Mine, just before the reload')
    window.dispatchEvent(new Event('pagehide'))
    await saved()
    first.stop()
    put.mockRestore()
    // The other tab saves another project afterwards: the stored data is now newer than the journal.
    await new Promise((resolve) => setTimeout(resolve, 5))
    const other = { ...db.projects.findFirst((q) => q.where({ id: 2 }))!, name: 'Theirs, saved later' }
    await otherTabSaves(factory, 'projects', other)

    await start(factory, storage)
    expect(db.projects.findFirst((q) => q.where({ id: 1 }))?.name).toBe('Mine, just before the reload')
    expect(db.projects.findFirst((q) => q.where({ id: 2 }))?.name).toBe('Theirs, saved later')
    const stored = (await storedIn(factory)).data.projects!
    expect(stored.find((project) => project.id === 1)?.name).toBe('Mine, just before the reload')
    expect(stored.find((project) => project.id === 2)?.name).toBe('Theirs, saved later')
  })

  it('shares the id counter: a record created here never takes an id another tab just used', async () => {
    const factory = new IDBFactory()
    const storage = memoryStorage()
    const persistence = await start(factory, storage)
    const next = nextId('tasks')
    // The other tab created two tasks a moment ago; their records have not reached this tab yet.
    storage.setItem(IDS_KEY, JSON.stringify({ tasks: next + 2 }))
    expect(nextId('tasks')).toBe(next + 2)
    expect(nextId('tasks')).toBe(next + 3)
    expect(nextId('projects')).toBe(db.projects.all().reduce((max, project) => Math.max(max, project.id), 0) + 1)
    persistence.stop()
  })
})
