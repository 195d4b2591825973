import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiPaths } from '@/contract/paths'
import { apiUrl } from '@/lib/config'
import { today } from './clock'
import { db, type Snapshot, snapshot } from './db'
import {
  loadOrSeed,
  resetStore,
  SAVE_DELAY_MS,
  saveNow,
  SCHEMA_VERSION,
  startPersistence,
  STORE_KEY,
  storageHealth,
} from './persist'
import { SEED_VERSION } from './seed'
import { actNow } from './services/teammates'
import { tokenFor, userId } from './test/api'
import { memoryStorage } from './test/memory-storage'

let stopPersistence: (() => void) | null = null
afterEach(() => {
  stopPersistence?.()
  stopPersistence = null
  vi.restoreAllMocks()
})

describe('persistence', () => {
  it('restores a saved store on reload (P-01)', async () => {
    const storage = memoryStorage()
    await db.projects.update((q) => q.where({ id: 1 }), { strict: true, data: (draft) => void (draft.name = 'Renamed') })
    expect(saveNow(storage)).toBe(true)
    await db.projects.update((q) => q.where({ id: 1 }), { strict: true, data: (draft) => void (draft.name = 'Lost') })
    expect(await loadOrSeed(storage)).toBe('stored')
    expect(db.projects.findFirst((q) => q.where({ id: 1 }))?.name).toBe('Renamed')
  })

  it.each([
    ['undefined'],
    ['[object Object]'],
    ['{"schemaVersion":1,"seedVersion":'],
    [JSON.stringify({ schemaVersion: SCHEMA_VERSION, seedVersion: SEED_VERSION, data: { users: [{ id: 'x' }] } })],
    [JSON.stringify({ schemaVersion: SCHEMA_VERSION, seedVersion: SEED_VERSION - 1, data: {} })],
  ])('falls back to a fresh seed with a warning for corrupt or old data: %s (P-03, P-04)', async (stored) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const storage = memoryStorage()
    storage.setItem(STORE_KEY, stored)
    db.tasks.clear()
    expect(await loadOrSeed(storage)).toBe('seeded')
    expect(db.tasks.count()).toBeGreaterThanOrEqual(600)
    expect(warn).toHaveBeenCalled()
    expect(JSON.parse(storage.getItem(STORE_KEY) ?? '{}').seedVersion).toBe(SEED_VERSION)
  })

  it('keeps running in memory when storage refuses writes (P-02)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const storage = memoryStorage()
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError')
    }
    expect(await loadOrSeed(storage)).toBe('seeded')
    expect(storageHealth()).toBe('unavailable')
    expect(db.users.count()).toBeGreaterThanOrEqual(28)
    expect(saveNow(memoryStorage())).toBe(true)
    expect(storageHealth()).toBe('ok')
  })

  it('reset restores the seed and keeps open sessions (P-07)', async () => {
    const storage = memoryStorage()
    await db.sessions.create({ tokenHash: 't', userId: 3, createdAt: new Date().toISOString(), lastUsedAt: new Date().toISOString() })
    db.tasks.clear()
    await resetStore(storage)
    expect(db.tasks.count()).toBeGreaterThanOrEqual(600)
    expect(db.sessions.findFirst((q) => q.where({ tokenHash: 't' }))).toBeDefined()
    expect(storage.getItem(STORE_KEY)).not.toBeNull()
  })
})

/** Longer than the save delay, so a scheduled save has happened. */
const saved = () => new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS * 3))

function storedData(storage: Storage): Snapshot {
  return (JSON.parse(storage.getItem(STORE_KEY) ?? 'null') as { data: Snapshot }).data
}

describe('persistence follows the store, whoever writes', () => {
  it('saves the daily checklist that GET …/checklists/today generates', async () => {
    const staff = userId('staff')
    db.checklistItems.deleteMany((q) => q.where({ userId: staff, date: today() }))
    db.checklistDays.deleteMany((q) => q.where({ userId: staff }))
    await db.checklistTemplates.create({ id: 900, title: 'Water the plants', active: true, excludedDays: [], userIds: [staff] })
    const token = await tokenFor('staff')
    const storage = memoryStorage()
    stopPersistence = startPersistence(storage)

    const response = await fetch(apiUrl(apiPaths.checklists.today(staff)), { headers: { Authorization: `Bearer ${token}` } })
    expect(response.status).toBe(200)
    await saved()

    const data = storedData(storage)
    expect(data.checklistDays).toContainEqual({ userId: staff, date: today() })
    expect(data.checklistItems).toContainEqual(expect.objectContaining({ userId: staff, date: today(), templateId: 900, title: 'Water the plants' }))
  })

  it('saves what a simulated teammate does, outside any request', async () => {
    const storage = memoryStorage()
    stopPersistence = startPersistence(storage)
    await actNow(userId('staff'))
    await saved()
    expect(storedData(storage)).toEqual(snapshot())
  })

  it('saves a burst of writes once', async () => {
    const storage = memoryStorage()
    const setItem = vi.spyOn(storage, 'setItem')
    stopPersistence = startPersistence(storage)
    for (const id of [1, 2, 3]) {
      await db.projects.update((q) => q.where({ id }), { strict: true, data: (draft) => void (draft.name = `Burst ${id}`) })
    }
    db.comments.delete((q) => q.where({ id: 1 }))
    await saved()
    expect(setItem).toHaveBeenCalledTimes(1)
    expect(storedData(storage).projects.find((project) => project.id === 3)?.name).toBe('Burst 3')
  })

  it('does not save back what it loaded from another tab', async () => {
    const storage = memoryStorage()
    await db.projects.update((q) => q.where({ id: 1 }), { strict: true, data: (draft) => void (draft.name = 'From the other tab') })
    const otherTab = JSON.stringify({ schemaVersion: SCHEMA_VERSION, seedVersion: SEED_VERSION, savedAt: new Date().toISOString(), data: snapshot() })
    await db.projects.update((q) => q.where({ id: 1 }), { strict: true, data: (draft) => void (draft.name = 'This tab') })
    const setItem = vi.spyOn(storage, 'setItem')
    stopPersistence = startPersistence(storage)
    window.dispatchEvent(new StorageEvent('storage', { key: STORE_KEY, newValue: otherTab }))
    await saved()
    expect(db.projects.findFirst((q) => q.where({ id: 1 }))?.name).toBe('From the other tab')
    expect(setItem).not.toHaveBeenCalled()
  })
})
