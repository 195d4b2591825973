/**
 * Every HTTP call of the contract, once: docs/openapi.json is generated from this table
 * (`npm run contract:docs`), the conformance kit (`npm run contract`) calls and checks each entry,
 * and a test proves the in-browser server has a handler for each entry and no other.
 * Paths are relative to the API base and use `{name}` for path parameters.
 */
import * as z from 'zod/mini'
import { DASHBOARD_QUERY } from './dashboard'
import { PAGING } from './paging'
import { apiPaths } from './paths'
import {
  apiErrorSchema,
  authResponseSchema,
  chatMessageSchema,
  chatParticipantSchema,
  chatRoomRequestSchema,
  chatRoomSchema,
  chatSendSchema,
  chatUploadSchema,
  commentEventSchema,
  projectEventSchema,
  taskActivitySchema,
  taskEventSchema,
  checklistItemRequestSchema,
  checklistItemSchema,
  checklistTemplateRequestSchema,
  checklistTemplateSchema,
  commentRequestSchema,
  commentSchema,
  commentUpdateSchema,
  dashboardOverviewSchema,
  createUserRequestSchema,
  loginRequestSchema,
  newUserSchema,
  notificationSchema,
  okSchema,
  projectRequestSchema,
  projectSchema,
  roleRefSchema,
  roleRequestSchema,
  roleSchema,
  signupRequestSchema,
  restoreRequestSchema,
  taskBatchRequestSchema,
  taskMoveRequestSchema,
  taskRequestSchema,
  taskSchema,
  taskStatusSchema,
  updateUserRequestSchema,
  userSchema,
} from './schemas'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Who may call: nobody needs to be signed in (`public`), any signed-in user (`signed-in`), or a role
 * at least (`staff` < `manager` < `admin`, SPEC §6).
 */
export type Access = 'public' | 'signed-in' | 'staff' | 'manager' | 'admin'

/** A narrower rule on top of `access`, about whose data it is. */
export type Ownership =
  /** The `{userId}` in the path, or the record's owner, must be the caller, unless an admin. */
  | 'self-or-admin'
  /** The caller's own, or anyone's for managers and admins. */
  | 'self-or-manager'
  /** Only the record's author, or an admin. */
  | 'author-or-admin'
  /** Only the room's participants. */
  | 'participant'
  /** Members of the project (staff), or any project for managers and admins (ours, issue 21). */
  | 'member-or-manager'
  /** The task's assignee or members of its project (staff), or any task for managers and admins (ours, issue 21). */
  | 'task-member-or-manager'

export type Schema = z.core.$ZodType

export interface QueryParam {
  name: string
  description: string
  schema: Schema
  required: boolean
}

export interface Endpoint {
  /** Unique, camelCase: the OpenAPI operationId. */
  id: string
  /** Groups operations in the reference. */
  tag: string
  method: HttpMethod
  path: string
  summary: string
  access: Access
  ownership?: Ownership
  /** Path parameter → description; every path parameter is a positive integer id. */
  pathParams: Record<string, string>
  query: QueryParam[]
  /** Request headers besides `Authorization` (e.g. `If-Match`). */
  headers: QueryParam[]
  /** JSON body schema, `multipart` (a `file` field) or none. */
  body?: Schema | 'multipart'
  /** JSON answer with 200, or `binary` (a file's bytes with its own content type). */
  response: Schema | 'binary'
  /** Statuses besides 200, each answered with the error body (`apiErrorSchema`). */
  errors: number[]
  /** "Ours" when the spec does not show the call; otherwise only what a server author must know. */
  note?: string
}

type EndpointInput = Omit<Endpoint, 'errors' | 'pathParams' | 'query' | 'headers'> & {
  pathParams?: Record<string, string>
  query?: QueryParam[]
  headers?: QueryParam[]
  /** Statuses the general rules below do not imply (409, 413, a 400 without a body…). */
  alsoErrors?: number[]
}

/**
 * The general rules every call follows (docs/api.md): 401 without a valid token; 403 below the
 * role or for someone else's data; 400 for a malformed id, query value or body; 404 for an unknown id.
 */
function endpoint({ alsoErrors = [], pathParams = {}, query = [], headers = [], ...input }: EndpointInput): Endpoint {
  const errors = new Set(alsoErrors)
  const hasIds = Object.keys(pathParams).length > 0
  if (hasIds || query.length > 0 || input.body !== undefined) errors.add(400)
  if (input.access !== 'public') errors.add(401)
  if ((input.access !== 'public' && input.access !== 'signed-in') || input.ownership) errors.add(403)
  if (hasIds) errors.add(404)
  return { ...input, pathParams, query, headers, errors: [...errors].sort((a, b) => a - b) }
}

const idQuery = (name: string, description: string, required = true): QueryParam => ({
  name,
  description,
  schema: z.int().check(z.positive()),
  required,
})

const list = z.array

/** Optional paging (`src/contract/paging.ts`): without either, the whole list. */
const pageQuery: QueryParam[] = [
  { name: PAGING.pageParam, description: 'Zero-based page number (ours, optional).', schema: z.int().check(z.gte(0)), required: false },
  {
    name: PAGING.sizeParam,
    description: `Items per page, 1 to ${PAGING.maxSize}; ${PAGING.defaultSize} when only \`page\` is given (ours, optional).`,
    schema: z.int().check(z.gte(1), z.lte(PAGING.maxSize)),
    required: false,
  },
]
/** Optional concurrency check on updates (mocks/versions.ts, lib/edit-conflict.ts). */
const ifMatchHeader: QueryParam = {
  name: 'If-Match',
  description: 'The `version` the edit started from, as `"3"` (ours, optional): a stale one is refused with 409 `EDIT_CONFLICT` and the current record in `current`; without it the last write wins.',
  schema: z.string(),
  required: false,
}
/** Ours (issue 21): a repeated key creates nothing (mocks/idempotency.ts, docs/api.md "Idempotency"). */
const idempotencyKeyHeader: QueryParam = {
  name: 'Idempotency-Key',
  description:
    'Any string of 1 to 255 characters, new for each thing to create (ours, optional): the same key from the same caller within 10 minutes is answered with the first answer (and `Idempotent-Replayed: true`) and creates nothing; with another path or body, 400 `IDEMPOTENCY_KEY_REUSED`. A refused attempt keeps nothing, so its key may be sent again.',
  schema: z.string().check(z.minLength(1), z.maxLength(255)),
  required: false,
}
const RESTORE_NOTE = 'Ours (issue 19): the answer carries `X-Restore-Token`, which undoes the delete for 10 minutes for the user who deleted'
const PAGED_NOTE = `With \`page\` or \`size\`, that slice of the list in the same order and the list's length in \`${PAGING.totalHeader}\` (ours).`

/** Named schemas: components of the OpenAPI document; others are inlined where used. */
export const namedSchemas: Record<string, Schema> = {
  ApiError: apiErrorSchema,
  Ok: okSchema,
  Role: roleSchema,
  RoleRef: roleRefSchema,
  User: userSchema,
  AuthResponse: authResponseSchema,
  LoginRequest: loginRequestSchema,
  NewUser: newUserSchema,
  SignupRequest: signupRequestSchema,
  UpdateUserRequest: updateUserRequestSchema,
  RoleRequest: roleRequestSchema,
  Project: projectSchema,
  ProjectRequest: projectRequestSchema,
  Task: taskSchema,
  TaskActivity: taskActivitySchema,
  DashboardOverview: dashboardOverviewSchema,
  TaskRequest: taskRequestSchema,
  TaskBatchRequest: taskBatchRequestSchema,
  RestoreRequest: restoreRequestSchema,
  TaskStatus: taskStatusSchema,
  Comment: commentSchema,
  CommentRequest: commentRequestSchema,
  CommentUpdate: commentUpdateSchema,
  ChecklistTemplate: checklistTemplateSchema,
  ChecklistTemplateRequest: checklistTemplateRequestSchema,
  ChecklistItem: checklistItemSchema,
  ChecklistItemRequest: checklistItemRequestSchema,
  Notification: notificationSchema,
  ChatRoom: chatRoomSchema,
  ChatRoomRequest: chatRoomRequestSchema,
  ChatParticipant: chatParticipantSchema,
  ChatMessage: chatMessageSchema,
  ChatSend: chatSendSchema,
  ChatUpload: chatUploadSchema,
  TaskEvent: taskEventSchema,
  ProjectEvent: projectEventSchema,
  CommentEvent: commentEventSchema,
}

const userIds: QueryParam = {
  name: 'userIds',
  description: 'Who is assigned: a comma list (`1,2`) or repeated. On update, absent keeps the assignment and empty clears it (ours).',
  schema: z.string().check(z.regex(/^(\d+(,\d+)*)?$/)),
  required: false,
}

export const endpoints: readonly Endpoint[] = [
  // Auth
  endpoint({
    id: 'login',
    tag: 'Auth',
    method: 'POST',
    path: apiPaths.auth.login(),
    summary: 'Sign in',
    access: 'public',
    body: loginRequestSchema,
    response: authResponseSchema,
    alsoErrors: [401, 429],
    note: '401 "Invalid username or password"; the username is matched case-insensitively. 429 `TOO_MANY_ATTEMPTS` with `Retry-After` (seconds) after 5 failures for one account, or for unknown usernames together, within 15 minutes: refused, even with the right password, for 30 s, doubling with each further failure up to 15 min; a successful sign-in resets the count (ours, docs/api.md "Sign-in throttling").',
  }),
  endpoint({
    id: 'signup',
    tag: 'Auth',
    method: 'POST',
    path: apiPaths.auth.signup(),
    summary: 'Register a new account',
    access: 'public',
    body: signupRequestSchema,
    response: authResponseSchema,
    alsoErrors: [409],
    note: 'New accounts get the default role, kept by id (3, seeded as ROLE_STAFF: renaming it changes nothing; once deleted, no role) (ours); 409 `USERNAME_TAKEN` or `EMAIL_TAKEN` for a username or email another account has (case-insensitive), with `fields`.',
  }),
  endpoint({
    id: 'logout',
    tag: 'Auth',
    method: 'POST',
    path: apiPaths.auth.logout(),
    summary: 'Sign out: end the session of the bearer token',
    access: 'public',
    response: okSchema,
    note: 'Ours: the token stops working at once (any call with it answers 401). Always 200, also without a token or with an unknown or expired one. Tokens expire on their own after 12 h without a call (docs/api.md "Sessions").',
  }),
  // Users
  endpoint({
    id: 'listUsers',
    tag: 'Users',
    method: 'GET',
    path: apiPaths.users.list(),
    summary: 'All users, by id',
    access: 'signed-in',
    query: pageQuery,
    response: list(userSchema),
    note: `\`email\` and \`mobileNo\` only on the caller and for admins (ours, issue 21). ${PAGED_NOTE}`,
  }),
  endpoint({
    id: 'getUser',
    tag: 'Users',
    method: 'GET',
    path: apiPaths.users.detail('{id}'),
    summary: 'One user',
    access: 'signed-in',
    pathParams: { id: 'User id' },
    response: userSchema,
    note: '`email` and `mobileNo` only on the caller and for admins (ours, issue 21).',
  }),
  endpoint({
    id: 'createUser',
    tag: 'Users',
    method: 'POST',
    path: apiPaths.users.create(),
    summary: 'Create a user (admin)',
    headers: [idempotencyKeyHeader],
    access: 'admin',
    body: createUserRequestSchema,
    response: userSchema,
    alsoErrors: [409],
    note: 'Without `roles` the user gets the default role, as on sign-up (ours); 400 for an unknown role; 409 `USERNAME_TAKEN` or `EMAIL_TAKEN`.',
  }),
  endpoint({
    id: 'updateUser',
    tag: 'Users',
    method: 'PUT',
    path: apiPaths.users.admin('{id}'),
    summary: 'Update a user and their roles (admin)',
    access: 'admin',
    pathParams: { id: 'User id' },
    body: updateUserRequestSchema,
    response: userSchema,
    alsoErrors: [409],
    note: '409 `USERNAME_TAKEN` or `EMAIL_TAKEN` when another account has them (its own are no conflict); 400 when admins would remove their own admin role (ours).',
  }),
  endpoint({
    id: 'deleteUser',
    tag: 'Users',
    method: 'DELETE',
    path: apiPaths.users.admin('{id}'),
    summary: 'Delete a user (admin)',
    access: 'admin',
    pathParams: { id: 'User id' },
    response: okSchema,
    note: 'Their tasks become unassigned; they leave projects, templates and rooms; their sessions, notifications and checklists go. 400 for your own account (ours).',
  }),
  // Roles
  endpoint({ id: 'listRoles', tag: 'Roles', method: 'GET', path: apiPaths.roles.list(), summary: 'All roles', access: 'admin', response: list(roleSchema) }),
  endpoint({
    id: 'getRole',
    tag: 'Roles',
    method: 'GET',
    path: apiPaths.roles.detail('{id}'),
    summary: 'One role',
    access: 'admin',
    pathParams: { id: 'Role id' },
    response: roleSchema,
  }),
  endpoint({
    id: 'createRole',
    tag: 'Roles',
    method: 'POST',
    path: apiPaths.roles.list(),
    summary: 'Create a role',
    headers: [idempotencyKeyHeader],
    access: 'admin',
    body: roleRequestSchema,
    response: roleSchema,
    alsoErrors: [409],
    note: '409 for a name already used (case-insensitive).',
  }),
  endpoint({
    id: 'renameRole',
    tag: 'Roles',
    method: 'PUT',
    path: apiPaths.roles.detail('{id}'),
    summary: 'Rename a role',
    access: 'admin',
    pathParams: { id: 'Role id' },
    body: roleRequestSchema,
    response: roleSchema,
    alsoErrors: [409],
    note: 'Shows on every user at once; 400 if the caller would lose admin access (ours).',
  }),
  endpoint({
    id: 'deleteRole',
    tag: 'Roles',
    method: 'DELETE',
    path: apiPaths.roles.detail('{id}'),
    summary: 'Delete a role',
    access: 'admin',
    pathParams: { id: 'Role id' },
    response: okSchema,
    note: 'The role is removed from every user; 400 if the caller would lose admin access (ours).',
  }),
  // Projects
  endpoint({ id: 'listProjects', tag: 'Projects', method: 'GET', path: apiPaths.projects.list(), summary: 'All projects, with members', access: 'staff', response: list(projectSchema) }),
  endpoint({
    id: 'listProjectsOfUser',
    tag: 'Projects',
    method: 'GET',
    path: apiPaths.projects.ofUser('{userId}'),
    summary: 'Projects a user is a member of',
    access: 'staff',
    pathParams: { userId: 'User id' },
    response: list(projectSchema),
  }),
  endpoint({
    id: 'getProject',
    tag: 'Projects',
    method: 'GET',
    path: apiPaths.projects.detail('{id}'),
    summary: 'One project',
    access: 'staff',
    pathParams: { id: 'Project id' },
    response: projectSchema,
  }),
  endpoint({
    id: 'createProject',
    tag: 'Projects',
    method: 'POST',
    path: apiPaths.projects.list(),
    summary: 'Create a project',
    headers: [idempotencyKeyHeader],
    access: 'staff',
    body: projectRequestSchema,
    response: projectSchema,
    note: '`status` active (default), completed or on_hold (`on-hold` accepted), else 400; the creator becomes the first member (ours).',
  }),
  endpoint({
    id: 'updateProject',
    tag: 'Projects',
    method: 'PUT',
    path: apiPaths.projects.detail('{id}'),
    summary: 'Update a project',
    access: 'staff',
    ownership: 'member-or-manager',
    pathParams: { id: 'Project id' },
    headers: [ifMatchHeader],
    body: projectRequestSchema,
    response: projectSchema,
    alsoErrors: [409],
    note: 'Fields left out keep their value, `null` clears; PROJECT_UPDATED to the other members. Every change (an edit, a new member) adds 1 to `version` (ours).',
  }),
  endpoint({
    id: 'deleteProject',
    tag: 'Projects',
    method: 'DELETE',
    path: apiPaths.projects.detail('{id}'),
    summary: 'Delete a project',
    access: 'manager',
    pathParams: { id: 'Project id' },
    response: okSchema,
    note: 'Its tasks and their comments go; its chat rooms stay with `projectId: null`.',
  }),
  endpoint({
    id: 'listProjectMembers',
    tag: 'Projects',
    method: 'GET',
    path: apiPaths.projects.members('{id}'),
    summary: 'A project’s members',
    access: 'staff',
    pathParams: { id: 'Project id' },
    response: list(userSchema),
  }),
  endpoint({
    id: 'addProjectMember',
    tag: 'Projects',
    method: 'POST',
    path: apiPaths.projects.addMember('{id}', '{userId}'),
    summary: 'Add a member to a project',
    headers: [idempotencyKeyHeader],
    access: 'staff',
    ownership: 'member-or-manager',
    pathParams: { id: 'Project id', userId: 'User id' },
    response: projectSchema,
    alsoErrors: [409],
    note: '409 when already a member; PROJECT_ASSIGNED to the new member, MEMBER_ADDED to the others.',
  }),
  endpoint({
    id: 'listProjectTasks',
    tag: 'Tasks',
    method: 'GET',
    path: apiPaths.projects.tasks('{id}'),
    summary: 'A project’s tasks',
    access: 'staff',
    pathParams: { id: 'Project id' },
    response: list(taskSchema),
    note: 'Staff get only the tasks assigned to them or in their projects (ours, issue 21).',
  }),
  endpoint({
    id: 'createTask',
    tag: 'Tasks',
    method: 'POST',
    path: apiPaths.projects.tasks('{id}'),
    summary: 'Create a task in a project',
    headers: [idempotencyKeyHeader],
    access: 'staff',
    ownership: 'member-or-manager',
    pathParams: { id: 'Project id' },
    body: taskRequestSchema,
    response: taskSchema,
    note: 'Priority defaults to 2, status to TODO; 400 for an unknown assignee or a `projectId` other than the path’s. TASK_ASSIGNED to the assignee.',
  }),
  // Tasks
  endpoint({
    id: 'listTasks',
    tag: 'Tasks',
    method: 'GET',
    path: apiPaths.tasks.list(),
    summary: 'All tasks, by id',
    access: 'staff',
    query: pageQuery,
    response: list(taskSchema),
    note: `Staff get only the tasks assigned to them or in their projects (ours, issue 21). ${PAGED_NOTE}`,
  }),
  endpoint({
    id: 'dashboardOverview',
    tag: 'Tasks',
    method: 'GET',
    path: apiPaths.dashboard(),
    summary: 'The dashboard’s counters and first cards',
    access: 'staff',
    query: [
      idQuery('project', 'Only this project’s tasks.', false),
      { name: 'assignee', description: 'Only this user’s tasks (an id), or `unassigned`.', schema: z.union([z.int().check(z.positive()), z.literal('unassigned')]), required: false },
      { name: 'tab', description: 'Only one tab’s statuses: `todo` (TODO), `in-progress` (IN_PROGRESS, IN_REVIEW) or `completed`; every status without it.', schema: z.enum(DASHBOARD_QUERY.tabs), required: false },
      { name: 'sort', description: 'An order, with `dir`; SPEC’s (completed last, then priority) without it.', schema: z.enum(DASHBOARD_QUERY.sortFields), required: false },
      { name: 'dir', description: 'The order’s direction, with `sort`.', schema: z.enum(DASHBOARD_QUERY.directions), required: false },
      { name: 'size', description: `How many tasks, 1 to ${PAGING.maxSize}; ${PAGING.defaultSize} without it.`, schema: z.int().check(z.gte(1), z.lte(PAGING.maxSize)), required: false },
    ],
    response: dashboardOverviewSchema,
    note: 'Ours (issue 13, optional): what the dashboard shows first while `GET /staff/tasks` loads. `counts` over the project and assignee filters, `total` the tasks of the tab, `tasks` the first `size` of them in the order asked for; staff see only their tasks, as in the list. A server without it leaves the dashboard to wait for the whole list.',
  }),
  endpoint({
    id: 'getTask',
    tag: 'Tasks',
    method: 'GET',
    path: apiPaths.tasks.detail('{id}'),
    summary: 'One task',
    access: 'staff',
    ownership: 'task-member-or-manager',
    pathParams: { id: 'Task id' },
    response: taskSchema,
  }),
  endpoint({
    id: 'updateTask',
    tag: 'Tasks',
    method: 'PUT',
    path: apiPaths.tasks.detail('{id}'),
    summary: 'Update a task (may move it with `projectId`)',
    access: 'staff',
    ownership: 'task-member-or-manager',
    pathParams: { id: 'Task id' },
    headers: [ifMatchHeader],
    body: taskRequestSchema,
    response: taskSchema,
    alsoErrors: [409],
    note: 'Left-out fields keep their value. The assignee (if not the caller) gets TASK_ASSIGNED, TASK_COMPLETED or TASK_UPDATED. Every change (edit, status, assignee) adds 1 to `version` (ours).',
  }),
  endpoint({
    id: 'deleteTask',
    tag: 'Tasks',
    method: 'DELETE',
    path: apiPaths.tasks.detail('{id}'),
    summary: 'Delete a task and its comments',
    access: 'manager',
    pathParams: { id: 'Task id' },
    response: okSchema,
    note: `${RESTORE_NOTE} (POST /staff/tasks/batch \`{ restore }\` puts the task and its comments back).`,
  }),
  endpoint({
    id: 'setTaskStatus',
    tag: 'Tasks',
    method: 'PATCH',
    path: '/staff/tasks/{id}/status',
    summary: 'Change a task’s status',
    access: 'staff',
    ownership: 'task-member-or-manager',
    pathParams: { id: 'Task id' },
    query: [{ name: 'status', description: 'The new status, exactly as spelled.', schema: taskStatusSchema, required: true }],
    response: taskSchema,
    note: 'COMPLETED sets `completedAt`; any other status clears it.',
  }),
  endpoint({
    id: 'assignTask',
    tag: 'Tasks',
    method: 'PATCH',
    path: '/staff/tasks/{id}/assign',
    summary: 'Assign a task',
    access: 'staff',
    ownership: 'task-member-or-manager',
    pathParams: { id: 'Task id' },
    query: [idQuery('userId', 'The new assignee.')],
    response: taskSchema,
    note: '404 for an unknown user; TASK_ASSIGNED to the assignee.',
  }),
  endpoint({
    id: 'moveTask',
    tag: 'Tasks',
    method: 'PUT',
    path: apiPaths.tasks.position('{id}'),
    summary: 'Move a task on the board (status and place in its column)',
    access: 'staff',
    ownership: 'task-member-or-manager',
    pathParams: { id: 'Task id' },
    headers: [ifMatchHeader],
    body: taskMoveRequestSchema,
    response: taskSchema,
    alsoErrors: [409],
    note: 'Ours (issue 18). Puts the task into `status`’s column just before `beforeId`, or last without it; answers the task with its new `position` (a column lists by `position`, then id). 400 when `beforeId` is the task itself, another status’s task or unknown. A new status works as PATCH …/status does (`completedAt`, notifications); every move adds 1 to `version`.',
  }),
  endpoint({
    id: 'getTaskActivity',
    tag: 'Tasks',
    method: 'GET',
    path: apiPaths.tasks.activity('{id}'),
    summary: 'A task’s change history, newest first',
    access: 'staff',
    ownership: 'task-member-or-manager',
    pathParams: { id: 'Task id' },
    response: list(taskActivitySchema),
    note: 'Ours (issue 19). One entry per changed field of every write (created, title, status, assignee, priority, startDate, dueDate, description, project) with who (`actorId`, `actorName`) and when; `from`/`to` are raw values as strings (status codes, priority numbers, ISO days, assignee and project names as they were then), null for none and always for description. The newest 50 changes are kept; a task with no recorded creation (older data) answers a `created` entry from its `createdAt` with a null actor.',
  }),
  endpoint({
    id: 'batchTasks',
    tag: 'Tasks',
    method: 'POST',
    path: apiPaths.tasks.batch(),
    summary: 'Change, delete or restore many tasks in one write',
    access: 'staff',
    ownership: 'task-member-or-manager',
    body: taskBatchRequestSchema,
    response: list(taskSchema),
    alsoErrors: [404, 409],
    note: 'Ours (issue 19). One of: `{ ids, change }` sets the same `status`, `priority`, `assigneeId` (null unassigns) or `dueDate` on every task of `ids` (1 to 200, each once); `{ items }` sets each task its own values (an undo), and refuses with 409 `EDIT_CONFLICT` (the changed tasks in `current`) when an item’s `version` is not the task’s; `{ ids, delete: true }` deletes them with their comments (managers and admins only, as DELETE does) and answers the deleted tasks with `X-Restore-Token`; `{ restore }` puts back what a delete with that token removed (tasks, comments, ids, activity, positions) for the user who deleted, within 10 minutes (404 `RESTORE_EXPIRED` after). All or nothing: an unknown task (404), a task the caller may not edit (403) or an invalid value (400, checked as PUT checks it) changes nothing. Each changed task records its activity, adds 1 to `version` and is announced and notified as a single change is; a task the change leaves as it was is untouched. Answers the changed (or restored) tasks.',
  }),
  // Comments
  endpoint({
    id: 'listComments',
    tag: 'Comments',
    method: 'GET',
    path: apiPaths.comments.ofTask('{taskId}'),
    summary: 'A task’s comments, oldest first',
    access: 'staff',
    ownership: 'task-member-or-manager',
    pathParams: { taskId: 'Task id' },
    response: list(commentSchema),
  }),
  endpoint({
    id: 'addComment',
    tag: 'Comments',
    method: 'POST',
    path: apiPaths.comments.ofTask('{taskId}'),
    summary: 'Comment on a task',
    headers: [idempotencyKeyHeader],
    access: 'staff',
    ownership: 'task-member-or-manager',
    pathParams: { taskId: 'Task id' },
    body: commentRequestSchema,
    response: commentSchema,
    note: 'The server sets `commenter`, `authorId` and `createdAt` (body values ignored, ours); a delta of only whitespace is blank (400). COMMENT_ADDED to the assignee. Ours (issue 19): each `@username` in the text naming someone who may read the task (not the author) sends them one MENTIONED (`taskId` set) instead.',
  }),
  endpoint({
    id: 'updateComment',
    tag: 'Comments',
    method: 'PUT',
    path: apiPaths.comments.detail('{id}'),
    summary: 'Edit a comment',
    access: 'signed-in',
    ownership: 'author-or-admin',
    pathParams: { id: 'Comment id' },
    body: commentUpdateSchema,
    response: commentSchema,
    note: 'Ours (issue 19): MENTIONED to those the new text mentions and the old one did not (see addComment).',
  }),
  endpoint({
    id: 'deleteComment',
    tag: 'Comments',
    method: 'DELETE',
    path: apiPaths.comments.detail('{id}'),
    summary: 'Delete a comment',
    access: 'signed-in',
    ownership: 'author-or-admin',
    pathParams: { id: 'Comment id' },
    response: okSchema,
    note: `${RESTORE_NOTE} (POST /comments/restore puts the comment back).`,
  }),
  endpoint({
    id: 'restoreComment',
    tag: 'Comments',
    method: 'POST',
    path: apiPaths.comments.restore(),
    summary: 'Undo a comment’s delete',
    access: 'signed-in',
    ownership: 'author-or-admin',
    body: restoreRequestSchema,
    response: commentSchema,
    alsoErrors: [404, 409],
    note: 'Ours (issue 19). `token` is the `X-Restore-Token` of the delete’s answer: puts the comment back as it was (same id, text and times) for the user who deleted it, within 10 minutes (404 `RESTORE_EXPIRED` after, or once used; 409 when its task is gone).',
  }),
  // Checklist templates
  endpoint({
    id: 'listChecklistTemplates',
    tag: 'Checklist templates',
    method: 'GET',
    path: apiPaths.checklistTemplates.list(),
    summary: 'All checklist templates, with their users',
    access: 'staff',
    response: list(checklistTemplateSchema),
  }),
  endpoint({
    id: 'getChecklistTemplate',
    tag: 'Checklist templates',
    method: 'GET',
    path: apiPaths.checklistTemplates.detail('{id}'),
    summary: 'One checklist template',
    access: 'staff',
    pathParams: { id: 'Template id' },
    response: checklistTemplateSchema,
  }),
  endpoint({
    id: 'createChecklistTemplate',
    tag: 'Checklist templates',
    method: 'POST',
    path: apiPaths.checklistTemplates.list(),
    summary: 'Create a checklist template',
    headers: [idempotencyKeyHeader],
    access: 'staff',
    query: [userIds],
    body: checklistTemplateRequestSchema,
    response: checklistTemplateSchema,
    note: '`users` in the body is ignored: `userIds` decides. CHECKLIST_CREATED to each assigned user; an active template adds its item to today’s lists already generated.',
  }),
  endpoint({
    id: 'updateChecklistTemplate',
    tag: 'Checklist templates',
    method: 'PUT',
    path: apiPaths.checklistTemplates.detail('{id}'),
    summary: 'Update a checklist template',
    access: 'staff',
    pathParams: { id: 'Template id' },
    headers: [ifMatchHeader],
    query: [userIds],
    body: checklistTemplateRequestSchema,
    response: checklistTemplateSchema,
    alsoErrors: [409],
    note: '400 when the body’s `id` differs from the path’s. Newly assigned users get CHECKLIST_CREATED. Every change adds 1 to `version` (ours).',
  }),
  endpoint({
    id: 'deleteChecklistTemplate',
    tag: 'Checklist templates',
    method: 'DELETE',
    path: apiPaths.checklistTemplates.detail('{id}'),
    summary: 'Delete a checklist template',
    access: 'staff',
    pathParams: { id: 'Template id' },
    response: okSchema,
    note: 'Items already generated from it stay.',
  }),
  // Daily checklists
  endpoint({
    id: 'listChecklistItems',
    tag: 'Checklists',
    method: 'GET',
    path: apiPaths.checklists.list(),
    summary: 'Checklist items: everyone’s for managers and admins, your own for staff (ours)',
    access: 'staff',
    response: list(checklistItemSchema),
  }),
  endpoint({
    id: 'listChecklistItemsOfUser',
    tag: 'Checklists',
    method: 'GET',
    path: apiPaths.checklists.ofUser('{userId}'),
    summary: 'All of a user’s items, newest day first',
    access: 'staff',
    ownership: 'self-or-manager',
    pathParams: { userId: 'User id' },
    response: list(checklistItemSchema),
  }),
  endpoint({
    id: 'listTodaysChecklist',
    tag: 'Checklists',
    method: 'GET',
    path: apiPaths.checklists.today('{userId}'),
    summary: 'Today’s items of a user (generated on first ask)',
    access: 'staff',
    ownership: 'self-or-manager',
    pathParams: { userId: 'User id' },
    response: list(checklistItemSchema),
    note: 'Generated once per user and day from the active templates assigned to them whose `excludedDays` do not contain today’s weekday. "Today" is the server’s calendar day (docs/api.md "Dates").',
  }),
  endpoint({
    id: 'listPendingChecklist',
    tag: 'Checklists',
    method: 'GET',
    path: apiPaths.checklists.pending('{userId}'),
    summary: 'A user’s items not completed',
    access: 'staff',
    ownership: 'self-or-manager',
    pathParams: { userId: 'User id' },
    response: list(checklistItemSchema),
  }),
  endpoint({
    id: 'addChecklistItem',
    tag: 'Checklists',
    method: 'POST',
    path: apiPaths.checklists.addForUser('{userId}'),
    summary: 'Add an item to a user’s checklist for today',
    headers: [idempotencyKeyHeader],
    access: 'staff',
    ownership: 'self-or-manager',
    pathParams: { userId: 'User id' },
    body: checklistItemRequestSchema,
    response: checklistItemSchema,
    note: 'Ours: the spec does not show adding an item.',
  }),
  endpoint({
    id: 'completeChecklistItem',
    tag: 'Checklists',
    method: 'PUT',
    path: apiPaths.checklists.complete('{id}'),
    summary: 'Tick a checklist item',
    access: 'staff',
    ownership: 'self-or-manager',
    pathParams: { id: 'Checklist item id' },
    response: checklistItemSchema,
    note: 'Sets `completedAt`. When the day’s last open item is done, CHECKLIST_COMPLETED goes to the managers sharing a project with the user (ours).',
  }),
  endpoint({
    id: 'reopenChecklistItem',
    tag: 'Checklists',
    method: 'PUT',
    path: apiPaths.checklists.reopen('{id}'),
    summary: 'Untick a checklist item',
    access: 'staff',
    ownership: 'self-or-manager',
    pathParams: { id: 'Checklist item id' },
    response: checklistItemSchema,
    note: 'Ours: `completed: false`, `completedAt: null`.',
  }),
  endpoint({
    id: 'deleteChecklistItem',
    tag: 'Checklists',
    method: 'DELETE',
    path: apiPaths.checklists.detail('{id}'),
    summary: 'Remove a checklist item',
    access: 'staff',
    ownership: 'self-or-manager',
    pathParams: { id: 'Checklist item id' },
    response: okSchema,
  }),
  // Notifications
  endpoint({
    id: 'listUnreadNotifications',
    tag: 'Notifications',
    method: 'GET',
    path: apiPaths.notifications.unread('{userId}'),
    summary: 'A user’s unread notifications, newest first',
    access: 'signed-in',
    ownership: 'self-or-admin',
    pathParams: { userId: 'User id' },
    response: list(notificationSchema),
    note: 'Sends TASK_OVERDUE once per overdue assigned task first (ours: a real server would run a scheduled job).',
  }),
  endpoint({
    id: 'markNotificationRead',
    tag: 'Notifications',
    method: 'POST',
    path: apiPaths.notifications.read('{id}'),
    summary: 'Mark a notification read',
    access: 'signed-in',
    ownership: 'self-or-admin',
    pathParams: { id: 'Notification id' },
    response: notificationSchema,
  }),
  endpoint({
    id: 'markAllNotificationsRead',
    tag: 'Notifications',
    method: 'POST',
    path: apiPaths.notifications.readAll('{userId}'),
    summary: 'Mark all of a user’s notifications read',
    access: 'signed-in',
    ownership: 'self-or-admin',
    pathParams: { userId: 'User id' },
    response: okSchema,
    note: 'Ours: the spec does not show this path.',
  }),
  // Chat
  endpoint({
    id: 'listChatRooms',
    tag: 'Chat',
    method: 'GET',
    path: apiPaths.chat.rooms(),
    summary: 'The caller’s rooms, most recent activity first',
    access: 'signed-in',
    response: list(chatRoomSchema),
    note: '`unreadCount` counts others’ messages after the caller’s last-read marker.',
  }),
  endpoint({
    id: 'createChatRoom',
    tag: 'Chat',
    method: 'POST',
    path: apiPaths.chat.rooms(),
    summary: 'Create a room (the caller joins it)',
    headers: [idempotencyKeyHeader],
    access: 'signed-in',
    body: chatRoomRequestSchema,
    response: chatRoomSchema,
    alsoErrors: [404],
    note: '400 for no participant, an unknown one, or a direct room with more than one other person; 404 for an unknown project. A direct room with the same person answers the existing room (ours).',
  }),
  endpoint({
    id: 'listChatMessages',
    tag: 'Chat',
    method: 'GET',
    path: apiPaths.chat.messages('{id}'),
    summary: 'A room’s messages, oldest first',
    access: 'signed-in',
    ownership: 'participant',
    pathParams: { id: 'Room id' },
    query: pageQuery,
    response: list(chatMessageSchema),
    note: PAGED_NOTE,
  }),
  endpoint({
    id: 'listChatParticipants',
    tag: 'Chat',
    method: 'GET',
    path: apiPaths.chat.participants('{id}'),
    summary: 'A room’s participants',
    access: 'signed-in',
    ownership: 'participant',
    pathParams: { id: 'Room id' },
    response: list(chatParticipantSchema),
  }),
  endpoint({
    id: 'markChatRoomRead',
    tag: 'Chat',
    method: 'POST',
    path: apiPaths.chat.read('{id}'),
    summary: 'Mark a room read for the caller',
    access: 'signed-in',
    ownership: 'participant',
    pathParams: { id: 'Room id' },
    response: chatRoomSchema,
    note: 'Ours: answers the room with `unreadCount: 0`.',
  }),
  endpoint({
    id: 'uploadChatFile',
    tag: 'Chat',
    method: 'POST',
    path: apiPaths.chat.upload('{id}'),
    summary: 'Upload a file to a room',
    access: 'signed-in',
    ownership: 'participant',
    pathParams: { id: 'Room id' },
    body: 'multipart',
    response: chatUploadSchema,
    alsoErrors: [413],
    note: 'multipart/form-data, field `file`; 413 over 2 MB (ours). Then publish a message of that `type` with `content: url` and `fileName`.',
  }),
  endpoint({
    id: 'getChatFile',
    tag: 'Chat',
    method: 'GET',
    path: apiPaths.chat.file('{fileId}'),
    summary: 'An uploaded file’s bytes',
    access: 'signed-in',
    ownership: 'participant',
    pathParams: { fileId: 'The file’s random key (from the upload’s `url`), not a number' },
    response: 'binary',
    note: 'Ours: served with its content type to the room’s participants only, with the bearer token like any call (404 for anyone else, so a key reveals nothing). Clients fetch it and show or save the bytes (an object URL): `<img src>` and plain links cannot send the token.',
  }),
]

/** `/staff/tasks/{id}` → `/staff/tasks/7` (values by parameter name). */
export function fillPath(path: string, values: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`No value for {${name}} in ${path}`)
    return encodeURIComponent(String(value))
  })
}

export function endpointById(id: string): Endpoint {
  const found = endpoints.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`No endpoint ${id} in src/contract/endpoints.ts`)
  return found
}
