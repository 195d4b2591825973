/**
 * The demo data in IndexedDB: one record per collection plus a meta record, so a write saves only
 * the collections it touched (a comment does not re-store 20,000 tasks) and nothing is
 * serialised to a string. localStorage is the fallback where IndexedDB cannot be opened.
 */
import type { CollectionName, Snapshot } from './db'

export const IDB_NAME = 'taskhive'
const IDB_VERSION = 1
const STORE = 'store'
const META_KEY = 'meta'

export interface StoredMeta {
  schemaVersion: number
  seedVersion: number
  savedAt: string
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'))
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
  })
}

/** Opens (creating on first use) the demo database; null where IndexedDB is missing or refused. */
export async function openIdb(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<IDBDatabase | null> {
  if (!factory) return null
  try {
    const request = factory.open(IDB_NAME, IDB_VERSION)
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE)
    }
    const database = await done(request)
    // Another tab upgrading the schema must not be blocked by this one.
    database.onversionchange = () => database.close()
    return database
  } catch (error) {
    console.warn('[mock server] IndexedDB is unavailable; demo data falls back to localStorage.', error)
    return null
  }
}

/** The stored meta and whichever collections are stored (none on a first visit). */
export async function readAll(database: IDBDatabase): Promise<{ meta: StoredMeta | undefined; data: Partial<Snapshot> }> {
  const store = database.transaction(STORE, 'readonly').objectStore(STORE)
  const [keys, values] = await Promise.all([done(store.getAllKeys()), done(store.getAll())])
  const data: Partial<Record<CollectionName, unknown>> = {}
  let meta: StoredMeta | undefined
  keys.forEach((key, index) => {
    if (key === META_KEY) meta = values[index] as StoredMeta
    else data[key as CollectionName] = values[index]
  })
  return { meta, data: data as Partial<Snapshot> }
}

/** Reads some collections, e.g. the ones another tab just saved. */
export async function readCollections(database: IDBDatabase, names: readonly CollectionName[]): Promise<Partial<Snapshot>> {
  const store = database.transaction(STORE, 'readonly').objectStore(STORE)
  const rows = await Promise.all(names.map((name) => done(store.get(name))))
  const data: Partial<Record<CollectionName, unknown>> = {}
  names.forEach((name, index) => {
    if (rows[index] !== undefined) data[name] = rows[index]
  })
  return data as Partial<Snapshot>
}

/** Writes the given collections and the meta in one transaction; rejects (e.g. QuotaExceededError) if it does not commit. */
export async function writeCollections(database: IDBDatabase, data: Partial<Snapshot>, meta: StoredMeta): Promise<void> {
  const transaction = database.transaction(STORE, 'readwrite')
  const outcome = committed(transaction)
  try {
    const store = transaction.objectStore(STORE)
    for (const [name, rows] of Object.entries(data)) store.put(rows, name)
    store.put(meta, META_KEY)
  } catch (error) {
    // A record that cannot be stored must not leave half a save behind.
    transaction.abort()
    outcome.catch(() => undefined)
    throw error
  }
  return outcome
}
