/**
 * The in-browser server's store: one @msw/data collection per resource. Records hold foreign keys
 * as plain ids (CONVENTIONS §9); handlers turn them into the contract's shapes in `mocks/views.ts`.
 */
import { Collection } from '@msw/data'
import * as z from 'zod/mini'
import {
  CHAT_MESSAGE_TYPES,
  CHAT_ROOM_TYPES,
  NOTIFICATION_TYPES,
  TASK_ACTIVITY_KINDS,
  TASK_STATUSES,
  WEEKDAYS,
} from '@/contract/schemas'
import { type Check, compileCheck } from '@/contract/fast-check'
import { type Pacer, pacer } from '@/lib/next-task'

const id = z.int()
const nullableId = z.nullable(z.int())
const nullableString = z.nullable(z.string())

export const schemas = {
  roles: z.object({ id, name: z.string() }),
  users: z.object({
    id,
    firstName: z.string(),
    lastName: z.string(),
    username: z.string(),
    email: z.string(),
    mobileNo: z.string(),
    referralCode: nullableString,
    referredBy: nullableString,
    /** `sha256:{salt}:{hash}` (mocks/secrets.ts); never the password itself. */
    passwordHash: z.string(),
    roleIds: z.array(id),
  }),
  /** Open sessions by the SHA-256 of their token (the token itself is never stored); see mocks/auth.ts. */
  sessions: z.object({ tokenHash: z.string(), userId: id, createdAt: z.string(), lastUsedAt: z.string() }),
  projects: z.object({
    id,
    name: z.string(),
    description: nullableString,
    startDate: nullableString,
    dueDate: nullableString,
    status: z.string(),
    memberIds: z.array(id),
    createdAt: z.string(),
    /** Changes so far (mocks/versions.ts); 0 from creation on, see VERSIONED below. */
    version: z.optional(z.int()),
  }),
  tasks: z.object({
    id,
    title: z.string(),
    description: nullableString,
    priority: z.int(),
    status: z.enum(TASK_STATUSES),
    startDate: nullableString,
    dueDate: nullableString,
    assigneeId: nullableId,
    projectId: id,
    completedAt: nullableString,
    createdAt: z.string(),
    /** Set once TASK_OVERDUE has been sent, so it is sent once per task. */
    overdueNotified: z.boolean(),
    /** Changes so far (mocks/versions.ts); 0 from creation on, see VERSIONED below. */
    version: z.optional(z.int()),
    /** Place on the board (services/tasks.ts); the id where none is kept (older tabs, schema version 2). */
    position: z.optional(z.number()),
    /** Last change (issue 20); stored tasks from before it have none and read as their creation. */
    updatedAt: z.optional(z.string()),
    /**
     * What each write changed (services/task-activity.ts, issue 19), oldest first, newest 50. Optional:
     * data stored without it loads as is, with no schema version (the task views never include it).
     */
    activity: z.optional(
      z.array(
        z.object({
          id,
          kind: z.enum(TASK_ACTIVITY_KINDS),
          actorId: nullableId,
          actorName: nullableString,
          from: nullableString,
          to: nullableString,
          createdAt: z.string(),
        }),
      ),
    ),
  }),
  comments: z.object({
    id,
    taskId: id,
    authorId: id,
    commenter: z.string(),
    text: z.string(),
    createdAt: z.string(),
    updatedAt: nullableString,
  }),
  checklistTemplates: z.object({
    id,
    title: z.string(),
    active: z.boolean(),
    excludedDays: z.array(z.enum(WEEKDAYS)),
    userIds: z.array(id),
    /** Changes so far (mocks/versions.ts); 0 from creation on, see VERSIONED below. */
    version: z.optional(z.int()),
  }),
  checklistItems: z.object({
    id,
    title: z.string(),
    completed: z.boolean(),
    createdAt: z.string(),
    userId: id,
    date: z.string(),
    templateId: nullableId,
    completedAt: nullableString,
  }),
  /** Which user's checklist has been generated for which day (generation is idempotent). */
  checklistDays: z.object({ userId: id, date: z.string() }),
  notifications: z.object({
    id,
    userId: id,
    type: z.enum(NOTIFICATION_TYPES),
    message: z.string(),
    createdAt: z.string(),
    read: z.boolean(),
    taskId: nullableId,
    projectId: nullableId,
    /** Ours (issue 19): optional, so records stored before it stay valid. */
    roomId: z.optional(nullableId),
  }),
  chatRooms: z.object({
    id,
    name: z.string(),
    type: z.enum(CHAT_ROOM_TYPES),
    participantIds: z.array(id),
    projectId: nullableId,
    createdAt: z.string(),
  }),
  chatMessages: z.object({
    id,
    roomId: id,
    senderId: id,
    senderName: z.string(),
    timestamp: z.string(),
    type: z.enum(CHAT_MESSAGE_TYPES),
    content: z.string(),
    fileName: nullableString,
  }),
  /** Per user and room: the last message they have seen, for unread counts. */
  chatReads: z.object({ roomId: id, userId: id, lastReadMessageId: z.int() }),
  /** Uploaded chat files, kept as data URLs so they display after a reload. */
  files: z.object({
    id,
    /** The file's address (`/chat/files/{key}`): random, so it cannot be guessed from another's. */
    key: z.string(),
    roomId: id,
    fileName: z.string(),
    contentType: z.string(),
    size: z.int(),
    dataUrl: z.string(),
  }),
}

export type Schemas = typeof schemas
export type CollectionName = keyof Schemas
export type DbRecord<Name extends CollectionName> = z.infer<Schemas[Name]>

function collection<Name extends CollectionName>(name: Name) {
  return new Collection({ schema: schemas[name] })
}

/** Collection order is irrelevant for persistence: snapshots are keyed by name. */
export const db = {
  roles: collection('roles'),
  users: collection('users'),
  sessions: collection('sessions'),
  projects: collection('projects'),
  tasks: collection('tasks'),
  comments: collection('comments'),
  checklistTemplates: collection('checklistTemplates'),
  checklistItems: collection('checklistItems'),
  checklistDays: collection('checklistDays'),
  notifications: collection('notifications'),
  chatRooms: collection('chatRooms'),
  chatMessages: collection('chatMessages'),
  chatReads: collection('chatReads'),
  files: collection('files'),
}
export type Db = typeof db

/**
 * The collections whose records count their changes. Schema version 2 (mocks/migrations.ts) stores
 * the count on every one, so a record gets 0 as it is created, whoever creates it (the seed too).
 * The schema keeps it optional: a tab of an older build, still open, may store records without it.
 */
const VERSIONED = ['tasks', 'projects', 'checklistTemplates'] as const
for (const name of VERSIONED) {
  const { hooks } = db[name] as unknown as Collection<Schemas[(typeof VERSIONED)[number]]>
  hooks.on('create', (event) => {
    event.data.record.version ??= 0
  })
}

export const COLLECTION_NAMES = Object.keys(db) as CollectionName[]

/** The collections whose records have a numeric `id`. */
export type NumberedCollection = { [Name in CollectionName]: DbRecord<Name> extends { id: number } ? Name : never }[CollectionName]

type IdClaim = (name: NumberedCollection, next: number) => number
const ownIds: IdClaim = (_, next) => next
let claimId: IdClaim = ownIds

/**
 * How ids are handed out beyond this store: persistence (persist.ts) makes tabs that share the
 * stored data share the counter too, so two tabs creating at once never pick the same id.
 */
export function setIdClaim(claim: IdClaim | null): void {
  claimId = claim ?? ownIds
}

/** Where each id sits in a collection's record list, and the highest id, as of the last look. */
interface IdIndex {
  positions: Map<number, number>
  /** How many records were indexed, and the id of the last one. */
  length: number
  lastId: number | undefined
  maxId: number
}

const idIndexes = new Map<NumberedCollection, IdIndex>()
// A record taken out moves every one after it, and a record whose id changes is no longer where its
// new id says: that collection is indexed again when next asked.
for (const name of COLLECTION_NAMES) {
  const { hooks } = db[name] as unknown as Collection<Schemas[CollectionName]>
  hooks.on('delete', () => idIndexes.delete(name as NumberedCollection))
  hooks.on('update', (event) => {
    const { prevRecord, nextRecord } = event.data as { prevRecord: { id?: unknown }; nextRecord: { id?: unknown } }
    if (prevRecord.id !== nextRecord.id) idIndexes.delete(name as NumberedCollection)
  })
}

/**
 * The collection's index, brought up to date. The store only ever adds records at the end of a
 * collection, replaces one in place or takes one out: while the last record indexed is still where
 * it was, nothing before it moved and only the records after it need indexing. Anything else (a
 * record taken out, a reset) indexes the collection again.
 */
function currentIndex(name: NumberedCollection, records: readonly { id: number }[]): IdIndex {
  const known = idIndexes.get(name)
  const intact = known !== undefined && known.length <= records.length && (known.length === 0 || records[known.length - 1]?.id === known.lastId)
  const index: IdIndex = intact ? known : { positions: new Map(), length: 0, lastId: undefined, maxId: 0 }
  for (let at = index.length; at < records.length; at += 1) {
    const { id } = records[at]!
    index.positions.set(id, at)
    if (id > index.maxId) index.maxId = id
  }
  index.length = records.length
  index.lastId = records.at(-1)?.id
  idIndexes.set(name, index)
  return index
}

/**
 * The record with this id, without a scan of the collection: `findFirst` by id reads every record,
 * which is most of a write's cost with 20,000 tasks (issue 13).
 */
export function findById<Name extends NumberedCollection>(name: Name, id: number): DbRecord<Name> | undefined {
  const records = db[name].all() as unknown as readonly (DbRecord<Name> & { id: number })[]
  const at = idIndexes.get(name)?.positions.get(id)
  if (at !== undefined && records[at]?.id === id) return records[at]
  const found = currentIndex(name, records).positions.get(id)
  return found === undefined ? undefined : records[found]
}

/** The next free id of a collection whose records have a numeric `id`. */
export function nextId(name: NumberedCollection): number {
  const max = currentIndex(name, db[name].all() as unknown as readonly { id: number }[]).maxId
  return claimId(name, max + 1)
}

export type Snapshot = { [Name in CollectionName]: DbRecord<Name>[] }

/** A plain copy of every record, for persistence. */
export function snapshot(): Snapshot {
  const out = {} as Record<CollectionName, unknown[]>
  for (const name of COLLECTION_NAMES) {
    out[name] = db[name].all().map((record) => ({ ...record }))
  }
  return out as Snapshot
}

/**
 * Replaces every record with the snapshot's, checking each one; throws if any record is invalid.
 * `paced`: in tasks of a slice each (a boot's load, issue 13), where no call is answered until it
 * is done; a load while the app runs (another tab's change) stays in one task, so no call's write
 * lands between the data read and the store replaced with it.
 */
export async function restore(data: Snapshot, { paced = false }: { paced?: boolean } = {}): Promise<void> {
  for (const name of COLLECTION_NAMES) {
    if (!Array.isArray(data[name])) throw new Error(`Snapshot has no ${name}`)
  }
  await fill(data, paced ? pacer() : null)
}

/**
 * Calls `listener` with the collection's name and the changed record (on an update, the record
 * before and after) whenever one of its records is created, updated or deleted, through
 * @msw/data's own collection hooks, so every writer is seen (handlers, services, the broker,
 * simulated teammates) without having to announce itself. Returns a stop function.
 */
export function onStoreChange(listener: (name: CollectionName, record: object) => void): () => void {
  // Widened to one schema type: a union of collections has no callable `on`.
  const subscriptions = COLLECTION_NAMES.map((name) => {
    const { hooks } = db[name] as unknown as Collection<Schemas[CollectionName]>
    const created = (event: { data: { record: object } }) => listener(name, event.data.record)
    const updated = (event: { data: { prevRecord: object; nextRecord: object } }) => {
      listener(name, event.data.nextRecord)
      listener(name, event.data.prevRecord)
    }
    const deleted = (event: { data: { deletedRecord: object } }) => listener(name, event.data.deletedRecord)
    hooks.on('create', created)
    hooks.on('update', updated)
    hooks.on('delete', deleted)
    return () => {
      hooks.removeListener('create', created)
      hooks.removeListener('update', updated)
      hooks.removeListener('delete', deleted)
    }
  })
  return () => {
    for (const stop of subscriptions) stop()
  }
}

/** Replaces the records of the given collections only, checking each one first; throws if any is invalid. */
export async function restoreCollections(data: Partial<Snapshot>): Promise<void> {
  for (const name of COLLECTION_NAMES) {
    if (data[name] !== undefined && !Array.isArray(data[name])) throw new Error(`Stored ${name} is not a list`)
  }
  await fill(data)
}

// ---- Bulk fill ------------------------------------------------------------------------------
// `Collection.create` sanitises, schema-parses, gives a random UUID and awaits hooks per record:
// about 20 µs each, most of the boot at 20,000 tasks. Data the app wrote itself gets a cheap
// structural check instead and is put into the collection's own record list (`all()` returns that
// list, not a copy) with the two record symbols @msw/data expects (its package does not export
// them, so they are read off one record it created).

/** The schema's compiled predicate (src/contract/fast-check.ts); the store's schemas all compile. */
function checkOf(schema: z.core.$ZodType): Check {
  return compileCheck(schema) ?? ((value) => z.safeParse(schema, value).success)
}

const checks = Object.fromEntries(COLLECTION_NAMES.map((name) => [name, checkOf(schemas[name])])) as Record<CollectionName, Check>

/** Whether a stored record has its collection's shape (the checks `create` would make, without transforms: the schemas have none). */
export function isValidRecord(name: CollectionName, value: unknown): boolean {
  return checks[name](value)
}

let recordSymbols: Promise<{ primaryKey: symbol; relations: symbol }> | null = null

function symbolsOfRecords() {
  recordSymbols ??= new Collection({ schema: z.object({}) }).create({}).then((record) => {
    const [primaryKey, relations] = Object.getOwnPropertySymbols(record)
    if (!primaryKey || !relations) throw new Error('@msw/data records no longer carry two symbols')
    return { primaryKey, relations }
  })
  return recordSymbols
}

let nextKey = 0

/**
 * The relations of every loaded record: none, as the store's collections define none. One map for
 * all of them (20,000 empty maps were a few MB for the boot's garbage collections to copy, issue
 * 13); @msw/data only reads it unless a relation is defined, and a write would reach every record,
 * so it refuses one.
 */
class NoRelations extends Map<string, unknown> {
  override set(key: string): this {
    throw new Error(`The demo store defines no relations (asked to set ${key})`)
  }
}
const NO_RELATIONS = new NoRelations()

/**
 * Replaces the given collections' records with `data`'s (which they then own), all or nothing:
 * throws before changing anything if a record is invalid. Writes here do not fire the store's
 * change hooks: they are loads, not changes to save. With `pace`, the checks and records are made
 * in tasks of a slice each; the store itself changes in one go at the end.
 */
async function fill(data: Partial<Snapshot>, pace: Pacer | null = null): Promise<void> {
  const names = COLLECTION_NAMES.filter((name) => data[name] !== undefined)
  const { primaryKey, relations } = await symbolsOfRecords()
  const made = new Map<CollectionName, object[]>()
  // The same two descriptors for every record: a pair of objects each was garbage too.
  const key: PropertyDescriptor = { value: '' }
  const none: PropertyDescriptor = { value: NO_RELATIONS }
  // One pass, each record checked and then made: a record that fails throws before the store is
  // touched. The clock is read every 64 records: read per record, it was a fifth of the pass.
  for (const name of names) {
    const rows = data[name] as object[]
    const check = checks[name]
    const list: object[] = []
    for (let index = 0; index < rows.length; index += 1) {
      const row = rows[index]
      if (!check(row)) throw new Error(`Stored ${name}[${index}] does not match its schema`)
      // A live record (from this store) keeps its symbols; it is copied rather than redefined.
      const record = primaryKey in row ? { ...row } : row
      nextKey += 1
      key.value = `bulk-${nextKey}`
      Object.defineProperty(record, primaryKey, key)
      Object.defineProperty(record, relations, none)
      list.push(record)
      if ((index & 63) === 63 && pace?.due()) await pace.yield()
    }
    made.set(name, list)
  }
  for (const [name, list] of made) {
    const records = db[name].all() as object[]
    records.length = 0
    for (const record of list) records.push(record)
  }
  idIndexes.clear()
}

/**
 * Empties every collection through its own record list, as `fill` loads it. @msw/data's `clear()`
 * finds and splices each record out in turn (1.5 s for 20,000 tasks) and, iterating the list it
 * shrinks, announces only every other deletion. Like a load, this is not a change to save: whoever
 * clears (a seed, a reset) saves the whole store after.
 */
export function clearAll(): void {
  for (const name of COLLECTION_NAMES) (db[name].all() as object[]).length = 0
  idIndexes.clear()
}
