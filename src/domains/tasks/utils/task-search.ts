import type { Task } from '@/contract/schemas'
import { richTextToPlainText } from '@/components/rich-text/delta'
import { TASK_STATUS_LABELS } from './task-meta'

/** The text a task is found by on the tasks page: title, description, status, assignee and project names (SPEC §2). */
export function taskSearchText(task: Task): string {
  const assignee = task.assignee ? `${task.assignee.firstName} ${task.assignee.lastName}` : ''
  return [task.title, richTextToPlainText(task.description), task.status, TASK_STATUS_LABELS[task.status], assignee, task.project.name]
    .join('\n')
    .toLowerCase()
}

const searchTextCache = new WeakMap<Task, string>()

function cachedSearchText(task: Task): string {
  let text = searchTextCache.get(task)
  if (text === undefined) {
    text = taskSearchText(task)
    searchTextCache.set(task, text)
  }
  return text
}

/** Tasks of one project (or all), of one assignee (or all), whose text contains every word of the query. */
export function filterTasks(tasks: readonly Task[], { projectId, assigneeId, query }: { projectId?: number; assigneeId?: number; query?: string }): Task[] {
  const words = (query ?? '').toLowerCase().split(/\s+/).filter(Boolean)
  return tasks.filter((task) => {
    if (projectId !== undefined && task.projectId !== projectId) return false
    if (assigneeId !== undefined && task.assigneeId !== assigneeId) return false
    if (words.length === 0) return true
    const text = cachedSearchText(task)
    return words.every((word) => text.includes(word))
  })
}
