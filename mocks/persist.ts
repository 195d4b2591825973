/**
 * Keeps the store across reloads (reliability checks P-01..P-07). In IndexedDB (`openPersistence`)
 * each collection is stored in chunks, and a change saves only the records it touched, merged into
 * their chunks (the collections' own hooks tell us, whoever wrote; a request's change before its
 * answer, others a few milliseconds later and when the page hides); other tabs follow through a
 * BroadcastChannel, and two tabs writing at once both keep their records. Where IndexedDB cannot be opened, the whole store
 * is one versioned localStorage key and other tabs follow through the `storage` event; data a
 * user still has under that key moves to IndexedDB on their next visit. Stored data carries its
 * schema and seed versions: data of an older schema version is migrated step by step in memory
 * (migrations.ts; the unload journal and an older tab's records too) and written back at
 * SCHEMA_VERSION; another seed version alone keeps the user's data and records the new one. Either
 * way, stored data that cannot be used (corrupt, of a newer schema version, or a migration that
 * fails) is moved aside, not erased (a recovery store, downloadable from the Demo menu) and a fresh
 * seed starts; a write the storage refuses (full or blocked) is undone in memory, so what the app
 * shows is what survives a reload, and a request that made it is answered 507 `STORAGE_FULL`
 * (`writesKept`, used by http.ts).
 */
import { type CollectionName, COLLECTION_NAMES, db, findById, type NumberedCollection, onStoreChange, restore, restoreCollections, setIdClaim, type Snapshot, snapshot } from './db'
import {
  chunkOfKey,
  chunkOfRecord,
  clearStore,
  keepAside,
  latestRecoveryKey,
  mergeChunk,
  openIdb,
  readAll,
  readChunks,
  readCollections,
  readMeta,
  readRaw,
  readRecovery,
  recordKey,
  type RecoveryRecord,
  type StoredMeta,
  writeCollections,
  type Writes,
} from './idb-store'
import { type StoredEntries, takeEarlyRead } from './idb-open'
import { type EventHold, holdEventsUntilStored } from './event-hold'
import type { StoredData } from './migrations'
import { UnmigratableError } from './unmigratable'
import { SEED_VERSION } from './seed/version'

/** The User Timing entry a fresh seed leaves (DevTools' timings; `npm run bench` reads its duration). */
const SEED_MEASURE = 'taskhive:seed'

/** The seed's code (most of the mock's data) loads only when a fresh seed is needed. */
async function seedFresh(): Promise<void> {
  const { seedDatabase } = await import('./seed')
  const started = performance.now()
  await seedDatabase()
  performance.measure(SEED_MEASURE, { start: started })
}

export const STORE_KEY = 'taskhive:db'
/**
 * Bump when the stored shape changes (a collection or field is added, renamed or removed), with a
 * migration from the previous version in migrations.ts. 2: tasks, projects and checklist templates
 * store `version`; 3: tasks store their board `position`; 4: hashed passwords, sessions by token
 * digest, files under random keys.
 */
export const SCHEMA_VERSION = 4

interface StoredStore {
  schemaVersion: number
  seedVersion: number
  savedAt: string
  data: Snapshot
}

export type StorageHealth = 'ok' | 'unavailable'
let health: StorageHealth = 'ok'
const healthListeners = new Set<(health: StorageHealth) => void>()

export function storageHealth(): StorageHealth {
  return health
}

export function onStorageHealthChange(listener: (health: StorageHealth) => void): () => void {
  healthListeners.add(listener)
  return () => healthListeners.delete(listener)
}

function setHealth(next: StorageHealth) {
  if (next === health) return
  health = next
  for (const listener of healthListeners) listener(next)
}

/** Writes the storage has refused so far. */
let refusals = 0

export function storageRefusals(): number {
  return refusals
}

/** A write the storage refused (full or blocked): the caller undoes it in memory; listeners hear of each one. */
function storageFailed(error: unknown) {
  console.warn('[mock server] Demo storage is full or blocked; the change was not kept.', error)
  refusals += 1
  health = 'unavailable'
  for (const listener of healthListeners) listener(health)
}

/** Saves what is pending now, and any refused change is undone, before it resolves. */
let committer: (() => Promise<void>) | null = null

/** A mark to pass to `writesKept` once the request's changes are made. */
export function writeMark(): number {
  return refusals
}

/**
 * Whether the changes made since `mark` are stored: saves them now (a request is answered only
 * once its change is kept) and, when the storage refused them, has them undone first.
 */
export async function writesKept(mark: number): Promise<boolean> {
  if (committer) await committer()
  return refusals === mark
}


// ---- Unreadable data, moved aside -----------------------------------------------------------

/** Where the localStorage fallback keeps data it could not use. */
export const RECOVERY_KEY = 'taskhive:db-recovery'

export interface RecoveryInfo {
  /** When the newest unreadable store was set aside. */
  movedAt: string
  /** Whether this page load set it aside (and so started a fresh seed). */
  justNow: boolean
}

/** Set aside by this load but not storable anywhere: downloadable until the page closes. */
let unstoredRecovery: RecoveryRecord | null = null
let recoveredNow: string | null = null

function recoveryRecord(error: unknown, source: RecoveryRecord['source'], entries: RecoveryRecord['entries']): RecoveryRecord {
  console.warn('[mock server] Stored demo data could not be used; it is kept aside and a fresh seed starts.', error)
  const movedAt = new Date().toISOString()
  recoveredNow = movedAt
  return { movedAt, reason: error instanceof Error ? error.message : String(error), source, entries }
}

const SECRET_FIELDS = new Set(['password', 'passwordHash', 'token', 'tokenHash'])
const SECRET_TEXT = /("(?:password|passwordHash|token|tokenHash)"\s*:\s*)"(?:[^"\\]|\\.)*"/g

/** `value` without sessions, passwords or tokens: parsed JSON in strings too, else by pattern. */
function withoutSecrets(value: unknown): unknown {
  if (typeof value === 'string') {
    try {
      return JSON.stringify(withoutSecrets(JSON.parse(value)))
    } catch {
      return value.replace(SECRET_TEXT, '$1"[removed]"')
    }
  }
  if (Array.isArray(value)) return value.map(withoutSecrets)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'sessions')
      .map(([key, field]) => [key, SECRET_FIELDS.has(key) ? '[removed]' : withoutSecrets(field)]),
  )
}

/**
 * The text of the file the Demo menu offers: the unreadable data as it was stored, less what could
 * sign someone in (sessions, password hashes, tokens; issue 21), which a download must not carry.
 */
export function recoveryFileText(record: RecoveryRecord): string {
  return JSON.stringify({ kind: 'taskhive-unreadable-demo-data', ...record, entries: downloadableEntries(record.entries) }, null, 2)
}

/** Stored entries as the recovery file gives them: no sessions, no password hashes or tokens. */
export function downloadableEntries(entries: RecoveryRecord['entries']): RecoveryRecord['entries'] {
  return entries.filter((entry) => !/^sessions(\/|$)/.test(entry.key)).map((entry) => ({ key: entry.key, value: withoutSecrets(entry.value) }))
}

function keepInLocalStorage(storage: Storage, record: RecoveryRecord): void {
  try {
    storage.setItem(RECOVERY_KEY, JSON.stringify(record))
  } catch (error) {
    console.warn('[mock server] The unreadable demo data could not be stored aside; download it from the Demo menu before closing the page.', error)
    unstoredRecovery = record
  }
}

function localRecovery(storage: Storage): RecoveryRecord | null {
  if (unstoredRecovery) return unstoredRecovery
  try {
    const text = storage.getItem(RECOVERY_KEY)
    return text ? (JSON.parse(text) as RecoveryRecord) : null
  } catch {
    return null
  }
}

let lastWritten: string | null = null

/** A burst of writes (one request, a seed, a cascade) within this window is saved once. */
export const SAVE_DELAY_MS = 30

let savesHeld = 0

/**
 * Runs `work` with delayed saves put off until it ends, however long it takes: a batch (issue 19)
 * is stored in one write, by the request's own save once it answers.
 */
export async function holdingSaves<T>(work: () => Promise<T>): Promise<T> {
  savesHeld += 1
  try {
    return await work()
  } finally {
    savesHeld -= 1
  }
}

/** A timer that runs `save` after the save delay, or later while saves are held. */
function afterSaveDelay(save: () => void, rearmed: (timer: ReturnType<typeof setTimeout>) => void): ReturnType<typeof setTimeout> {
  const fire = () => {
    if (savesHeld > 0) rearmed(setTimeout(fire, SAVE_DELAY_MS))
    else save()
  }
  return setTimeout(fire, SAVE_DELAY_MS)
}
let pendingSave: ReturnType<typeof setTimeout> | null = null

function cancelPendingSave() {
  if (pendingSave) clearTimeout(pendingSave)
  pendingSave = null
}

/**
 * While another tab's (or the stored) data is being loaded, its writes are not ours to save:
 * saving them would bounce the copy back to the other tab, over and over.
 */
let restoring = 0

/** The localStorage fallback's events, held until the save of their change (startPersistence). */
let localEvents: EventHold | null = null

/** Writes the store now (and drops a pending delayed save); returns whether it was saved. */
export function saveNow(storage: Storage = localStorage): boolean {
  cancelPendingSave()
  const held = localEvents?.take() ?? []
  const stored = writeStore(storage)
  localEvents?.settle(held, stored)
  return stored
}

function writeStore(storage: Storage): boolean {
  const record: StoredStore = {
    schemaVersion: SCHEMA_VERSION,
    seedVersion: SEED_VERSION,
    savedAt: new Date().toISOString(),
    data: snapshot(),
  }
  const text = JSON.stringify(record)
  try {
    storage.setItem(STORE_KEY, text)
    lastWritten = text
    setHealth('ok')
    return true
  } catch (error) {
    storageFailed(error)
    return false
  }
}

/**
 * The stored schema version, when this build can take its data up to SCHEMA_VERSION: older data
 * is migrated (migrations.ts), newer or unversioned data cannot be used.
 */
function usableSchemaVersion(stored: unknown): number {
  if (typeof stored !== 'object' || stored === null) throw new Error('the stored meta is not an object')
  const { schemaVersion, seedVersion } = stored as Partial<StoredMeta>
  if (typeof seedVersion !== 'number') throw new Error(`stored seed version ${String(seedVersion)} is not a version`)
  if (typeof schemaVersion !== 'number' || !Number.isInteger(schemaVersion)) throw new Error(`stored schema version ${String(schemaVersion)} is not a version`)
  if (schemaVersion > SCHEMA_VERSION) throw new UnmigratableError(`stored schema version ${schemaVersion} is newer than this build's ${SCHEMA_VERSION}`)
  return schemaVersion
}

/**
 * Whether data stored with `meta` must be written again at this build's versions: it was migrated,
 * or it was stored under another seed (the user's data stays; the seed version is brought up to date).
 */
function isOutdated(meta: Pick<StoredMeta, 'schemaVersion' | 'seedVersion'>): boolean {
  return meta.schemaVersion !== SCHEMA_VERSION || meta.seedVersion !== SEED_VERSION
}

/**
 * Data of an older schema version taken up to this build's, step by step (migrations.ts). The
 * steps load only then: a visitor whose data is current never downloads them (issue 13, the
 * dashboard's first visit). Callers skip the call for current data, so its load stays in one task.
 */
async function migrateOlder(data: StoredData, from: number): Promise<StoredData> {
  const { migrateStored } = await import('./migrations')
  return migrateStored(data, from, SCHEMA_VERSION)
}

/** Restores a stored localStorage text (migrated when older); returns whether it is outdated. */
async function restoreFrom(text: string): Promise<boolean> {
  const parsed = JSON.parse(text) as Partial<StoredStore> | null
  if (!parsed || typeof parsed !== 'object') throw new Error('not an object')
  const from = usableSchemaVersion(parsed)
  if (typeof parsed.data !== 'object' || parsed.data === null) throw new Error('no data')
  const data = (from === SCHEMA_VERSION ? parsed.data : await migrateOlder(parsed.data as StoredData, from)) as Snapshot
  restoring += 1
  try {
    await restore(data)
  } finally {
    restoring -= 1
  }
  return isOutdated(parsed as StoredStore)
}

/** Loads the stored store, or seeds a fresh one (and says why in the console). */
export async function loadOrSeed(storage: Storage = localStorage): Promise<'stored' | 'seeded'> {
  let text: string | null = null
  try {
    text = storage.getItem(STORE_KEY)
  } catch {
    setHealth('unavailable')
  }
  if (text) {
    try {
      const outdated = await restoreFrom(text)
      lastWritten = text
      // Migrated (or of an older seed): stored again at this build's versions.
      if (outdated) saveNow(storage)
      return 'stored'
    } catch (error) {
      keepInLocalStorage(storage, recoveryRecord(error, 'localstorage', [{ key: STORE_KEY, value: text }]))
    }
  }
  await seedFresh()
  saveNow(storage)
  return 'seeded'
}

/** Saves now; a refused save is undone in memory (back to what the key holds) and other screens refetch. */
async function saveOrUndo(storage: Storage): Promise<void> {
  if (saveNow(storage) || lastWritten === null) return
  try {
    await restoreFrom(lastWritten)
    notifyRemoteChange()
  } catch (error) {
    console.warn('[mock server] A refused change could not be undone.', error)
  }
}

/** Restores the seed. Open sessions of seeded people survive, so nobody is signed out. */
async function reseedKeepingSessions(): Promise<void> {
  const sessions = db.sessions.all().map((session) => ({ ...session }))
  await seedFresh()
  for (const session of sessions) {
    if (findById('users', session.userId)) await db.sessions.create(session)
  }
}

/** Restores the seed and saves it (localStorage). Open sessions of seeded people survive. */
export async function resetStore(storage: Storage = localStorage): Promise<void> {
  await reseedKeepingSessions()
  if (saveNow(storage)) return
  // A key too full to take the seed beside what it replaces is emptied first: a reset drops it anyway.
  storage.removeItem(STORE_KEY)
  if (!saveNow(storage)) throw new Error('The demo storage refused the reset')
}

/** Saves after every change to the store and on page hide; follows other tabs. Returns a stop function. */
export function startPersistence(storage: Storage = localStorage): () => void {
  const events = holdEventsUntilStored(() => pendingSave !== null)
  localEvents = events
  const stopChanges = onStoreChange(() => {
    if (restoring > 0 || pendingSave) return
    pendingSave = afterSaveDelay(() => void saveOrUndo(storage), (timer) => (pendingSave = timer))
  })
  const onHide = () => {
    if (pendingSave) saveNow(storage)
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORE_KEY || event.newValue === null || event.newValue === lastWritten) return
    const text = event.newValue
    restoreFrom(text)
      .then(() => {
        lastWritten = text
        notifyRemoteChange()
      })
      .catch((error: unknown) => console.warn('[mock server] Ignored unreadable data from another tab.', error))
  }
  window.addEventListener('pagehide', onHide)
  document.addEventListener('visibilitychange', onHide)
  window.addEventListener('storage', onStorage)
  const commit = () => saveOrUndo(storage)
  committer = commit
  return () => {
    if (committer === commit) committer = null
    if (localEvents === events) localEvents = null
    events.stop()
    stopChanges()
    cancelPendingSave()
    window.removeEventListener('pagehide', onHide)
    document.removeEventListener('visibilitychange', onHide)
    window.removeEventListener('storage', onStorage)
  }
}

const remoteListeners = new Set<() => void>()
/** Called after another tab's changes were loaded, so the app can refetch. */
export function onRemoteChange(listener: () => void): () => void {
  remoteListeners.add(listener)
  return () => remoteListeners.delete(listener)
}

function notifyRemoteChange() {
  for (const listener of remoteListeners) listener()
}

// ---- IndexedDB ------------------------------------------------------------------------------

/** Where tabs tell each other which collections they saved. */
export const SYNC_CHANNEL = 'taskhive:db'
const TAB_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

interface SyncMessage {
  tab: string
  names: CollectionName[]
}

function metaNow(): StoredMeta {
  return { schemaVersion: SCHEMA_VERSION, seedVersion: SEED_VERSION, savedAt: new Date().toISOString() }
}

/**
 * Where the page, as it hides, writes the changes IndexedDB may not have committed yet: browsers do
 * not promise to finish a transaction started during unload, and localStorage is written at once.
 * The next load lays it over what IndexedDB holds, when it is newer (P-01: a sign-in followed at
 * once by a reload must not lose the session).
 */
export const JOURNAL_KEY = 'taskhive:db-journal'

/** Records changed and not yet stored, by collection and key; `null` for a removed one. */
type Pending = Map<CollectionName, Map<string, object | null>>

interface Journal {
  schemaVersion: number
  seedVersion: number
  savedAt: string
  records: Partial<Record<CollectionName, { put: object[]; remove: string[] }>>
}

function changesOf(records: Map<string, object | null>): { put: object[]; remove: string[] } {
  const put: object[] = []
  const remove: string[] = []
  for (const [key, record] of records) {
    if (record) put.push(record)
    else remove.push(key)
  }
  return { put, remove }
}

/** Writes the journal; returns its text, or null when there was nothing to keep or it failed. */
function writeJournal(storage: Storage, pending: Pending): string | null {
  if (pending.size === 0) return null
  const records: Journal['records'] = {}
  for (const [name, changed] of pending) records[name] = changesOf(changed)
  const text = JSON.stringify({ ...metaNow(), records } satisfies Journal)
  try {
    storage.setItem(JOURNAL_KEY, text)
    return text
  } catch (error) {
    console.warn('[mock server] Could not keep the last changes for the next visit.', error)
    return null
  }
}

function clearJournal(storage: Storage): void {
  try {
    storage.removeItem(JOURNAL_KEY)
  } catch {
    // A blocked localStorage holds no journal.
  }
}

/** Lays changed records over the collections' data, by record key (see idb-store.ts). */
function layOver(data: Partial<Snapshot>, name: CollectionName, changes: { put: readonly object[]; remove: readonly string[] }): void {
  const stored = data[name] as object[] | undefined
  if (!stored) return
  ;(data as Record<CollectionName, object[]>)[name] = mergeChunk(name, stored, changes)
}

/**
 * A journal this recent is applied even when another tab saved after it was written: that tab
 * saved its own records, and the journal holds only the records the hidden page changed.
 */
export const JOURNAL_FRESH_MS = 60_000

type JournalChanges = Map<CollectionName, { put: object[]; remove: string[] }>

/**
 * Lays the journal over the stored data, which is at SCHEMA_VERSION (each journalled record
 * replaces the stored one with its key), and returns its changes, when it is newer than the stored
 * data or fresh; a journal of an older schema version is migrated first, an old, unreadable or
 * newer one is dropped whole. A page that lives on after hiding clears its own journal once its
 * save commits, so a journal found here is one whose save may not have landed.
 */
export async function applyJournal(data: Partial<Snapshot>, meta: StoredMeta, storage: Storage, now = Date.now()): Promise<JournalChanges> {
  const changes: JournalChanges = new Map()
  let text: string | null
  try {
    text = storage.getItem(JOURNAL_KEY)
  } catch {
    return changes
  }
  if (!text) return changes
  clearJournal(storage)
  try {
    const journal = JSON.parse(text) as Journal
    const fresh = now - Date.parse(journal.savedAt) < JOURNAL_FRESH_MS
    if (!(journal.savedAt > meta.savedAt) && !fresh) return changes
    if (typeof journal.records !== 'object' || journal.records === null) return changes
    const from = usableSchemaVersion(journal)
    for (const name of COLLECTION_NAMES) {
      const change = journal.records[name]
      if (!change || !data[name]) continue
      if (!Array.isArray(change.put) || !Array.isArray(change.remove)) throw new Error(`journal of ${name} is not a list of changes`)
      changes.set(name, change)
    }
    // Its records in this build's shape, all of them before any is laid over: all or nothing.
    const records = Object.fromEntries([...changes].map(([name, change]) => [name, change.put]))
    const puts = from === SCHEMA_VERSION ? records : await migrateOlder(records, from)
    for (const [name, change] of changes) {
      const put = puts[name]
      if (!Array.isArray(put)) throw new Error(`journal of ${name} lost its records in migration`)
      changes.set(name, { put: put as object[], remove: change.remove })
    }
    for (const [name, change] of changes) layOver(data, name, change)
    return changes
  } catch (error) {
    console.warn('[mock server] Ignored the unreadable changes journal.', error)
    return new Map()
  }
}

/** The records merged into what is stored (idb-store.ts), so another tab's saves stay. */
function recordWrites(changes: JournalChanges): Writes {
  const writes: Writes = {}
  for (const [name, { put, remove }] of changes) {
    const chunks = new Map<number, { put: object[]; remove: string[] }>()
    const chunk = (index: number) => chunks.get(index) ?? chunks.set(index, { put: [], remove: [] }).get(index)!
    for (const record of put) chunk(chunkOfRecord(record)).put.push(record)
    for (const key of remove) chunk(chunkOfKey(key)).remove.push(key)
    writes[name] = { records: chunks }
  }
  return writes
}

async function restoreStored(data: Partial<Snapshot>): Promise<void> {
  const missing = COLLECTION_NAMES.filter((name) => data[name] === undefined)
  if (missing.length > 0) throw new Error(`no ${missing.join(', ')}`)
  restoring += 1
  try {
    // The boot's load: no call is answered before it is done.
    await restore(data as Snapshot, { paced: true })
  } finally {
    restoring -= 1
  }
}

/**
 * Set when a whole write (after a load that migrated, or a fresh seed) was refused: what is stored
 * is then not what the meta's version says, so the next save writes everything, not only its records.
 */
let wholeSaveOwed = false

async function writeEverything(database: IDBDatabase): Promise<boolean> {
  try {
    await writeCollections(database, snapshot(), metaNow())
    wholeSaveOwed = false
    setHealth('ok')
    return true
  } catch (error) {
    wholeSaveOwed = true
    storageFailed(error)
    return false
  }
}

/**
 * Loads the store from IndexedDB; on a first visit moves data the user has under the old
 * localStorage key (and frees that key), or else seeds a fresh store and saves it.
 */
export async function loadOrSeedIndexed(
  database: IDBDatabase,
  storage: Storage = localStorage,
  /** The store's entries as read already (`readStoreEarly`); else they are read here. */
  entries?: Promise<StoredEntries>,
): Promise<'stored' | 'migrated' | 'seeded'> {
  let stored: Awaited<ReturnType<typeof readAll>> | null = null
  /** Why the stored data cannot be used, when it cannot: it is then moved aside before the seed. */
  let unusable: unknown = null
  try {
    stored = await readAll(database, entries)
  } catch (error) {
    unusable = error
  }
  if (stored?.meta) {
    try {
      const { meta } = stored
      const from = usableSchemaVersion(meta)
      // Older data is migrated in memory, whole, before anything is restored or written.
      const data = (from === SCHEMA_VERSION ? stored.data : await migrateOlder(stored.data, from)) as Partial<Snapshot>
      const journalled = await applyJournal(data, meta, storage)
      await restoreStored(data)
      // Data stored an older way (one array per collection, or chunks of JSON text), migrated or
      // of an older seed is rewritten once, whole, at this build's versions; what the journal
      // brought back is stored for good, record by record.
      if (stored.older || isOutdated(meta)) await writeEverything(database)
      else if (journalled.size > 0) {
        await writeCollections(database, recordWrites(journalled), metaNow()).then(
          () => setHealth('ok'),
          (error: unknown) => storageFailed(error),
        )
      }
      return 'stored'
    } catch (error) {
      unusable = error
    }
  } else if (stored && Object.keys(stored.data).length > 0) {
    unusable = new Error('stored collections without their meta record')
  } else if (stored) {
    let text: string | null = null
    try {
      text = storage.getItem(STORE_KEY)
    } catch {
      // A blocked localStorage simply has nothing to move.
    }
    if (text) {
      try {
        await restoreFrom(text)
        // The old copy goes only once the new one is safely written.
        if (await writeEverything(database)) storage.removeItem(STORE_KEY)
        return 'migrated'
      } catch (error) {
        const record = recoveryRecord(error, 'localstorage', [{ key: STORE_KEY, value: text }])
        try {
          await keepAside(database, record, false)
          storage.removeItem(STORE_KEY)
        } catch (failure) {
          console.warn('[mock server] The unreadable demo data stays under its old key.', failure)
        }
      }
    }
  }
  if (unusable) await moveAside(database, unusable)
  await seedFresh()
  await writeEverything(database)
  return 'seeded'
}

/** Moves the data store's every key and value, as stored, to the recovery store (one transaction). */
async function moveAside(database: IDBDatabase, reason: unknown): Promise<void> {
  let entries: RecoveryRecord['entries'] = []
  try {
    entries = await readRaw(database)
  } catch (error) {
    console.warn('[mock server] The unreadable demo data could not be read at all.', error)
  }
  const record = recoveryRecord(reason, 'indexeddb', entries)
  try {
    await keepAside(database, record, true)
  } catch (error) {
    console.warn('[mock server] The unreadable demo data could not be stored aside; download it from the Demo menu before closing the page.', error)
    unstoredRecovery = record
  }
}

/**
 * The newest store set aside: this load's own (kept or not), else `earlier`, the newest key an
 * earlier load kept, read beside this load (one transaction fewer before the server can answer).
 */
async function indexedRecovery(earlier: Promise<string | null>): Promise<RecoveryInfo | null> {
  const movedAt = unstoredRecovery?.movedAt ?? recoveredNow ?? (await earlier)
  return movedAt ? { movedAt, justNow: movedAt === recoveredNow } : null
}

/** Where tabs sharing the stored data count ids, so no two create a record with the same one. */
export const IDS_KEY = 'taskhive:db-ids'

/** Ids from a counter in localStorage, shared by every tab (a synchronous read and write). */
function sharedIds(storage: Storage): Parameters<typeof setIdClaim>[0] {
  return (name, next) => {
    try {
      const counters = JSON.parse(storage.getItem(IDS_KEY) ?? '{}') as Partial<Record<string, unknown>>
      const shared = counters[name]
      const id = typeof shared === 'number' && shared > next ? shared : next
      storage.setItem(IDS_KEY, JSON.stringify({ ...counters, [name]: id + 1 }))
      return id
    } catch {
      return next
    }
  }
}

/**
 * Saves the records a change touched, a burst once, and on page hide; loads what other tabs save.
 * Each save merges its records into the stored chunks (idb-store.ts), so two tabs writing at once
 * both keep their changes: two people ticking items of one checklist lose no tick. `flush` saves
 * whatever is pending now.
 */
export function startIndexedPersistence(database: IDBDatabase, storage: Storage = localStorage): { flush: () => Promise<void>; saveAll: () => Promise<void>; stop: () => void } {
  /** The keys of the records changed since the last save, per collection. */
  const dirty = new Map<CollectionName, Set<string>>()
  let timer: ReturnType<typeof setTimeout> | null = null
  let saving: Promise<void> = Promise.resolve()
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SYNC_CHANNEL)
  let stopped = false
  /** Tells the other tabs what was saved; a save that lands after `stop` (the channel closed) tells nobody. */
  const announce = (names: CollectionName[]) => {
    if (!stopped) channel?.postMessage({ tab: TAB_ID, names } satisfies SyncMessage)
  }
  setIdClaim(sharedIds(storage))
  const events = holdEventsUntilStored(() => dirty.size > 0)

  /** Records handed to IndexedDB whose transaction has not committed yet. */
  const inFlight: Pending = new Map()
  /** The dirty records as they are now (null: gone), in one pass over each collection. */
  const currentOf = (keys: Map<CollectionName, Set<string>>): Pending => {
    const pending: Pending = new Map()
    for (const [name, wanted] of keys) {
      const records = new Map<string, object | null>()
      // A record known by its id is looked up (a scan would read all 20,000 tasks at every save);
      // the few known by a natural key are found in one pass.
      const byNaturalKey = new Set<string>()
      for (const key of wanted) {
        if (key.startsWith('#')) {
          records.set(key, findById(name as NumberedCollection, Number(key.slice(1))) ?? null)
        } else {
          records.set(key, null)
          byNaturalKey.add(key)
        }
      }
      if (byNaturalKey.size > 0) {
        for (const record of db[name].all() as object[]) {
          const key = recordKey(name, record)
          if (byNaturalKey.has(key)) records.set(key, record)
        }
      }
      pending.set(name, records)
    }
    return pending
  }
  /** Changes not stored yet, this tab's: kept over what another tab stored. */
  const unsaved = (): Pending => {
    const all: Pending = new Map([...inFlight].map(([name, records]) => [name, new Map(records)]))
    for (const [name, records] of currentOf(dirty)) {
      const merged = all.get(name) ?? new Map<string, object | null>()
      for (const [key, record] of records) merged.set(key, record)
      all.set(name, merged)
    }
    return all
  }

  /** Saves (and undos) not yet settled: a request's answer waits for them all. */
  const unsettled = new Set<Promise<void>>()
  const track = (promise: Promise<void>) => {
    unsettled.add(promise)
    void promise.finally(() => unsettled.delete(promise))
    return promise
  }

  /**
   * Puts the records of a refused save back as IndexedDB holds them (a new one goes), so the app
   * shows what a reload would.
   */
  const undo = async (pending: Pending) => {
    try {
      const chunks = new Map(
        [...pending].map(([name, records]) => [name, new Set([...records].map(([key, record]) => (record ? chunkOfRecord(record) : chunkOfKey(key))))] as const),
      )
      const stored = await readChunks(database, chunks)
      const data: Partial<Record<CollectionName, object[]>> = {}
      for (const [name, records] of pending) {
        const keys = new Set(records.keys())
        const kept = [...(stored.get(name)?.values() ?? [])].flat().filter((record) => keys.has(recordKey(name, record)))
        data[name] = mergeChunk(name, db[name].all() as object[], { put: kept, remove: [...keys] })
        const marks = dirty.get(name)
        for (const key of keys) marks?.delete(key)
        if (marks?.size === 0) dirty.delete(name)
      }
      restoring += 1
      try {
        await restoreCollections(data as Partial<Snapshot>)
      } finally {
        restoring -= 1
      }
      notifyRemoteChange()
    } catch (error) {
      console.warn('[mock server] A refused change could not be undone.', error)
    }
  }

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer)
    timer = null
    if (dirty.size === 0) return saving
    const pending = currentOf(dirty)
    dirty.clear()
    const held = events.take()
    const names = [...pending.keys()]
    // Records are replaced, never changed in place, by the store: these stay as they are now.
    const whole = wholeSaveOwed
    const writes = whole ? snapshot() : recordWrites(new Map([...pending].map(([name, records]) => [name, changesOf(records)])))
    for (const [name, records] of pending) {
      const flying = inFlight.get(name) ?? new Map<string, object | null>()
      for (const [key, record] of records) flying.set(key, record)
      inFlight.set(name, flying)
    }
    const landed = () => {
      for (const [name, records] of pending) {
        const flying = inFlight.get(name)
        for (const [key, record] of records) if (flying?.get(key) === record) flying.delete(key)
        if (flying?.size === 0) inFlight.delete(name)
      }
    }
    saving = writeCollections(database, writes, metaNow()).then(
      () => {
        landed()
        if (whole) wholeSaveOwed = false
        setHealth('ok')
        announce(names)
        events.settle(held, true)
      },
      (error: unknown) => {
        landed()
        storageFailed(error)
        events.settle(held, false)
        return undo(pending)
      },
    )
    return track(saving)
  }

  const markDirty = (name: CollectionName, key: string) => {
    const keys = dirty.get(name) ?? new Set<string>()
    keys.add(key)
    dirty.set(name, keys)
  }

  /**
   * Writes every collection whole, e.g. after a reset: @msw/data's `clear` does not report every
   * record it drops, so record tracking could leave a stale one behind.
   */
  const saveAll = (): Promise<void> => {
    if (timer) clearTimeout(timer)
    timer = null
    dirty.clear()
    const held = events.take()
    try {
      storage.removeItem(IDS_KEY)
    } catch {
      // Ids then go on from the old counter: still unique.
    }
    const data = snapshot()
    const write = () => writeCollections(database, data, metaNow())
    const attempt = saving
      .then(() =>
        // A store too full to take the seed beside what it replaces is emptied first: a reset drops it anyway.
        write().catch(async () => {
          await clearStore(database)
          await write()
        }),
      )
      .then(
        () => {
          wholeSaveOwed = false
          setHealth('ok')
          announce(COLLECTION_NAMES)
          events.settle(held, true)
        },
        (error: unknown) => {
          storageFailed(error)
          events.settle(held, false)
          throw error
        },
      )
    saving = track(attempt.catch(() => undefined))
    return attempt
  }

  const stopChanges = onStoreChange((name, record) => {
    if (restoring > 0) return
    markDirty(name, recordKey(name, record))
    timer ??= afterSaveDelay(() => void flush(), (next) => (timer = next))
  })
  // What is not yet committed goes to the journal at once, then IndexedDB is asked to save it.
  const onHide = (event: Event) => {
    if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return
    const journal = writeJournal(storage, unsaved())
    // Still here once the save committed (a tab switch, not an unload): the journal is done.
    void flush().then(() => {
      try {
        if (journal !== null && health === 'ok' && storage.getItem(JOURNAL_KEY) === journal) clearJournal(storage)
      } catch {
        // Nothing to clear.
      }
    })
  }
  const onMessage = (event: MessageEvent<SyncMessage>) => {
    const { tab, names } = event.data ?? {}
    if (tab === TAB_ID || !Array.isArray(names)) return
    Promise.all([readCollections(database, names), readMeta(database)])
      .then(async ([stored, meta]) => {
        // A tab of an older build, still open, stores records of its own shape.
        const data = (meta && meta.schemaVersion < SCHEMA_VERSION ? await migrateOlder(stored, meta.schemaVersion) : stored) as Partial<Snapshot>
        // What this tab changed and has not stored yet stays as this tab has it.
        for (const [name, records] of unsaved()) layOver(data, name, changesOf(records))
        restoring += 1
        try {
          await restoreCollections(data)
        } finally {
          restoring -= 1
        }
        notifyRemoteChange()
      })
      .catch((error: unknown) => console.warn('[mock server] Ignored unreadable data from another tab.', error))
  }
  window.addEventListener('pagehide', onHide)
  document.addEventListener('visibilitychange', onHide)
  channel?.addEventListener('message', onMessage)
  const commit = async () => {
    await flush()
    await Promise.all(unsettled)
  }
  committer = commit
  return {
    flush,
    saveAll,
    stop: () => {
      stopped = true
      if (committer === commit) committer = null
      events.stop()
      stopChanges()
      setIdClaim(null)
      if (timer) clearTimeout(timer)
      window.removeEventListener('pagehide', onHide)
      document.removeEventListener('visibilitychange', onHide)
      channel?.close()
    },
  }
}

export interface Persistence {
  mode: 'indexeddb' | 'localstorage'
  /** 'migrated': moved from the older localStorage key to IndexedDB; a store of an older schema version loads as 'stored'. */
  loaded: 'stored' | 'migrated' | 'seeded'
  /** Restores the seed (keeping who is signed in) and has it saved before resolving. */
  reset: () => Promise<void>
  /** Saves whatever is pending now. */
  flush: () => Promise<void>
  /** The newest stored data that could not be used and was set aside, if any. */
  recovery: RecoveryInfo | null
  /** That data as a JSON file's text, as it was stored. */
  recoveryFile: () => Promise<string | null>
  stop: () => void
}

/** Loads the store and keeps it: IndexedDB where it opens, else the localStorage fallback. */
export async function openPersistence(factory: IDBFactory | undefined = globalThis.indexedDB, storage: Storage = localStorage): Promise<Persistence> {
  // One open per page load: what an earlier one set aside is not this load's news.
  recoveredNow = null
  unstoredRecovery = null
  // The read the entry started (src/demo-server.ts), if it started one.
  const early = await takeEarlyRead(factory)
  const database = early ? early.database : await openIdb(factory)
  if (!database) {
    const loaded = await loadOrSeed(storage)
    const kept = localRecovery(storage)
    return {
      mode: 'localstorage',
      loaded,
      reset: () => resetStore(storage),
      flush: async () => void saveNow(storage),
      recovery: kept ? { movedAt: kept.movedAt, justNow: kept.movedAt === recoveredNow } : null,
      recoveryFile: async () => {
        const record = localRecovery(storage)
        return record ? recoveryFileText(record) : null
      },
      stop: startPersistence(storage),
    }
  }
  // Read beside the load; without a recovery store nothing was ever set aside.
  const earlierRecovery = latestRecoveryKey(database).catch(() => null)
  const loaded = await loadOrSeedIndexed(database, storage, early?.entries ?? undefined)
  const recovery = await indexedRecovery(earlierRecovery)
  const { flush, saveAll, stop } = startIndexedPersistence(database, storage)
  return {
    mode: 'indexeddb',
    loaded,
    reset: async () => {
      await reseedKeepingSessions()
      await saveAll()
    },
    flush,
    recovery,
    recoveryFile: async () => {
      if (unstoredRecovery) return recoveryFileText(unstoredRecovery)
      const key = await latestRecoveryKey(database)
      const record = key ? await readRecovery(database, key) : null
      return record ? recoveryFileText(record) : null
    },
    stop: () => {
      stop()
      database.close()
    },
  }
}
