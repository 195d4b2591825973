/**
 * Tasks over the contract (SPEC §7): one query-options factory (CONVENTIONS §5) shared by every
 * screen that shows tasks, so keys live in one place and any task change refreshes every list by
 * prefix. The calls are here; task-mutations.ts wraps each in a hook, and screens add their toasts.
 */
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiPaths } from '@/contract/paths'
import { RESTORE_TOKEN_HEADER, type Task, type TaskBatchRequest, type TaskMoveRequest, type TaskRequest, type TaskStatus, taskSchema } from '@/contract/schemas'
import { afterSettle } from '@/lib/after-settle'
import { apiRequest, apiRequestWithHeaders } from '@/lib/api-client'
import { queryRoots } from '@/lib/query-keys'

const taskListSchema = z.array(taskSchema)

export const taskKeys = {
  all: queryRoots.tasks,
  list: () => [...queryRoots.tasks, 'list'] as const,
  ofProject: (projectId: number) => [...queryRoots.tasks, 'project', projectId] as const,
  detail: (id: number) => [...queryRoots.tasks, 'detail', id] as const,
}

export const taskQueries = {
  /** Every task the caller may see (GET /staff/tasks). */
  list: () =>
    queryOptions({
      queryKey: taskKeys.list(),
      queryFn: ({ signal }) => apiRequest(apiPaths.tasks.list(), { schema: taskListSchema, signal }),
    }),
  /** A project's tasks; a failed fetch yields no tasks (SPEC §7 "Call behaviour"). */
  ofProject: (projectId: number) =>
    queryOptions({
      queryKey: taskKeys.ofProject(projectId),
      queryFn: ({ signal }) => apiRequest(apiPaths.projects.tasks(projectId), { schema: taskListSchema, signal }),
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: taskKeys.detail(id),
      queryFn: ({ signal }) => apiRequest(apiPaths.tasks.detail(id), { schema: taskSchema, signal }),
    }),
}

export function createTask(projectId: number, body: TaskRequest): Promise<Task> {
  return apiRequest(apiPaths.projects.tasks(projectId), { method: 'POST', body: { ...body, projectId }, schema: taskSchema })
}

export function updateTask(id: number, body: TaskRequest, headers: Record<string, string> = {}): Promise<Task> {
  return apiRequest(apiPaths.tasks.detail(id), { method: 'PUT', body, schema: taskSchema, headers })
}

/** Deletes a task; answers the token that undoes it (issue 19), null from a server without undo. */
export async function deleteTask(id: number): Promise<string | null> {
  const { headers } = await apiRequestWithHeaders(apiPaths.tasks.detail(id), { method: 'DELETE' })
  return headers.get(RESTORE_TOKEN_HEADER)
}

export interface TaskBatchAnswer {
  tasks: Task[]
  /** A delete's undo token (issue 19); null otherwise. */
  restoreToken: string | null
}

/** Ours (issue 19): one all-or-nothing change, delete or restore of many tasks. */
export async function batchTasks(body: TaskBatchRequest): Promise<TaskBatchAnswer> {
  const { data, headers } = await apiRequestWithHeaders(apiPaths.tasks.batch(), { method: 'POST', body, schema: taskListSchema })
  return { tasks: data, restoreToken: headers.get(RESTORE_TOKEN_HEADER) }
}

/** The dedicated status call (SPEC §4: "Status is sent through a dedicated status call"). */
export function setTaskStatus(id: number, status: TaskStatus): Promise<Task> {
  return apiRequest(apiPaths.tasks.status(id, status), { method: 'PATCH', schema: taskSchema })
}

/** Ours (issue 18): moves a task on the board, into `status`'s column before `beforeId` (last without it). */
export function moveTask(id: number, body: TaskMoveRequest): Promise<Task> {
  return apiRequest(apiPaths.tasks.position(id), { method: 'PUT', body, schema: taskSchema })
}

export function assignTask(id: number, userId: number): Promise<Task> {
  return apiRequest(apiPaths.tasks.assign(id, userId), { method: 'PATCH', schema: taskSchema })
}

/**
 * After any task change every task list refetches (SPEC §7), once the change has been painted and
 * the dialog that made it has closed: the in-browser server answers a list of 20,000 tasks on the
 * page's own thread, and that work must not hold back the frames that show the change.
 */
export function invalidateTasks(client: QueryClient): Promise<void> {
  // The dashboard's first screen (issue 13) too: it is asked for again only while the list is missing.
  const refetch = () => Promise.all([client.invalidateQueries({ queryKey: taskKeys.all }), client.invalidateQueries({ queryKey: queryRoots.dashboard })]).then(() => undefined)
  return new Promise((resolve, reject) => afterSettle(() => refetch().then(resolve, reject)))
}

/** The completion checkbox's next state (SPEC §4): TODO ↔ COMPLETED, completedAt follows. */
export function toggledCompletion(task: Pick<Task, 'status'>): TaskStatus {
  return task.status === 'COMPLETED' ? 'TODO' : 'COMPLETED'
}

/** Replaces one task in every cached list and detail. */
function mapCachedTask(client: QueryClient, id: number, change: (task: Task) => Task): void {
  const replace = (task: Task): Task => (task.id === id ? change(task) : task)
  client.setQueriesData<Task[] | Task>({ queryKey: taskKeys.all }, (data) => {
    if (!data) return data
    return Array.isArray(data) ? data.map(replace) : replace(data)
  })
}

/**
 * Puts the server's answer for a task into every cached copy at once, before lists refetch: an edit
 * opened right after a status change must start from the new version (lib/edit-conflict.ts), or it
 * would conflict with the user's own change.
 */
export function cacheSavedTask(client: QueryClient, saved: Task): void {
  mapCachedTask(client, saved.id, () => saved)
}

/**
 * Shows a task the server just created in the cached lists it belongs to (every task, its
 * project's) at once, in id order as the server lists them; the refetch that follows confirms it.
 */
export function cacheCreatedTask(client: QueryClient, created: Task): void {
  for (const key of [taskKeys.list(), taskKeys.ofProject(created.projectId)]) {
    client.setQueryData<Task[]>(key, (tasks) => (!tasks || tasks.some((task) => task.id === created.id) ? tasks : [...tasks, created]))
  }
}

/** Takes a deleted task out of every cached list at once; the refetch that follows confirms it. */
export function uncacheDeletedTask(client: QueryClient, id: number): void {
  client.setQueriesData<Task[] | Task>({ queryKey: taskKeys.all }, (data) => (Array.isArray(data) ? data.filter((task) => task.id !== id) : data))
}

/**
 * Writes a change into every cached copy of a task at once (optimistic update) and returns the
 * undo, which puts every copy back as it was.
 */
export async function patchCachedTask(client: QueryClient, id: number, change: (task: Task) => Task): Promise<() => void> {
  await client.cancelQueries({ queryKey: taskKeys.all })
  const snapshot = client.getQueriesData<Task[] | Task>({ queryKey: taskKeys.all })
  mapCachedTask(client, id, change)
  return () => {
    for (const [key, data] of snapshot) client.setQueryData(key, data)
  }
}

/** A status written as the server would: completedAt follows it. */
const withStatus = (status: TaskStatus) => (task: Task): Task => ({
  ...task,
  status,
  completedAt: status === 'COMPLETED' ? (task.completedAt ?? new Date().toISOString()) : null,
})

/** Writes a status into every cached copy of a task at once and returns the undo. */
export function patchCachedTaskStatus(client: QueryClient, id: number, status: TaskStatus): Promise<() => void> {
  return patchCachedTask(client, id, withStatus(status))
}

/**
 * Writes a board move into every cached copy of a task at once (optimistic update) and returns the
 * undo: the status (completedAt following it, as the status call's) and the estimated position.
 */
export function patchCachedTaskMove(client: QueryClient, id: number, status: TaskStatus, position: number): Promise<() => void> {
  return patchCachedTask(client, id, (task) => ({ ...withStatus(status)(task), position }))
}
