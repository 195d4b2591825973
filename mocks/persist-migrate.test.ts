/**
 * Stored data of an older schema version migrates on load (issue 17): a store the previous build
 * wrote (schema 1: tasks, projects and checklist templates without `version` until changed) loads
 * whole, signed in, and is stored again at this build's version; data it cannot take up is still
 * moved aside, as stored.
 */
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiPaths } from '@/contract/paths'
import { apiUrl } from '@/lib/config'
import { db, type Snapshot, snapshot } from './db'
import { openIdb, readAll, readRaw, writeCollections } from './idb-store'
import { MIGRATIONS } from './migrations'
import { downloadableEntries, JOURNAL_KEY, openPersistence, type Persistence, RECOVERY_KEY, SCHEMA_VERSION, STORE_KEY, SYNC_CHANNEL } from './persist'
import { SEED_VERSION } from './seed'
import { tokenFor } from './test/api'
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
    return { ...(await readAll(database!)), raw: await readRaw(database!) }
  } finally {
    database!.close()
  }
}

const VERSIONED = ['tasks', 'projects', 'checklistTemplates'] as const
/** The task and template the previous build had already changed: they have a `version`. */
const EDITED_TASK = 7
const EDITED_TEMPLATE = 1

/**
 * The demo's data as the previous build stored it: a signed-in staff member, a renamed project,
 * and `version` only on the records changed since versions came in (issues 15 and 16).
 */
async function schemaOneStore() {
  const token = await tokenFor('staff')
  await db.projects.update((q) => q.where({ id: 1 }), { strict: true, data: (draft) => void (draft.name = 'Made before the upgrade') })
  const data = snapshot() as unknown as Record<string, Record<string, unknown>[]>
  for (const name of VERSIONED) data[name] = data[name]!.map(({ version: _, ...record }) => record)
  data.tasks = data.tasks!.map((task) => (task.id === EDITED_TASK ? { ...task, version: 3 } : task))
  data.checklistTemplates = data.checklistTemplates!.map((template) => (template.id === EDITED_TEMPLATE ? { ...template, version: 1 } : template))
  const meta = { schemaVersion: 1, seedVersion: SEED_VERSION, savedAt: new Date().toISOString() }
  /** What a load must show: every record, each versioned one with its version (0 where none was stored). */
  const expected = Object.fromEntries(
    Object.entries(data).map(([name, rows]) => [name, (VERSIONED as readonly string[]).includes(name) ? rows.map((row) => ({ version: 0, ...row })) : rows]),
  ) as unknown as Snapshot
  // Only the stored copy may bring these back.
  db.sessions.clear()
  await db.projects.update((q) => q.where({ id: 1 }), { strict: true, data: (draft) => void (draft.name = 'Not stored') })
  return { token, data, meta, expected }
}

/** IndexedDB as the previous build wrote it: each collection in chunks of 500 ids, JSON strings, and the meta. */
function chunkEntries(data: Record<string, Record<string, unknown>[]>, meta: object): [string, unknown][] {
  const entries: [string, unknown][] = []
  for (const [name, rows] of Object.entries(data)) {
    const chunks = new Map<number, unknown[]>([[0, []]])
    for (const row of rows) {
      const chunk = typeof row.id === 'number' ? Math.floor(row.id / 500) : 0
      chunks.set(chunk, [...(chunks.get(chunk) ?? []), row])
    }
    for (const [chunk, part] of chunks) entries.push([`${name}/${String(chunk).padStart(6, '0')}`, JSON.stringify(part)])
  }
  entries.push(['meta', meta])
  return entries
}

async function writeRaw(factory: IDBFactory, entries: [string, unknown][]) {
  const database = await openIdb(factory)
  const transaction = database!.transaction('store', 'readwrite')
  for (const [key, value] of entries) transaction.objectStore('store').put(value, key)
  await new Promise((resolve, reject) => {
    transaction.oncomplete = resolve
    transaction.onerror = reject
  })
  database!.close()
}

/** The localStorage form: the whole store under one key. */
const localText = (data: object, meta: object) => JSON.stringify({ ...meta, data })

/** A task as the API answers it, with the token the stored session holds. */
async function taskAs(token: string, id: number) {
  const response = await fetch(apiUrl(apiPaths.tasks.detail(id)), { headers: { Authorization: `Bearer ${token}` } })
  return { status: response.status, body: (await response.json()) as { id: number; version: number } }
}

const staffTask = () => db.tasks.findFirst((q) => q.where({ assigneeId: 3 }), { strict: true }).id

describe('a store of schema version 1 (the previous build)', () => {
  it('loads from IndexedDB whole, signed in, with every version, and is stored again at this version', async () => {
    const factory = new IDBFactory()
    const { token, data, meta, expected } = await schemaOneStore()
    await writeRaw(factory, chunkEntries(data, meta))
    const persistence = await start(factory)

    expect(persistence.loaded).toBe('stored')
    expect(persistence.recovery).toBeNull()
    expect(await persistence.recoveryFile()).toBeNull()
    expect(snapshot()).toEqual(expected)
    expect(db.projects.findFirst((q) => q.where({ id: 1 }))?.name).toBe('Made before the upgrade')
    expect(db.tasks.findFirst((q) => q.where({ id: EDITED_TASK }))?.version).toBe(3)
    expect(db.checklistTemplates.findFirst((q) => q.where({ id: EDITED_TEMPLATE }))?.version).toBe(1)
    for (const name of VERSIONED) expect(db[name].all().every((record) => typeof record.version === 'number')).toBe(true)
    // The session stored by the previous build still signs the user in.
    const answered = await taskAs(token, staffTask())
    expect(answered).toMatchObject({ status: 200, body: { version: 0 } })
    expect((await taskAs(token, EDITED_TASK)).body.version).toBe(3)

    const after = await stored(factory)
    expect(after.meta).toMatchObject({ schemaVersion: SCHEMA_VERSION, seedVersion: SEED_VERSION })
    expect(after.data).toEqual(expected)
    // The next load finds this version: nothing to migrate.
    persistence.stop()
    open.splice(0)
    const migrate = vi.spyOn(MIGRATIONS[0]!, 'migrate')
    const next = await start(factory)
    expect(next).toMatchObject({ loaded: 'stored', recovery: null })
    expect(migrate).not.toHaveBeenCalled()
    expect(snapshot()).toEqual(expected)
  })

  it('loads from the localStorage fallback the same way, and stores it again at this version', async () => {
    const storage = memoryStorage()
    const { token, data, meta, expected } = await schemaOneStore()
    storage.setItem(STORE_KEY, localText(data, meta))
    const persistence = await start(undefined, storage)

    expect(persistence).toMatchObject({ mode: 'localstorage', loaded: 'stored', recovery: null })
    expect(storage.getItem(RECOVERY_KEY)).toBeNull()
    expect(snapshot()).toEqual(expected)
    expect((await taskAs(token, staffTask())).status).toBe(200)
    const saved = JSON.parse(storage.getItem(STORE_KEY)!) as { schemaVersion: number; seedVersion: number; data: Snapshot }
    expect(saved).toMatchObject({ schemaVersion: SCHEMA_VERSION, seedVersion: SEED_VERSION })
    expect(saved.data).toEqual(expected)
  })

  it('moves from the older localStorage key to IndexedDB, migrated', async () => {
    const storage = memoryStorage()
    const { token, data, meta, expected } = await schemaOneStore()
    storage.setItem(STORE_KEY, localText(data, meta))
    const factory = new IDBFactory()
    const persistence = await start(factory, storage)

    expect(persistence).toMatchObject({ mode: 'indexeddb', loaded: 'migrated', recovery: null })
    expect(snapshot()).toEqual(expected)
    expect((await taskAs(token, staffTask())).status).toBe(200)
    expect(storage.getItem(STORE_KEY)).toBeNull()
    const after = await stored(factory)
    expect(after.meta?.schemaVersion).toBe(SCHEMA_VERSION)
    expect(after.data).toEqual(expected)
  })

  it('applies the unload journal the previous build left, migrated too', async () => {
    const factory = new IDBFactory()
    const storage = memoryStorage()
    const { data, meta, expected } = await schemaOneStore()
    await writeRaw(factory, chunkEntries(data, meta))
    const project = { ...data.projects!.find((row) => row.id === 2)!, name: 'Renamed just before the upgrade' }
    storage.setItem(JOURNAL_KEY, JSON.stringify({ ...meta, savedAt: new Date(Date.now() + 1).toISOString(), records: { projects: { put: [project], remove: [] } } }))
    const persistence = await start(factory, storage)

    expect(persistence).toMatchObject({ loaded: 'stored', recovery: null })
    expect(db.projects.findFirst((q) => q.where({ id: 2 }))).toEqual({ ...project, version: 0 })
    expect(db.tasks.all()).toEqual(expected.tasks)
    expect(storage.getItem(JOURNAL_KEY)).toBeNull()
    const after = await stored(factory)
    expect(after.data.projects?.find((row) => row.id === 2)).toEqual({ ...project, version: 0 })
  })

  it('when the storage refuses the migrated copy, the next save still stores everything at this version', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const factory = new IDBFactory()
    const { data, meta, expected } = await schemaOneStore()
    await writeRaw(factory, chunkEntries(data, meta))
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    const persistence = await start(factory)
    expect(persistence).toMatchObject({ loaded: 'stored', recovery: null })
    expect(snapshot()).toEqual(expected)
    expect((await stored(factory)).meta?.schemaVersion).toBe(1)
    put.mockRestore()

    await db.comments.delete((q) => q.where({ id: 1 }))
    await persistence.flush()
    const after = await stored(factory)
    expect(after.meta?.schemaVersion).toBe(SCHEMA_VERSION)
    expect(after.data).toEqual(snapshot())
    for (const name of VERSIONED) expect(after.data[name]!.every((record) => typeof record.version === 'number')).toBe(true)
  })

  it('follows a tab of the previous build still open: its records load in this build’s shape', async () => {
    const factory = new IDBFactory()
    await start(factory)
    const projects = snapshot().projects.map(({ version: _, ...project }) => (project.id === 1 ? { ...project, name: 'From the older tab' } : project))
    const otherTab = await openIdb(factory)
    await writeCollections(otherTab!, { projects } as never, { schemaVersion: 1, seedVersion: SEED_VERSION, savedAt: new Date().toISOString() })
    otherTab!.close()
    const channel = new BroadcastChannel(SYNC_CHANNEL)
    channel.postMessage({ tab: 'older', names: ['projects'] })
    channel.close()
    await vi.waitFor(() => expect(db.projects.findFirst((q) => q.where({ id: 1 }))?.name).toBe('From the older tab'))
    expect(db.projects.all().every((project) => project.version === 0)).toBe(true)
  })
})

describe('a store this build cannot take up to its version', () => {
  it.each([
    ['a newer schema version (an older build opened after a newer one)', { schemaVersion: 99 }],
    ['a schema version with no migration to this one', { schemaVersion: 0 }],
  ])('is moved aside from IndexedDB with its recovery copy, and a fresh seed starts: %s', async (_case, versions) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const factory = new IDBFactory()
    const { data, meta } = await schemaOneStore()
    const entries = chunkEntries(data, { ...meta, ...versions })
    await writeRaw(factory, entries)
    db.tasks.clear()
    const persistence = await start(factory)

    expect(persistence.loaded).toBe('seeded')
    expect(db.tasks.count()).toBeGreaterThanOrEqual(600)
    expect(persistence.recovery).toEqual({ movedAt: expect.any(String), justNow: true })
    const file = JSON.parse((await persistence.recoveryFile())!) as { source: string; entries: { key: string; value: unknown }[] }
    expect(file.source).toBe('indexeddb')
    expect(file.entries).toEqual(expect.arrayContaining(downloadableEntries(entries.map(([key, value]) => ({ key, value })))))
    expect(file.entries).toHaveLength(entries.filter(([key]) => !key.startsWith('sessions/')).length)
    expect((await stored(factory)).meta).toMatchObject({ schemaVersion: SCHEMA_VERSION, seedVersion: SEED_VERSION })
  })

  it('is moved aside from the localStorage fallback with its recovery copy: a newer schema version', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const storage = memoryStorage()
    const { data, meta } = await schemaOneStore()
    const text = localText(data, { ...meta, schemaVersion: 99 })
    storage.setItem(STORE_KEY, text)
    const persistence = await start(undefined, storage)
    expect(persistence).toMatchObject({ mode: 'localstorage', loaded: 'seeded', recovery: { justNow: true } })
    expect(JSON.parse(storage.getItem(RECOVERY_KEY)!)).toMatchObject({ source: 'localstorage', entries: [{ key: STORE_KEY, value: text }] })
    expect(JSON.parse(storage.getItem(STORE_KEY)!).schemaVersion).toBe(SCHEMA_VERSION)
  })

  /** A migration that fails halfway, after changing what it was given. */
  function failingMigration() {
    vi.spyOn(MIGRATIONS[0]!, 'migrate').mockImplementation((given) => {
      const tasks = given.tasks as Record<string, unknown>[]
      tasks[0]!.version = 0
      tasks[0]!.title = 'Half migrated'
      throw new Error('this step cannot read the data')
    })
  }

  it('a migration that throws moves the IndexedDB store aside as stored, never half-migrated', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const factory = new IDBFactory()
    const { data, meta } = await schemaOneStore()
    const entries = chunkEntries(data, meta)
    await writeRaw(factory, entries)
    failingMigration()
    const persistence = await start(factory)

    expect(persistence.loaded).toBe('seeded')
    expect(db.tasks.findFirst((q) => q.where({ title: 'Half migrated' }))).toBeUndefined()
    expect(db.projects.findFirst((q) => q.where({ name: 'Made before the upgrade' }))).toBeUndefined()
    expect(persistence.recovery).toEqual({ movedAt: expect.any(String), justNow: true })
    const file = JSON.parse((await persistence.recoveryFile())!) as { reason: string; entries: { key: string; value: unknown }[] }
    expect(file.reason).toContain('this step cannot read the data')
    expect(file.entries).toEqual(expect.arrayContaining(downloadableEntries(entries.map(([key, value]) => ({ key, value })))))
    expect(file.entries).toHaveLength(entries.filter(([key]) => !key.startsWith('sessions/')).length)
    const after = await stored(factory)
    expect(after.meta?.schemaVersion).toBe(SCHEMA_VERSION)
    expect(after.data.tasks?.some((task) => task.title === 'Half migrated')).toBe(false)
  })

  it('a migration that throws moves the localStorage store aside as stored', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const storage = memoryStorage()
    const { data, meta } = await schemaOneStore()
    const text = localText(data, meta)
    storage.setItem(STORE_KEY, text)
    failingMigration()
    const persistence = await start(undefined, storage)
    expect(persistence).toMatchObject({ loaded: 'seeded', recovery: { justNow: true } })
    expect(db.tasks.findFirst((q) => q.where({ title: 'Half migrated' }))).toBeUndefined()
    expect(JSON.parse(storage.getItem(RECOVERY_KEY)!)).toMatchObject({ entries: [{ key: STORE_KEY, value: text }] })
  })
})

describe('a store of an older seed version (our decision: the user’s data stays)', () => {
  const olderSeed = async () => {
    await db.projects.update((q) => q.where({ id: 1 }), { strict: true, data: (draft) => void (draft.name = 'Made under the older seed') })
    const data = snapshot()
    await db.projects.update((q) => q.where({ id: 1 }), { strict: true, data: (draft) => void (draft.name = 'Not stored') })
    return { data, meta: { schemaVersion: SCHEMA_VERSION, seedVersion: SEED_VERSION - 1, savedAt: new Date().toISOString() } }
  }

  it('loads from IndexedDB as stored, nothing moved aside, and records this seed version', async () => {
    const factory = new IDBFactory()
    const { data, meta } = await olderSeed()
    await writeRaw(factory, chunkEntries(data as unknown as Record<string, Record<string, unknown>[]>, meta))
    const persistence = await start(factory)
    expect(persistence).toMatchObject({ loaded: 'stored', recovery: null })
    expect(snapshot()).toEqual(data)
    expect((await stored(factory)).meta).toMatchObject({ schemaVersion: SCHEMA_VERSION, seedVersion: SEED_VERSION })
  })

  it('loads from the localStorage fallback as stored, and records this seed version', async () => {
    const storage = memoryStorage()
    const { data, meta } = await olderSeed()
    storage.setItem(STORE_KEY, localText(data, meta))
    const persistence = await start(undefined, storage)
    expect(persistence).toMatchObject({ loaded: 'stored', recovery: null })
    expect(snapshot()).toEqual(data)
    expect(storage.getItem(RECOVERY_KEY)).toBeNull()
    expect(JSON.parse(storage.getItem(STORE_KEY)!).seedVersion).toBe(SEED_VERSION)
  })
})
