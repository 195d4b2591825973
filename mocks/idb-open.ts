/**
 * Opening the demo database and reading it whole: the part of the store the entry may start before
 * the in-browser server's chunk has run (`readStoreEarly`, from src/demo-server.ts). Kept small, as
 * the entry carries it to every page.
 */

export const IDB_NAME = 'taskhive'
/** 2 added the recovery store. */
const IDB_VERSION = 2
export const STORE = 'store'
/** Stored data that could not be used, moved aside by the load that found it (see persist.ts). */
export const RECOVERY = 'recovery'

export function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

/** Opens (creating on first use) the demo database; null where IndexedDB is missing or refused. */
export async function openIdb(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<IDBDatabase | null> {
  if (!factory) return null
  try {
    const request = factory.open(IDB_NAME, IDB_VERSION)
    request.onupgradeneeded = () => {
      for (const name of [STORE, RECOVERY]) if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name)
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

/** Every key of the data store and its value, as stored, in key order. */
export interface StoredEntries {
  keys: IDBValidKey[]
  values: unknown[]
}

export async function readEntries(database: IDBDatabase): Promise<StoredEntries> {
  const store = database.transaction(STORE, 'readonly').objectStore(STORE)
  const [keys, values] = await Promise.all([done(store.getAllKeys()), done(store.getAll())])
  return { keys, values }
}

/** The database and its entries, read as the page began to load (null where it cannot be opened). */
export interface EarlyRead {
  database: IDBDatabase | null
  entries: Promise<StoredEntries> | null
}

let early: { factory: IDBFactory | undefined; read: Promise<EarlyRead> } | null = null

/**
 * Starts opening and reading the store now. At 20,000 tasks the browser spends ~60 ms fetching
 * the stored chunks before the page sees the first of them; started by the server, the page sat
 * idle through it with its first screen already drawn (issue 13). A failure reaches the load that
 * takes the read, as its own read's would.
 */
export function readStoreEarly(factory: IDBFactory | undefined = globalThis.indexedDB): void {
  if (early) return
  const read = openIdb(factory).then((database) => {
    const entries = database ? readEntries(database) : null
    // Handled where the load awaits it; meanwhile it is not an unhandled rejection.
    entries?.catch(() => undefined)
    return { database, entries }
  })
  early = { factory, read }
}

/** The read `readStoreEarly` started on `factory`, once; null when none was. */
export function takeEarlyRead(factory: IDBFactory | undefined): Promise<EarlyRead> | null {
  if (!early || early.factory !== factory) return null
  const { read } = early
  early = null
  return read
}
