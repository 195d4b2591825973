/** Live events for task, project and comment writes (ours, issue 18): services call these after each write. */
import type { LiveEventKind } from '@/contract/schemas'
import type { DbRecord } from '../db'
import { commentView, projectView, type TaskLookups, taskView } from '../views'
import { emitServerEvent } from './events'

type By = { id: number } | null

export function emitTask(kind: LiveEventKind, record: DbRecord<'tasks'>, by: By, lookups?: TaskLookups): void {
  emitServerEvent({
    kind: 'task-changed',
    event: {
      kind,
      taskId: record.id,
      projectId: record.projectId,
      ...(kind === 'deleted' ? {} : { task: taskView(record, lookups) }),
      by: by?.id ?? null,
    },
  })
}

export function emitProject(kind: LiveEventKind, record: DbRecord<'projects'>, by: By): void {
  emitServerEvent({
    kind: 'project-changed',
    event: { kind, projectId: record.id, ...(kind === 'deleted' ? {} : { project: projectView(record) }), by: by?.id ?? null },
  })
}

export function emitComment(kind: LiveEventKind, record: DbRecord<'comments'>, by: By): void {
  emitServerEvent({
    kind: 'comment-changed',
    event: { kind, commentId: record.id, taskId: record.taskId, ...(kind === 'deleted' ? {} : { comment: commentView(record) }), by: by?.id ?? null },
  })
}
