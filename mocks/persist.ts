/**
 * Keeps the store across reloads (reliability checks P-01..P-07): one versioned key, written a few
 * milliseconds after any record changes (the collections' own hooks tell us, whoever wrote) and
 * when the page hides; corrupt or old data falls back to a fresh seed with a console warning; a
 * full or blocked storage keeps the demo running in memory; other tabs follow through the
 * `storage` event.
 */
import { db, onStoreChange, restore, type Snapshot, snapshot } from './db'
import { SEED_VERSION, seedDatabase } from './seed'

export const STORE_KEY = 'taskhive:db'
/** Bump when the stored shape changes (a collection or field is added, renamed or removed). */
export const SCHEMA_VERSION = 1

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

let lastWritten: string | null = null

/** A burst of writes (one request, a seed, a cascade) within this window is saved once. */
export const SAVE_DELAY_MS = 30
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

/** Writes the store now (and drops a pending delayed save); returns whether it was saved. */
export function saveNow(storage: Storage = localStorage): boolean {
  cancelPendingSave()
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
    console.warn('[mock server] Demo storage is full or blocked; changes will not survive a reload.', error)
    setHealth('unavailable')
    return false
  }
}

async function restoreFrom(text: string): Promise<void> {
  const parsed = JSON.parse(text) as Partial<StoredStore> | null
  if (!parsed || typeof parsed !== 'object') throw new Error('not an object')
  if (parsed.schemaVersion !== SCHEMA_VERSION || parsed.seedVersion !== SEED_VERSION) {
    throw new Error(`stored version ${parsed.schemaVersion}/${parsed.seedVersion} is not ${SCHEMA_VERSION}/${SEED_VERSION}`)
  }
  if (!parsed.data) throw new Error('no data')
  restoring += 1
  try {
    await restore(parsed.data)
  } finally {
    restoring -= 1
  }
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
      await restoreFrom(text)
      lastWritten = text
      return 'stored'
    } catch (error) {
      console.warn('[mock server] Stored demo data could not be used; starting from a fresh seed.', error)
    }
  }
  await seedDatabase()
  saveNow(storage)
  return 'seeded'
}

/** Restores the seed and saves it. Open sessions of seeded people survive, so nobody is signed out. */
export async function resetStore(storage: Storage = localStorage): Promise<void> {
  const sessions = db.sessions.all().map((session) => ({ ...session }))
  await seedDatabase()
  for (const session of sessions) {
    if (db.users.findFirst((q) => q.where({ id: session.userId }))) await db.sessions.create(session)
  }
  saveNow(storage)
}

/** Saves after every change to the store and on page hide; follows other tabs. Returns a stop function. */
export function startPersistence(storage: Storage = localStorage): () => void {
  const stopChanges = onStoreChange(() => {
    if (restoring > 0 || pendingSave) return
    pendingSave = setTimeout(() => saveNow(storage), SAVE_DELAY_MS)
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
        for (const listener of remoteListeners) listener()
      })
      .catch((error: unknown) => console.warn('[mock server] Ignored unreadable data from another tab.', error))
  }
  window.addEventListener('pagehide', onHide)
  document.addEventListener('visibilitychange', onHide)
  window.addEventListener('storage', onStorage)
  return () => {
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
