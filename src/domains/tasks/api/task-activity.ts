/**
 * A task's activity (ours, issue 19: GET /staff/tasks/{id}/activity). Its key sits outside
 * `taskKeys.all` on purpose: every task write and live event rewrites whatever is cached under
 * that prefix as tasks, and an activity entry is not a task.
 */
import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiPaths } from '@/contract/paths'
import { taskActivitySchema } from '@/contract/schemas'
import { apiRequest } from '@/lib/api-client'

const activityListSchema = z.array(taskActivitySchema)

export const taskActivityKeys = {
  all: ['task-activity'] as const,
  ofTask: (taskId: number) => [...taskActivityKeys.all, taskId] as const,
  /** One per version of the task: a change (own or live) moves to a new key, which fetches. */
  atVersion: (taskId: number, version: number | undefined) => [...taskActivityKeys.ofTask(taskId), version ?? null] as const,
}

export const taskActivityQueries = {
  ofTask: (taskId: number, version: number | undefined) =>
    queryOptions({
      queryKey: taskActivityKeys.atVersion(taskId, version),
      queryFn: ({ signal }) => apiRequest(apiPaths.tasks.activity(taskId), { schema: activityListSchema, signal }),
    }),
}
