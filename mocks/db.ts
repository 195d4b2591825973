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
  TASK_STATUSES,
  WEEKDAYS,
} from '@/contract/schemas'

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
    password: z.string(),
    roleIds: z.array(id),
  }),
  sessions: z.object({ token: z.string(), userId: id, createdAt: z.string() }),
  projects: z.object({
    id,
    name: z.string(),
    description: nullableString,
    startDate: nullableString,
    dueDate: nullableString,
    status: z.string(),
    memberIds: z.array(id),
    createdAt: z.string(),
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

export const COLLECTION_NAMES = Object.keys(db) as CollectionName[]

/** The next free id of a collection whose records have a numeric `id`. */
export function nextId(records: readonly { id: number }[]): number {
  let max = 0
  for (const record of records) if (record.id > max) max = record.id
  return max + 1
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

/** Replaces every record with the snapshot's, validating each one; throws if any record is invalid. */
export async function restore(data: Snapshot): Promise<void> {
  for (const name of COLLECTION_NAMES) {
    const rows = data[name]
    if (!Array.isArray(rows)) throw new Error(`Snapshot has no ${name}`)
    for (const row of rows) schemas[name].parse(row)
  }
  for (const name of COLLECTION_NAMES) db[name].clear()
  for (const name of COLLECTION_NAMES) {
    const rows = data[name] as DbRecord<typeof name>[]
    const target = db[name] as unknown as Collection<Schemas[typeof name]>
    for (const row of rows) await target.create(row)
  }
}

/**
 * Calls `listener` with the collection's name whenever one of its records is created, updated or
 * deleted, through @msw/data's own collection hooks, so every writer is seen (handlers, services,
 * the broker, simulated teammates) without having to announce itself. Returns a stop function.
 */
export function onStoreChange(listener: (name: CollectionName) => void): () => void {
  // Widened to one schema type: the listener ignores the records, and a union of collections has no callable `on`.
  const subscriptions = COLLECTION_NAMES.map((name) => {
    const { hooks } = db[name] as unknown as Collection<Schemas[CollectionName]>
    const changed = () => listener(name)
    hooks.on('create', changed)
    hooks.on('update', changed)
    hooks.on('delete', changed)
    return () => {
      hooks.removeListener('create', changed)
      hooks.removeListener('update', changed)
      hooks.removeListener('delete', changed)
    }
  })
  return () => {
    for (const stop of subscriptions) stop()
  }
}

/** A plain copy of some collections' records, for an incremental save. */
export function snapshotOf(names: Iterable<CollectionName>): Partial<Snapshot> {
  const out: Partial<Record<CollectionName, unknown[]>> = {}
  for (const name of names) out[name] = db[name].all().map((record) => ({ ...record }))
  return out as Partial<Snapshot>
}

/** Replaces the records of the given collections only, validating each one first; throws if any is invalid. */
export async function restoreCollections(data: Partial<Snapshot>): Promise<void> {
  const names = COLLECTION_NAMES.filter((name) => data[name] !== undefined)
  for (const name of names) {
    const rows = data[name]
    if (!Array.isArray(rows)) throw new Error(`Stored ${name} is not a list`)
    for (const row of rows) schemas[name].parse(row)
  }
  for (const name of names) db[name].clear()
  for (const name of names) {
    const rows = data[name] as DbRecord<typeof name>[]
    const target = db[name] as unknown as Collection<Schemas[typeof name]>
    for (const row of rows) await target.create(row)
  }
}

export function clearAll(): void {
  for (const name of COLLECTION_NAMES) db[name].clear()
}
