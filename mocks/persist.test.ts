import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from './db'
import { loadOrSeed, resetStore, saveNow, SCHEMA_VERSION, STORE_KEY, storageHealth } from './persist'
import { SEED_VERSION } from './seed'

afterEach(() => vi.restoreAllMocks())

function memoryStorage(): Storage {
  const data = new Map<string, string>()
  return {
    get length() {
      return data.size
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  }
}

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
    await db.sessions.create({ token: 't', userId: 3, createdAt: new Date().toISOString() })
    db.tasks.clear()
    await resetStore(storage)
    expect(db.tasks.count()).toBeGreaterThanOrEqual(600)
    expect(db.sessions.findFirst((q) => q.where({ token: 't' }))).toBeDefined()
    expect(storage.getItem(STORE_KEY)).not.toBeNull()
  })
})
