/** Store records → the contract's response shapes (SPEC §3). Passwords never leave the server. */
import type {
  ChatMessage,
  ChatParticipant,
  ChecklistItem,
  ChecklistTemplate,
  Comment,
  Notification,
  Project,
  Role,
  Task,
  TaskPriority,
  User,
} from '@/contract/schemas'
import { canSeeContactDetails } from '@/lib/permissions'
import { type DbRecord, db, findById } from './db'
import { versionOf } from './versions'

export function roleView(record: DbRecord<'roles'>): Role {
  return { id: record.id, name: record.name }
}

/** A user with email and phone: for the person themselves and admins (`canSeeContactDetails`). */
export function userView(record: DbRecord<'users'>): User {
  const roles: Role[] = []
  for (const roleId of record.roleIds) {
    const role = findById('roles', roleId)
    if (role) roles.push(roleView(role))
  }
  return {
    id: record.id,
    firstName: record.firstName,
    lastName: record.lastName,
    username: record.username,
    email: record.email,
    mobileNo: record.mobileNo,
    referralCode: record.referralCode,
    referredBy: record.referredBy,
    roles,
  }
}

/** A user as others see them: no email or phone (issue 21). */
export function teammateView(record: DbRecord<'users'>): User {
  const { email: _email, mobileNo: _mobileNo, ...rest } = userView(record)
  return rest
}

/** The user as `viewer` may see them. */
export function userViewFor(record: DbRecord<'users'>, viewer: DbRecord<'users'>): User {
  return canSeeContactDetails(userView(viewer), record) ? userView(record) : teammateView(record)
}

export function fullName(record: Pick<DbRecord<'users'>, 'firstName' | 'lastName'>): string {
  return `${record.firstName} ${record.lastName}`.trim()
}

export function findUser(id: number | null | undefined): DbRecord<'users'> | undefined {
  if (id === null || id === undefined) return undefined
  return findById('users', id)
}

export function projectView(record: DbRecord<'projects'>): Project {
  const members: User[] = []
  for (const memberId of record.memberIds) {
    const user = findUser(memberId)
    if (user) members.push(teammateView(user))
  }
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    startDate: record.startDate,
    dueDate: record.dueDate,
    status: record.status,
    members,
    createdAt: record.createdAt,
    version: versionOf(record),
  }
}

/** Lookups for many tasks at once (the task list has 600+), so names are not searched per task. */
export interface TaskLookups {
  users: Map<number, DbRecord<'users'>>
  projects: Map<number, DbRecord<'projects'>>
}

export function taskLookups(): TaskLookups {
  return {
    users: new Map(db.users.all().map((user) => [user.id, user])),
    projects: new Map(db.projects.all().map((project) => [project.id, project])),
  }
}

export function taskView(record: DbRecord<'tasks'>, lookups: TaskLookups = taskLookups()): Task {
  const assignee = record.assigneeId === null ? undefined : lookups.users.get(record.assigneeId)
  const project = lookups.projects.get(record.projectId)
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    priority: (record.priority === 1 || record.priority === 2 || record.priority === 3 ? record.priority : 2) as TaskPriority,
    status: record.status,
    startDate: record.startDate,
    dueDate: record.dueDate,
    assigneeId: assignee ? assignee.id : null,
    projectId: record.projectId,
    assignee: assignee ? { firstName: assignee.firstName, lastName: assignee.lastName } : null,
    project: { id: record.projectId, name: project?.name ?? 'Unknown project' },
    completedAt: record.completedAt,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt ?? record.createdAt,
    version: versionOf(record),
    position: positionOf(record),
  }
}

/** A task's place on the board: the id until it was moved (records stored before positions have none). */
export function positionOf(record: { id: number; position?: number }): number {
  return record.position ?? record.id
}

export function commentView(record: DbRecord<'comments'>): Comment {
  return { ...pick(record, ['id', 'taskId', 'commenter', 'authorId', 'text', 'createdAt', 'updatedAt']) }
}

export function templateView(record: DbRecord<'checklistTemplates'>): ChecklistTemplate {
  const users: User[] = []
  for (const userId of record.userIds) {
    const user = findUser(userId)
    if (user) users.push(teammateView(user))
  }
  return { id: record.id, title: record.title, active: record.active, excludedDays: [...record.excludedDays], users, version: versionOf(record) }
}

export function checklistItemView(record: DbRecord<'checklistItems'>): ChecklistItem {
  return pick(record, ['id', 'title', 'completed', 'createdAt', 'userId', 'date', 'templateId', 'completedAt'])
}

export function notificationView(record: DbRecord<'notifications'>): Notification {
  const view: Notification = pick(record, ['id', 'type', 'message', 'createdAt', 'read', 'userId', 'taskId', 'projectId'])
  return record.roomId === undefined || record.roomId === null ? view : { ...view, roomId: record.roomId }
}

export function participantView(record: DbRecord<'users'>): ChatParticipant {
  return { id: record.id, firstName: record.firstName, lastName: record.lastName, username: record.username }
}

export function chatMessageView(record: DbRecord<'chatMessages'>): ChatMessage {
  return pick(record, ['id', 'roomId', 'senderId', 'senderName', 'timestamp', 'type', 'content', 'fileName'])
}

function pick<T extends object, K extends keyof T>(record: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>
  for (const key of keys) out[key] = record[key]
  return out
}
