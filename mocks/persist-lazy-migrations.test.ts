/**
 * The migration steps load only for data that needs them (issue 13: the dashboard's first visit
 * downloads no code for older stores): a store at this build's schema version loads without
 * them; one of an older version still migrates.
 */
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { db, snapshot } from './db'
import { openIdb, writeCollections } from './idb-store'
import { openPersistence, type Persistence, SCHEMA_VERSION } from './persist'
import { SEED_VERSION } from './seed'
import { memoryStorage } from './test/memory-storage'

const loads = vi.hoisted(() => ({ count: 0 }))
vi.mock('./migrations', async (importOriginal) => {
  loads.count += 1
  return importOriginal()
})

const open: Persistence[] = []
afterEach(() => {
  for (const persistence of open.splice(0)) persistence.stop()
})

async function storeAt(factory: IDBFactory, schemaVersion: number) {
  const database = await openIdb(factory)
  const data = snapshot()
  await writeCollections(database!, data, { schemaVersion, seedVersion: SEED_VERSION, savedAt: new Date().toISOString() })
  database!.close()
  return data
}

describe('migrations, loaded on demand', () => {
  it('are not loaded for a store at this build’s schema version, and are for an older one', async () => {
    await openPersistence(new IDBFactory(), memoryStorage()).then((persistence) => open.push(persistence))
    const current = new IDBFactory()
    const tasks = (await storeAt(current, SCHEMA_VERSION)).tasks.length
    open.push(await openPersistence(current, memoryStorage()))
    expect(db.tasks.count()).toBe(tasks)
    expect(loads.count).toBe(0)

    const older = new IDBFactory()
    await storeAt(older, SCHEMA_VERSION - 1)
    open.push(await openPersistence(older, memoryStorage()))
    expect(db.tasks.count()).toBe(tasks)
    expect(loads.count).toBe(1)
  })
})
