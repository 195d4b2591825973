/**
 * The demo data in IndexedDB: each collection in chunks of records by id (CHUNK_SIZE ids per
 * chunk, key `tasks/000012`), each chunk an array of records, plus a meta record. A write saves
 * only the chunks it touched (a new task does not re-store 20,000 tasks). The records are stored
 * as they are (structured clone), not as JSON text: 20,000 tasks (9 MB of JSON) read back in about
 * 110 ms, where their JSON strings took about 300 ms, 160–210 of them blocking the page. What older
 * versions stored is still read: one array per collection (key `tasks`), or chunks of JSON text.
 * localStorage is the fallback where IndexedDB cannot be opened.
 */
import { pacer } from '@/lib/next-task'
import type { CollectionName, Snapshot } from './db'
import { done, readEntries, RECOVERY, STORE, type StoredEntries } from './idb-open'

export { IDB_NAME, openIdb } from './idb-open'

/** How many unreadable stores are kept; an older one goes when a fourth arrives. */
const RECOVERY_KEPT = 3
const META_KEY = 'meta'
/** Ids per chunk; records without a numeric id (sessions, check-list days, reads) share chunk 0. */
export const CHUNK_SIZE = 500

export function chunkOf(id: number | undefined): number {
  return id === undefined ? 0 : Math.floor(id / CHUNK_SIZE)
}

/** What a record without a numeric id is known by (the sessions, check-list days and reads). */
const NATURAL_KEYS: Partial<Record<CollectionName, readonly string[]>> = {
  sessions: ['tokenHash'],
  checklistDays: ['userId', 'date'],
  chatReads: ['roomId', 'userId'],
}

/** Which stored record a record is: its id, or its natural key. Two tabs' writes merge by it. */
export function recordKey(name: CollectionName, record: object): string {
  const row = record as Record<string, unknown>
  if (typeof row.id === 'number') return `#${row.id}`
  return (NATURAL_KEYS[name] ?? []).map((field) => String(row[field])).join('/')
}

/** The chunk of a record known only by its key (a removed one). */
export function chunkOfKey(key: string): number {
  return key.startsWith('#') ? chunkOf(Number(key.slice(1))) : 0
}

/** The chunk a record is stored in. */
export function chunkOfRecord(record: object): number {
  const id = (record as { id?: unknown }).id
  return chunkOf(typeof id === 'number' ? id : undefined)
}

export function chunkKey(name: CollectionName, chunk: number): string {
  return `${name}/${String(chunk).padStart(6, '0')}`
}

/** Whether a key holds (part of) the collection: a chunk, or the older single key `name`. */
function isKeyOf(name: string, key: IDBValidKey): boolean {
  return key === name || (typeof key === 'string' && key.startsWith(`${name}/`))
}

type Rows = Record<string, unknown>[]

/** One stored value's records: a chunk (an older version's as JSON text), or an older whole array. */
function rowsOf(value: unknown): Rows {
  const part = typeof value === 'string' ? (JSON.parse(value) as unknown) : value
  if (!Array.isArray(part)) throw new Error('A stored chunk is not a list')
  return part as Rows
}

/** Joins one collection's stored values (chunks in key order, or an older whole array). */
function assemble(values: unknown[]): Rows {
  const rows: Rows = []
  for (const value of values) for (const row of rowsOf(value)) rows.push(row)
  return rows
}

export interface StoredMeta {
  schemaVersion: number
  seedVersion: number
  savedAt: string
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'))
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
  })
}

/**
 * The stored meta and whichever collections are stored (none on a first visit); `older` when some
 * collection is still in an older layout: one array under its name, or chunks of JSON text.
 * `entries`: the store as read already (`readStoreEarly`), else read now.
 */
export async function readAll(
  database: IDBDatabase,
  entries: Promise<StoredEntries> = readEntries(database),
): Promise<{ meta: StoredMeta | undefined; data: Partial<Snapshot>; older: boolean }> {
  const { keys, values } = await entries
  const parts = new Map<string, unknown[]>()
  let meta: StoredMeta | undefined
  let older = false
  keys.forEach((key, index) => {
    if (key === META_KEY) {
      meta = values[index] as StoredMeta
      return
    }
    const [name = '', chunk] = String(key).split('/')
    if (chunk === undefined || typeof values[index] === 'string') older = true
    const list = parts.get(name) ?? []
    list.push(values[index])
    parts.set(name, list)
  })
  const data: Partial<Record<string, Rows>> = {}
  // Parsed a chunk at a time, in tasks of a slice each: this is a boot's first work.
  const pace = pacer()
  for (const [name, list] of parts) {
    const rows: Rows = []
    for (const value of list) {
      if (pace.due()) await pace.yield()
      for (const row of rowsOf(value)) rows.push(row)
    }
    data[name] = rows
  }
  return { meta, data: data as Partial<Snapshot>, older }
}

/** The stored meta record, if any (unchecked). */
export async function readMeta(database: IDBDatabase): Promise<StoredMeta | undefined> {
  return (await done(database.transaction(STORE, 'readonly').objectStore(STORE).get(META_KEY))) as StoredMeta | undefined
}

/** Reads some collections, e.g. the ones another tab just saved. */
export async function readCollections(database: IDBDatabase, names: readonly CollectionName[]): Promise<Partial<Snapshot>> {
  const store = database.transaction(STORE, 'readonly').objectStore(STORE)
  const keys = await done(store.getAllKeys())
  const parts = await Promise.all(names.map((name) => Promise.all(keys.filter((key) => isKeyOf(name, key)).map((key) => done(store.get(key))))))
  const data: Partial<Record<CollectionName, Rows>> = {}
  names.forEach((name, index) => {
    if (parts[index]!.length > 0) data[name] = assemble(parts[index]!)
  })
  return data as Partial<Snapshot>
}

/** Records split into chunks by id. */
export function chunksOf(rows: readonly unknown[]): Map<number, unknown[]> {
  const chunks = new Map<number, unknown[]>()
  for (const row of rows) {
    const id = (row as { id?: unknown }).id
    const chunk = chunkOf(typeof id === 'number' ? id : undefined)
    const list = chunks.get(chunk)
    if (list) list.push(row)
    else chunks.set(chunk, [row])
  }
  return chunks
}

/** Some records of a chunk: `put` replaces (or adds) the stored record with its key, `remove` drops keys. */
export interface RecordChanges {
  put: readonly object[]
  remove: readonly string[]
}

/**
 * What to write: whole collections (every chunk replaced), some chunks whole (an empty chunk is
 * removed), or some records of some chunks, merged into what the chunk holds when the write runs:
 * records another tab stored in the same chunk meanwhile stay.
 */
export type Writes = Partial<
  Record<CollectionName, { whole: readonly unknown[] } | { chunks: Map<number, readonly unknown[]> } | { records: Map<number, RecordChanges> }>
>

/** The chunk's stored records with the changes laid over, in id order. */
export function mergeChunk(name: CollectionName, stored: readonly object[], changes: RecordChanges): object[] {
  const replaced = new Set([...changes.remove, ...changes.put.map((record) => recordKey(name, record))])
  const merged = [...stored.filter((record) => !replaced.has(recordKey(name, record))), ...changes.put]
  return merged.sort((a, b) => {
    const idA = (a as { id?: unknown }).id
    const idB = (b as { id?: unknown }).id
    return typeof idA === 'number' && typeof idB === 'number' ? idA - idB : 0
  })
}

/**
 * Writes collections, or chunks of them, and the meta in one transaction; rejects (e.g.
 * QuotaExceededError) if it does not commit. A plain snapshot writes its collections whole.
 */
export async function writeCollections(database: IDBDatabase, data: Partial<Snapshot> | Writes, meta: StoredMeta): Promise<void> {
  // Relaxed: committed once the OS has the data, not after a disk flush; the page's request waits for it.
  const transaction = database.transaction(STORE, 'readwrite', { durability: 'relaxed' })
  const outcome = committed(transaction)
  const store = transaction.objectStore(STORE)
  const entries = Object.entries(data).filter((entry): entry is [CollectionName, NonNullable<Writes[CollectionName]> | unknown[]] => entry[1] !== undefined)
  const whole = entries.filter(([, value]) => Array.isArray(value) || 'whole' in value)
  const write = (existing: readonly IDBValidKey[]) => {
    try {
      // A collection written whole loses its other chunks (and its older single key).
      for (const key of existing) if (whole.some(([name]) => isKeyOf(name, key))) store.delete(key)
      for (const [name, value] of entries) {
        if (Array.isArray(value) || 'whole' in value) {
          const chunks = chunksOf(Array.isArray(value) ? value : value.whole)
          // Chunk 0 always exists, so an empty collection is still there on the next load.
          if (!chunks.has(0)) chunks.set(0, [])
          for (const [chunk, part] of chunks) store.put(part, chunkKey(name, chunk))
        } else if ('chunks' in value) {
          for (const [chunk, part] of value.chunks) {
            if (part.length === 0 && chunk !== 0) store.delete(chunkKey(name, chunk))
            else store.put(part, chunkKey(name, chunk))
          }
        } else {
          // Read and written in this transaction: no other tab's write can land in between.
          for (const [chunk, changes] of value.records) {
            const key = chunkKey(name, chunk)
            const read = store.get(key)
            read.onsuccess = () => {
              try {
                const stored = read.result === undefined ? [] : assemble([read.result])
                const merged = mergeChunk(name, stored, changes)
                if (merged.length === 0 && chunk !== 0) store.delete(key)
                else store.put(merged, key)
              } catch (error) {
                console.warn('[mock server] A stored chunk could not be merged; the save is undone.', error)
                transaction.abort()
              }
            }
          }
        }
      }
      store.put(meta, META_KEY)
    } catch (error) {
      // A record that cannot be stored must not leave half a save behind.
      transaction.abort()
      outcome.catch(() => undefined)
      throw error
    }
  }
  if (whole.length === 0) write([])
  else {
    const request = store.getAllKeys()
    request.onsuccess = () => {
      try {
        write(request.result)
      } catch {
        // Aborted: `outcome` rejects.
      }
    }
  }
  return outcome
}

/** Some chunks of some collections, e.g. to undo changes whose save was refused. */
export async function readChunks(database: IDBDatabase, wanted: ReadonlyMap<CollectionName, Iterable<number>>): Promise<Map<CollectionName, Map<number, Rows>>> {
  const store = database.transaction(STORE, 'readonly').objectStore(STORE)
  const out = new Map<CollectionName, Map<number, Rows>>()
  const reads: Promise<void>[] = []
  for (const [name, chunks] of wanted) {
    const parts = new Map<number, Rows>()
    out.set(name, parts)
    for (const chunk of chunks) {
      reads.push(done(store.get(chunkKey(name, chunk))).then((value) => void parts.set(chunk, value === undefined ? [] : assemble([value]))))
    }
  }
  await Promise.all(reads)
  return out
}

/** Removes every stored collection and the meta (a reset that cannot otherwise fit). */
export async function clearStore(database: IDBDatabase): Promise<void> {
  const transaction = database.transaction(STORE, 'readwrite')
  const outcome = committed(transaction)
  transaction.objectStore(STORE).clear()
  return outcome
}

/** Data that could not be used, as it was stored, with when and why it was set aside. */
export interface RecoveryRecord {
  movedAt: string
  reason: string
  /** Where it was: the IndexedDB store (each key and value) or the older localStorage key. */
  source: 'indexeddb' | 'localstorage'
  entries: { key: string; value: unknown }[]
}

/** Every key and value of the data store, as stored (values unparsed). */
export async function readRaw(database: IDBDatabase): Promise<{ key: string; value: unknown }[]> {
  const { keys, values } = await readEntries(database)
  return keys.map((key, index) => ({ key: String(key), value: values[index] }))
}

/**
 * Keeps `record` in the recovery store and, when `clear`, empties the data store in the same
 * transaction, so data is never both gone from one and missing from the other.
 */
export async function keepAside(database: IDBDatabase, record: RecoveryRecord, clear: boolean): Promise<void> {
  const transaction = database.transaction([STORE, RECOVERY], 'readwrite')
  const outcome = committed(transaction)
  const recovery = transaction.objectStore(RECOVERY)
  recovery.put(record, record.movedAt)
  if (clear) transaction.objectStore(STORE).clear()
  const keys = recovery.getAllKeys()
  keys.onsuccess = () => {
    const sorted = [...keys.result].map(String).sort()
    for (const key of sorted.slice(0, Math.max(0, sorted.length - RECOVERY_KEPT))) recovery.delete(key)
  }
  return outcome
}

/** When the newest unreadable store was set aside, if one is kept. */
export async function latestRecoveryKey(database: IDBDatabase): Promise<string | null> {
  const keys = await done(database.transaction(RECOVERY, 'readonly').objectStore(RECOVERY).getAllKeys())
  const sorted = keys.map(String).sort()
  return sorted.at(-1) ?? null
}

export async function readRecovery(database: IDBDatabase, key: string): Promise<RecoveryRecord | null> {
  const value = await done(database.transaction(RECOVERY, 'readonly').objectStore(RECOVERY).get(key))
  return (value as RecoveryRecord | undefined) ?? null
}
