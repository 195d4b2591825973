import type { Task } from '@/contract/schemas'

/** A whole `Task` as the server sends it, To Do in project 1 unless `changes` says otherwise. */
export function taskFixture(id: number, changes: Partial<Task> = {}): Task {
  return {
    id,
    title: `Task ${id}`,
    description: null,
    priority: 2,
    status: 'TODO',
    startDate: null,
    dueDate: null,
    assigneeId: null,
    projectId: 1,
    assignee: null,
    project: { id: 1, name: 'P' },
    completedAt: null,
    createdAt: '2026-01-01T00:00:00Z',
    ...changes,
  }
}
