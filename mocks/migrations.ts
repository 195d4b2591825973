/**
 * How stored demo data of an older schema version becomes today's (persist.ts runs them on load,
 * for IndexedDB, the localStorage fallback and the unload journal alike). Each migration takes the
 * stored collections one version up, as plain JSON (collection name → its list of records), before
 * they are checked against the store's schemas and restored: it must not rely on a collection being
 * there or being a list (the check after it says what is wrong), and must accept records already in
 * its target shape, since a tab of the older build still open may store old records beside migrated
 * ones. To change the stored shape: bump SCHEMA_VERSION (persist.ts) and add the step here.
 */

import { hashPassword, randomKey, tokenDigest } from './secrets'
import { UnmigratableError } from './unmigratable'

/** Stored collections by name, as read and parsed, not yet checked. */
export type StoredData = Record<string, unknown>

export interface Migration {
  from: number
  to: number
  describe: string
  /** Returns the data one version up, as new objects: `data` may be what was read from storage. */
  migrate: (data: StoredData) => StoredData
}

type Row = Record<string, unknown>

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value)

/** `data` with each record of the named collections passed through `change` (other values as they are). */
function mapRecords(data: StoredData, names: readonly string[], change: (record: Row) => Row): StoredData {
  const out: StoredData = { ...data }
  for (const name of names) {
    const rows = data[name]
    if (Array.isArray(rows)) out[name] = rows.map((row: unknown) => (isRow(row) ? change(row) : row))
  }
  return out
}

const FILE_URL = /\/chat\/files\/(\d+)$/

function migrateSecretsAndFiles(data: StoredData): StoredData {
  let out = mapRecords(data, ['users'], (record) => {
    if (typeof record.passwordHash === 'string' || typeof record.password !== 'string') return record
    const { password, ...rest } = record
    return { ...rest, passwordHash: hashPassword(password) }
  })
  out = mapRecords(out, ['sessions'], (record) => {
    if (typeof record.tokenHash === 'string' || typeof record.token !== 'string') return record
    const { token, ...rest } = record
    return { ...rest, tokenHash: tokenDigest(token), lastUsedAt: typeof record.createdAt === 'string' ? record.createdAt : new Date(0).toISOString() }
  })
  const keys = new Map<number, string>()
  out = mapRecords(out, ['files'], (record) => {
    if (typeof record.key === 'string' || typeof record.id !== 'number') return record
    const key = randomKey()
    keys.set(record.id, key)
    return { ...record, key }
  })
  // Messages that share a file point at its new address; the old numbered one answers 404.
  return mapRecords(out, ['chatMessages'], (record) => {
    if (typeof record.content !== 'string' || (record.type !== 'file' && record.type !== 'image')) return record
    const match = FILE_URL.exec(record.content)
    const key = match ? keys.get(Number(match[1])) : undefined
    return key ? { ...record, content: record.content.replace(FILE_URL, `/chat/files/${key}`) } : record
  })
}

export const MIGRATIONS: readonly Migration[] = [
  {
    from: 1,
    to: 2,
    describe: 'Tasks, projects and checklist templates store their version (0 where none was kept)',
    migrate: (data) => mapRecords(data, ['tasks', 'projects', 'checklistTemplates'], (record) => (record.version === undefined ? { ...record, version: 0 } : record)),
  },
  {
    from: 2,
    to: 3,
    describe: 'Tasks store their place on the board (the id where none was kept: the order they had)',
    migrate: (data) => mapRecords(data, ['tasks'], (record) => (record.position === undefined && typeof record.id === 'number' ? { ...record, position: record.id } : record)),
  },
  {
    from: 3,
    to: 4,
    describe: 'Secrets and files (issue 21): passwords salted and hashed, sessions kept by token digest with a last use, files under random keys',
    migrate: migrateSecretsAndFiles,
  },
]

export { UnmigratableError }

/** The migrations from `from` to `to`, in order; throws UnmigratableError when there is none. */
export function migrationsBetween(from: number, to: number, chain: readonly Migration[] = MIGRATIONS): Migration[] {
  if (!Number.isInteger(from) || from < 1) throw new UnmigratableError(`stored schema version ${String(from)} is not a version`)
  if (from > to) throw new UnmigratableError(`stored schema version ${from} is newer than this build's ${to}`)
  const steps: Migration[] = []
  for (let version = from; version < to; version += 1) {
    const step = chain.find((migration) => migration.from === version)
    if (!step || step.to !== version + 1) throw new UnmigratableError(`no migration from schema version ${version} to ${version + 1}`)
    steps.push(step)
  }
  return steps
}

/**
 * The stored data taken from schema version `from` up to `to`, step by step. Throws when a step is
 * missing or fails, so the caller never uses half-migrated data (it moves the store aside as stored).
 */
export function migrateStored(data: StoredData, from: number, to: number, chain: readonly Migration[] = MIGRATIONS): StoredData {
  let current = data
  for (const step of migrationsBetween(from, to, chain)) {
    try {
      current = step.migrate(current)
    } catch (error) {
      throw new Error(`migration ${step.from}→${step.to} (${step.describe}) failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
    }
    if (!isRow(current)) throw new Error(`migration ${step.from}→${step.to} (${step.describe}) returned no collections`)
  }
  return current
}
