/**
 * The call contract of SPEC §3 and §7 as code. The client parses every response with these
 * schemas; the in-browser server builds its answers from the same ones, and a contract test
 * proves it for every endpoint. `zod/mini` keeps the bundle small (it tree-shakes per check).
 */
import * as z from 'zod/mini'
import {
  dueNotBeforeStart,
  LIMITS,
  passwordField,
  referralField,
  requiredText,
  richTextField,
  userFieldRules,
} from './fields'
import { FORM_MESSAGES } from './forms'

const id = z.int()
/** Calendar day, `YYYY-MM-DD`. */
const day = z.iso.date()
/** Instant, ISO 8601 with offset. */
const instant = z.iso.datetime({ offset: true })

export const ERROR_STATUSES = [400, 401, 403, 404, 409] as const

/**
 * Why a call was refused, for programs (ours; SPEC §7 shows only `message`). Clients must accept
 * codes they do not know: these are the ones the in-browser server sends.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'USERNAME_TAKEN',
  'EMAIL_TAKEN',
  'EDIT_CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL',
  'STORAGE_FULL',
  'RESTORE_EXPIRED',
] as const

/**
 * Every error body: `message` for people (the forms' own wording); `code` and, for invalid input,
 * `fields` (path in the request body → that field's message) are ours and optional, as is
 * `current`: on `EDIT_CONFLICT`, the record as it is now.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.optional(z.string()),
  fields: z.optional(z.record(z.string(), z.string())),
  current: z.optional(z.unknown()),
})
export type ApiErrorBody = z.infer<typeof apiErrorSchema>

// Roles and users -------------------------------------------------------------------------

export const roleSchema = z.object({ id, name: z.string() })
export type Role = z.infer<typeof roleSchema>

export const userSchema = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  /** Only for the person themselves and admins (ours, issue 21); others get the user without it. */
  email: z.optional(z.string()),
  mobileNo: z.optional(z.string()),
  referralCode: z.nullable(z.string()),
  referredBy: z.nullable(z.string()),
  roles: z.array(roleSchema),
})
export type User = z.infer<typeof userSchema>

export const authResponseSchema = z.object({ user: userSchema, token: z.string() })
export type AuthResponse = z.infer<typeof authResponseSchema>

export const loginRequestSchema = z.object({ username: z.string(), password: z.string() })
export type LoginRequest = z.infer<typeof loginRequestSchema>

/** Role references in user payloads: by id, by name, or both. */
export const roleRefSchema = z.object({ id: z.optional(id), name: z.optional(z.string()) })
export type RoleRef = z.infer<typeof roleRefSchema>

/** Request bodies apply the same field rules as the forms (`fields.ts`), limits included. */
const userFields = {
  ...userFieldRules,
  referralCode: z.optional(z.nullable(referralField)),
  referredBy: z.optional(z.nullable(referralField)),
}

export const newUserSchema = z.object({
  ...userFields,
  password: passwordField,
  roles: z.optional(z.array(roleRefSchema)),
})
export type NewUser = z.infer<typeof newUserSchema>

export const signupRequestSchema = z.object({ user: newUserSchema, referralCode: z.nullable(referralField) })
export type SignupRequest = z.infer<typeof signupRequestSchema>

/** POST /admin/users has the signup shape. */
export const createUserRequestSchema = signupRequestSchema
export type CreateUserRequest = SignupRequest

export const updateUserRequestSchema = z.object({ ...userFields, roles: z.array(roleRefSchema) })
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>

export const roleRequestSchema = z.object({ name: requiredText(FORM_MESSAGES.roleNameRequired, LIMITS.name) })
export type RoleRequest = z.infer<typeof roleRequestSchema>

// Projects --------------------------------------------------------------------------------

export const PROJECT_STATUSES = ['active', 'completed', 'on_hold'] as const
export const projectStatusSchema = z.enum(PROJECT_STATUSES)
export type ProjectStatus = z.infer<typeof projectStatusSchema>

export const projectSchema = z.object({
  id,
  name: z.string(),
  /** Quill delta serialised as JSON, or null. */
  description: z.nullable(z.string()),
  startDate: z.nullable(day),
  dueDate: z.nullable(day),
  /** The server answers one of PROJECT_STATUSES; readers stay tolerant of legacy values. */
  status: z.string(),
  members: z.array(userSchema),
  createdAt: instant,
  /** Ours: counts the project's changes; send it back as `If-Match` to detect concurrent edits. */
  version: z.optional(z.int()),
})
export type Project = z.infer<typeof projectSchema>

export const projectRequestSchema = z
  .object({
    name: requiredText(FORM_MESSAGES.projectNameRequired, LIMITS.name),
    description: z.optional(z.nullable(richTextField)),
    startDate: z.optional(z.nullable(day)),
    dueDate: z.optional(z.nullable(day)),
    status: z.optional(z.string()),
  })
  .check(dueNotBeforeStart())
export type ProjectRequest = z.infer<typeof projectRequestSchema>

// Tasks -----------------------------------------------------------------------------------

export const TASK_STATUSES = ['TODO', 'IN_PROGRESS', 'IN_REVIEW', 'COMPLETED'] as const
export const taskStatusSchema = z.enum(TASK_STATUSES)
export type TaskStatus = z.infer<typeof taskStatusSchema>

/** Server priority: 1 Low, 2 Medium, 3 High (SPEC §3). */
export const TASK_PRIORITIES = [1, 2, 3] as const
export const taskPrioritySchema = z.union([z.literal(1), z.literal(2), z.literal(3)])
export type TaskPriority = z.infer<typeof taskPrioritySchema>

export const taskSchema = z.object({
  id,
  title: z.string(),
  description: z.nullable(z.string()),
  priority: taskPrioritySchema,
  status: taskStatusSchema,
  startDate: z.nullable(day),
  dueDate: z.nullable(day),
  assigneeId: z.nullable(id),
  projectId: id,
  assignee: z.nullable(z.object({ firstName: z.string(), lastName: z.string() })),
  project: z.object({ id, name: z.string() }),
  completedAt: z.nullable(instant),
  createdAt: instant,
  /** Ours (issue 20): when the task last changed (its creation until then); lists sort by it. */
  updatedAt: z.optional(instant),
  /** Ours: counts the task's changes; send it back as `If-Match` to detect concurrent edits. */
  version: z.optional(z.int()),
  /**
   * Ours (issue 18): the task's place on the board. A status column lists its tasks by `position`
   * ascending (then id); only the order means anything, not the numbers. New tasks go last.
   */
  position: z.optional(z.number()),
})
export type Task = z.infer<typeof taskSchema>

/** Ours (issue 13): the dashboard's four counters, over its project and assignee filters. */
export const dashboardCountsSchema = z.object({ total: z.int(), completed: z.int(), inProgress: z.int(), todo: z.int() })
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>

/** Ours (issue 13): `GET /staff/dashboard`: the counters, how many tasks the tab lists, and its first ones in order. */
export const dashboardOverviewSchema = z.object({ counts: dashboardCountsSchema, total: z.int(), tasks: z.array(taskSchema) })
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>

/**
 * Ours (issue 18): PUT /staff/tasks/{id}/position moves a task on the board: into `status`'s
 * column, just before the task `beforeId` (of that status), or last when `beforeId` is null or left out.
 */
export const taskMoveRequestSchema = z.object({
  status: taskStatusSchema,
  beforeId: z.optional(z.nullable(id)),
})
export type TaskMoveRequest = z.infer<typeof taskMoveRequestSchema>

/**
 * Ours (issue 19): what one write changed on a task, for GET /staff/tasks/{id}/activity. `from` and
 * `to` are raw values as strings (status codes, priority numbers, ISO days, assignee and project
 * names as they were then; null for none, and always for description); `actorId` is null when
 * nobody is known (tasks from before activity was recorded show their creation that way).
 */
export const TASK_ACTIVITY_KINDS = ['created', 'title', 'status', 'assignee', 'priority', 'startDate', 'dueDate', 'description', 'project'] as const
export const taskActivityKindSchema = z.enum(TASK_ACTIVITY_KINDS)
export type TaskActivityKind = z.infer<typeof taskActivityKindSchema>

export const taskActivitySchema = z.object({
  id,
  taskId: id,
  kind: taskActivityKindSchema,
  actorId: z.nullable(id),
  actorName: z.nullable(z.string()),
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
  createdAt: instant,
})
export type TaskActivity = z.infer<typeof taskActivitySchema>

export const taskRequestSchema = z
  .object({
    title: requiredText(FORM_MESSAGES.titleRequired, LIMITS.title),
    description: z.optional(z.nullable(richTextField)),
    priority: z.optional(taskPrioritySchema),
    startDate: z.optional(z.nullable(day)),
    dueDate: z.optional(z.nullable(day)),
    status: z.optional(taskStatusSchema),
    assigneeId: z.optional(z.nullable(id)),
    projectId: z.optional(id),
  })
  .check(dueNotBeforeStart())
export type TaskRequest = z.infer<typeof taskRequestSchema>

/** Ours (issue 19): at most this many tasks in one POST /staff/tasks/batch. */
export const TASK_BATCH_MAX = 200

const ONCE_EACH = 'Each task may appear only once'
const batchIds = z.array(id).check(z.minLength(1), z.maxLength(TASK_BATCH_MAX), z.refine((ids) => new Set(ids).size === ids.length, ONCE_EACH))

/** Ours (issue 19): the fields a bulk edit sets on every task it names; `assigneeId: null` unassigns. */
export const taskBatchChangeSchema = z.object({
  status: z.optional(taskStatusSchema),
  priority: z.optional(taskPrioritySchema),
  assigneeId: z.optional(z.nullable(id)),
  dueDate: z.optional(z.nullable(day)),
})
export type TaskBatchChange = z.infer<typeof taskBatchChangeSchema>

/** Ours (issue 19): one task's own values in a batch (an undo), refused when its `version` moved on. */
export const taskBatchItemSchema = z.extend(taskBatchChangeSchema, { id, version: z.optional(z.int()) })
export type TaskBatchItem = z.infer<typeof taskBatchItemSchema>

/**
 * Ours (issue 19): POST /staff/tasks/batch, one all-or-nothing write: the same `change` on every
 * task of `ids`, each task's own values (`items`), deleting `ids`, or restoring a delete by the
 * token its answer carried (`X-Restore-Token`).
 */
export const taskBatchRequestSchema = z.union([
  z.object({ ids: batchIds, change: taskBatchChangeSchema }),
  z.object({ ids: batchIds, delete: z.literal(true) }),
  z.object({ items: z.array(taskBatchItemSchema).check(z.minLength(1), z.maxLength(TASK_BATCH_MAX), z.refine((items) => new Set(items.map((item) => item.id)).size === items.length, ONCE_EACH)) }),
  z.object({ restore: z.string().check(z.minLength(1), z.maxLength(200)) }),
])
export type TaskBatchRequest = z.infer<typeof taskBatchRequestSchema>

/** Ours (issue 19): POST /comments/restore puts back a deleted comment by its delete answer's token. */
export const restoreRequestSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) })
export type RestoreRequest = z.infer<typeof restoreRequestSchema>

/** Ours (issue 19): the header a delete answer carries: the token that undoes it for 10 minutes. */
export const RESTORE_TOKEN_HEADER = 'X-Restore-Token'

// Comments --------------------------------------------------------------------------------

export const commentSchema = z.object({
  id,
  taskId: id,
  /** Full name of the author, as the spec's screens show it. */
  commenter: z.string(),
  /** Our addition: who wrote it, so only the author (or an admin) may edit or delete. */
  authorId: id,
  /** Quill delta serialised as JSON. */
  text: z.string(),
  createdAt: instant,
  updatedAt: z.nullable(instant),
})
export type Comment = z.infer<typeof commentSchema>

export const commentRequestSchema = z.object({
  commenter: z.optional(z.string()),
  text: richTextField,
  createdAt: z.optional(z.string()),
})
export type CommentRequest = z.infer<typeof commentRequestSchema>

export const commentUpdateSchema = z.object({ text: richTextField })
export type CommentUpdate = z.infer<typeof commentUpdateSchema>

// Checklists ------------------------------------------------------------------------------

export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const
export const weekdaySchema = z.enum(WEEKDAYS)
export type Weekday = z.infer<typeof weekdaySchema>

export const checklistTemplateSchema = z.object({
  id,
  title: z.string(),
  active: z.boolean(),
  excludedDays: z.array(weekdaySchema),
  users: z.array(userSchema),
  /** Ours: counts the template's changes; send it back as `If-Match` to detect concurrent edits. */
  version: z.optional(z.int()),
})
export type ChecklistTemplate = z.infer<typeof checklistTemplateSchema>

export const checklistTemplateRequestSchema = z.object({
  id: z.optional(id),
  title: requiredText(FORM_MESSAGES.titleRequired, LIMITS.title),
  active: z.boolean(),
  excludedDays: z.array(weekdaySchema),
  /** Ignored by the server: `?userIds=` decides who is assigned. */
  users: z.optional(z.array(z.unknown())),
})
export type ChecklistTemplateRequest = z.infer<typeof checklistTemplateRequestSchema>

export const checklistItemSchema = z.object({
  id,
  title: z.string(),
  completed: z.boolean(),
  createdAt: instant,
  userId: id,
  /** The day this item belongs to. */
  date: day,
  templateId: z.nullable(id),
  completedAt: z.nullable(instant),
})
export type ChecklistItem = z.infer<typeof checklistItemSchema>

export const checklistItemRequestSchema = z.object({ title: requiredText(FORM_MESSAGES.titleRequired, LIMITS.title) })
export type ChecklistItemRequest = z.infer<typeof checklistItemRequestSchema>

// Notifications ---------------------------------------------------------------------------

export const NOTIFICATION_TYPES = [
  'TASK_ASSIGNED',
  'TASK_UPDATED',
  'TASK_COMPLETED',
  'COMMENT_ADDED',
  'PROJECT_ASSIGNED',
  'CHECKLIST_CREATED',
  'CHECKLIST_COMPLETED',
  'PROJECT_UPDATED',
  'TASK_OVERDUE',
  'MEMBER_ADDED',
  /** Ours (issue 19): someone wrote `@username` for this user in a comment or a chat message. */
  'MENTIONED',
] as const
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES)
export type NotificationType = z.infer<typeof notificationTypeSchema>

export const notificationSchema = z.object({
  id,
  type: notificationTypeSchema,
  message: z.string(),
  createdAt: instant,
  read: z.boolean(),
  userId: id,
  /** What the notification is about, so the bell can open it. */
  taskId: z.nullable(id),
  projectId: z.nullable(id),
  /** Ours (issue 19): the chat room a MENTIONED in chat is about; absent or null otherwise. */
  roomId: z.optional(z.nullable(id)),
})
export type Notification = z.infer<typeof notificationSchema>

// Chat ------------------------------------------------------------------------------------

export const CHAT_ROOM_TYPES = ['direct', 'team'] as const
export const chatRoomTypeSchema = z.enum(CHAT_ROOM_TYPES)
export type ChatRoomType = z.infer<typeof chatRoomTypeSchema>

export const chatParticipantSchema = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
})
export type ChatParticipant = z.infer<typeof chatParticipantSchema>

export const chatRoomSchema = z.object({
  id,
  name: z.string(),
  type: chatRoomTypeSchema,
  participants: z.array(chatParticipantSchema),
  unreadCount: z.int(),
  lastMessage: z.nullable(z.string()),
  lastMessageTime: z.nullable(instant),
  projectId: z.nullable(id),
})
export type ChatRoom = z.infer<typeof chatRoomSchema>

export const chatRoomRequestSchema = z.object({
  name: requiredText(FORM_MESSAGES.chatNameRequired, LIMITS.name),
  type: chatRoomTypeSchema,
  /** User ids. */
  participants: z.array(id),
  projectId: z.optional(z.nullable(id)),
})
export type ChatRoomRequest = z.infer<typeof chatRoomRequestSchema>

export const CHAT_MESSAGE_TYPES = ['text', 'file', 'image'] as const
export const chatMessageTypeSchema = z.enum(CHAT_MESSAGE_TYPES)
export type ChatMessageType = z.infer<typeof chatMessageTypeSchema>

export const chatMessageSchema = z.object({
  id,
  roomId: id,
  senderId: id,
  senderName: z.string(),
  timestamp: instant,
  type: chatMessageTypeSchema,
  /** Text, or the URL of the uploaded file or image. */
  content: z.string(),
  fileName: z.nullable(z.string()),
})
export type ChatMessage = z.infer<typeof chatMessageSchema>

/** Body published to `/app/room.send.{roomId}`. */
export const chatSendSchema = z.object({
  type: chatMessageTypeSchema,
  content: z.string(),
  fileName: z.optional(z.nullable(z.string())),
})
export type ChatSend = z.infer<typeof chatSendSchema>

export const chatUploadSchema = z.object({
  url: z.string(),
  fileName: z.string(),
  type: z.enum(['file', 'image']),
  contentType: z.string(),
  size: z.int(),
})
export type ChatUpload = z.infer<typeof chatUploadSchema>

// Live changes (ours) --------------------------------------------------------------------

export const LIVE_EVENT_KINDS = ['created', 'updated', 'deleted'] as const
export const liveEventKindSchema = z.enum(LIVE_EVENT_KINDS)
export type LiveEventKind = z.infer<typeof liveEventKindSchema>

/** On `/user/topic/tasks`: the whole task on create and update (clients patch without refetching); none on delete. */
export const taskEventSchema = z.object({
  kind: liveEventKindSchema,
  taskId: id,
  projectId: id,
  task: z.optional(taskSchema),
  /** Who made the change, or null for the server itself (a cascade, a scheduled job). */
  by: z.nullable(id),
})
export type TaskEvent = z.infer<typeof taskEventSchema>

/** On `/user/topic/projects`: the whole project on create and update; none on delete. */
export const projectEventSchema = z.object({
  kind: liveEventKindSchema,
  projectId: id,
  project: z.optional(projectSchema),
  by: z.nullable(id),
})
export type ProjectEvent = z.infer<typeof projectEventSchema>

/** On `/topic/tasks/{taskId}/comments`: the whole comment on create and update; none on delete. */
export const commentEventSchema = z.object({
  kind: liveEventKindSchema,
  commentId: id,
  taskId: id,
  comment: z.optional(commentSchema),
  by: z.nullable(id),
})
export type CommentEvent = z.infer<typeof commentEventSchema>

/** Generic acknowledgement for calls whose body the spec does not show. */
export const okSchema = z.object({ ok: z.literal(true) })
export type Ok = z.infer<typeof okSchema>
