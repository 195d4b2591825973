import { config } from '@/lib/config'

/** The record pages a row links to. */
export type RecordTarget = { to: '/tasks/$taskId'; params: { taskId: string } } | { to: '/projects/$projectId'; params: { projectId: string } }

/** The path of a record page under the app's base (`/taskhive/tasks/12`). */
export function recordHref(target: RecordTarget): string {
  const path = 'taskId' in target.params ? `/tasks/${encodeURIComponent(target.params.taskId)}` : `/projects/${encodeURIComponent(target.params.projectId)}`
  return `${config.basePath.replace(/\/$/, '')}${path}`
}
