import { describe, expect, it } from 'vitest'
import { type Migration, MIGRATIONS, migrateStored, migrationsBetween, UnmigratableError } from './migrations'
import { SCHEMA_VERSION } from './persist'
import { tokenDigest, verifyPassword } from './secrets'

describe('the migration chain', () => {
  it('leads, one version at a time, from schema version 1 to this build’s', () => {
    expect(MIGRATIONS.map(({ from, to }) => [from, to])).toEqual(Array.from({ length: SCHEMA_VERSION - 1 }, (_, index) => [index + 1, index + 2]))
    expect(migrationsBetween(1, SCHEMA_VERSION)).toEqual(MIGRATIONS)
    expect(migrationsBetween(SCHEMA_VERSION, SCHEMA_VERSION)).toEqual([])
    for (const migration of MIGRATIONS) expect(migration.describe).not.toBe('')
  })

  it('cannot take up a newer version, or one it has no step from', () => {
    expect(() => migrationsBetween(SCHEMA_VERSION + 1, SCHEMA_VERSION)).toThrow(UnmigratableError)
    expect(() => migrationsBetween(0, SCHEMA_VERSION)).toThrow(UnmigratableError)
    expect(() => migrationsBetween(1.5, SCHEMA_VERSION)).toThrow(UnmigratableError)
    expect(() => migrationsBetween(1, 3, [{ from: 1, to: 2, describe: 'one', migrate: (data) => data }])).toThrow('no migration from schema version 2 to 3')
  })
})

describe('1 → 2: versions stored on every task, project and checklist template', () => {
  const v1 = () => ({
    tasks: [{ id: 1, title: 'Never changed' }, { id: 2, title: 'Changed twice', version: 2 }],
    projects: [{ id: 1, name: 'P' }],
    checklistTemplates: [{ id: 1, title: 'T', version: 0 }],
    comments: [{ id: 1, text: 'Not versioned' }],
  })

  it('sets version 0 where none was stored and keeps the rest as it was', () => {
    const data = v1()
    expect(migrateStored(data, 1, 2)).toEqual({
      tasks: [{ id: 1, title: 'Never changed', version: 0 }, { id: 2, title: 'Changed twice', version: 2 }],
      projects: [{ id: 1, name: 'P', version: 0 }],
      checklistTemplates: [{ id: 1, title: 'T', version: 0 }],
      comments: [{ id: 1, text: 'Not versioned' }],
    })
    expect(data).toEqual(v1())
  })

  it('leaves what is not a list of records for the schema check to refuse, and is a no-op on migrated data', () => {
    expect(migrateStored({ tasks: 'garbage', projects: [null, 3] }, 1, 2)).toEqual({ tasks: 'garbage', projects: [null, 3] })
    const once = migrateStored(v1(), 1, 2)
    expect(migrateStored(once, 1, 2)).toEqual(once)
  })
})

describe('2 → 3: every task stores its place on the board', () => {
  const v2 = () => ({
    tasks: [{ id: 3, title: 'Never moved', version: 0 }, { id: 1, title: 'Moved', version: 4, position: 7.5 }],
    projects: [{ id: 1, name: 'P', version: 0 }],
  })

  it('gives a task without one its id (the order the board had) and keeps the rest as it was', () => {
    const data = v2()
    expect(migrateStored(data, 2, 3)).toEqual({
      tasks: [{ id: 3, title: 'Never moved', version: 0, position: 3 }, { id: 1, title: 'Moved', version: 4, position: 7.5 }],
      projects: [{ id: 1, name: 'P', version: 0 }],
    })
    expect(data).toEqual(v2())
  })

  it('runs after 1 → 2, leaves malformed data to the schema check and is a no-op on migrated data', () => {
    expect(migrateStored({ tasks: [{ id: 2, title: 'Old' }] }, 1, 3)).toEqual({ tasks: [{ id: 2, title: 'Old', version: 0, position: 2 }] })
    expect(migrateStored({ tasks: 'garbage' }, 2, 3)).toEqual({ tasks: 'garbage' })
    expect(migrateStored({ tasks: [{ title: 'No id' }] }, 2, 3)).toEqual({ tasks: [{ title: 'No id' }] })
    const once = migrateStored(v2(), 2, 3)
    expect(migrateStored(once, 2, 3)).toEqual(once)
  })
})

describe('migrating step by step', () => {
  const chain: Migration[] = [
    { from: 1, to: 2, describe: 'adds b', migrate: (data) => ({ ...data, b: [] }) },
    { from: 2, to: 3, describe: 'adds c', migrate: (data) => ({ ...data, c: [] }) },
  ]

  it('runs each step from the stored version on, in order', () => {
    expect(migrateStored({ a: [] }, 1, 3, chain)).toEqual({ a: [], b: [], c: [] })
    expect(migrateStored({ a: [], b: [] }, 2, 3, chain)).toEqual({ a: [], b: [], c: [] })
  })

  it('a step that throws fails the whole migration, naming the step, and the data given stays as it was', () => {
    const failing: Migration[] = [chain[0]!, { from: 2, to: 3, describe: 'reads c', migrate: () => { throw new Error('c is unreadable') } }]
    const data = { a: [] }
    expect(() => migrateStored(data, 1, 3, failing)).toThrow('migration 2→3 (reads c) failed: c is unreadable')
    expect(data).toEqual({ a: [] })
  })

  it('a step that returns no collections fails too', () => {
    const broken: Migration[] = [{ from: 1, to: 2, describe: 'loses it', migrate: () => null as never }]
    expect(() => migrateStored({ a: [] }, 1, 2, broken)).toThrow('returned no collections')
  })
})

describe('3 → 4: secrets hashed, files under random keys (issue 21)', () => {
  const step = MIGRATIONS.find((migration) => migration.from === 3)!
  const v3 = () => ({
    users: [{ id: 1, username: 'staff', password: 'staff123' }],
    sessions: [{ token: 'thv1.3.abc', userId: 1, createdAt: '2026-01-01T00:00:00.000Z' }],
    files: [{ id: 7, roomId: 1, fileName: 'a.txt' }],
    chatMessages: [
      { id: 1, type: 'file', content: '/api/chat/files/7' },
      { id: 2, type: 'text', content: '/api/chat/files/7' },
    ],
  })

  it('hashes passwords and tokens, keys files and points their messages at the new address', () => {
    const out = step.migrate(v3()) as Record<string, Record<string, unknown>[]>
    const user = out.users![0]!
    expect(user.password).toBeUndefined()
    expect(verifyPassword('staff123', String(user.passwordHash))).toBe(true)
    expect(out.sessions![0]).toEqual({ tokenHash: tokenDigest('thv1.3.abc'), userId: 1, createdAt: '2026-01-01T00:00:00.000Z', lastUsedAt: '2026-01-01T00:00:00.000Z' })
    const key = String(out.files![0]!.key)
    expect(key).toMatch(/^[\w-]{32}$/)
    expect(out.chatMessages![0]!.content).toBe(`/api/chat/files/${key}`)
    expect(out.chatMessages![1]!.content).toBe('/api/chat/files/7')
  })

  it('leaves records already in the new shape as they are', () => {
    const migrated = step.migrate(v3())
    expect(step.migrate(migrated)).toEqual(migrated)
  })
})
