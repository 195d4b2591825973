/**
 * Live task changes (ours, issue 18): every `TaskEvent` on `/user/topic/tasks` is written into the
 * cached lists and details in place, so screens follow a teammate's change without refetching.
 * A cached copy with a newer `version` is kept (an older event arrived late).
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { stompDestinations } from '@/contract/paths'
import { type ProjectEvent, projectEventSchema, type Task, type TaskEvent, taskEventSchema } from '@/contract/schemas'
import { isWritingRecord, sameShown } from '@/lib/live-echo'
import { liveKey, markLiveChange } from '@/lib/live-highlight'
import { useRealtimeSubscription } from '@/lib/realtime'
import { taskKeys } from './task-queries'

const isOlder = (cached: Task, incoming: Task) =>
  cached.version !== undefined && incoming.version !== undefined && cached.version >= incoming.version

/** In id order, as the server lists tasks. */
function withTask(tasks: readonly Task[], task: Task): Task[] {
  const next = tasks.filter((item) => item.id !== task.id)
  const at = next.findIndex((item) => item.id > task.id)
  next.splice(at === -1 ? next.length : at, 0, task)
  return next
}

/**
 * Writes one event into the caches; true when something shown changed (or a new task arrived). A
 * tab's own write is already on its screen (optimistically or from the response) when the event
 * about it arrives: the new version is kept, but nothing lights up there.
 */
export function applyTaskEvent(client: QueryClient, event: TaskEvent): boolean {
  const { task } = event
  if (event.kind === 'deleted' || !task) {
    let found = false
    client.setQueriesData<Task[] | Task>({ queryKey: taskKeys.all }, (data) => {
      if (!Array.isArray(data) || !data.some((item) => item.id === event.taskId)) return data
      found = true
      return data.filter((item) => item.id !== event.taskId)
    })
    // The open page learns it is gone (not found) from its own, single, refetch.
    if (client.getQueryData(taskKeys.detail(event.taskId))) void client.invalidateQueries({ queryKey: taskKeys.detail(event.taskId), exact: true })
    return found
  }
  let changed = false
  const listsWithIt = new Set([JSON.stringify(taskKeys.list()), JSON.stringify(taskKeys.ofProject(task.projectId))])
  for (const [key, data] of client.getQueriesData<Task[] | Task>({ queryKey: taskKeys.all })) {
    if (!data) continue
    if (!Array.isArray(data)) {
      if (data.id === task.id && !isOlder(data, task)) {
        client.setQueryData(key, task)
        if (!sameShown(data, task)) changed = true
      }
      continue
    }
    const cached = data.find((item) => item.id === task.id)
    const belongs = listsWithIt.has(JSON.stringify(key))
    const movedAway = key[1] === 'project' && key[2] !== task.projectId
    if (cached && isOlder(cached, task)) continue
    if (movedAway) {
      if (cached) client.setQueryData(key, data.filter((item) => item.id !== task.id))
    } else if (cached) {
      client.setQueryData(key, data.map((item) => (item.id === task.id ? task : item)))
      if (sameShown(cached, task)) continue
    } else if (belongs) {
      client.setQueryData(key, withTask(data, task))
    } else continue
    changed = true
  }
  return changed
}

/** A renamed project's name in every cached task of it. */
function applyProjectRename(client: QueryClient, event: ProjectEvent): void {
  const project = event.project
  if (!project) return
  const rename = (task: Task): Task => (task.projectId === project.id && task.project.name !== project.name ? { ...task, project: { id: project.id, name: project.name } } : task)
  client.setQueriesData<Task[] | Task>({ queryKey: taskKeys.all }, (data) => {
    if (!data) return data
    if (!Array.isArray(data)) return rename(data)
    return data.some((task) => task.projectId === project.id && task.project.name !== project.name) ? data.map(rename) : data
  })
}

/** Whether this tab is writing the task right now: the event is about its own change. */
export const isWritingTask = (client: QueryClient, taskId: number) => isWritingRecord(client, taskId, 'task', 'projectId')

/** Keeps every cached task current while mounted (once, in the signed-in shell). */
export function useLiveTasks(): void {
  const client = useQueryClient()
  useRealtimeSubscription(stompDestinations.tasks, taskEventSchema, (event) => {
    const own = isWritingTask(client, event.taskId)
    if (applyTaskEvent(client, event) && !own) markLiveChange(liveKey('task', event.taskId), event.task?.version)
  })
  useRealtimeSubscription(stompDestinations.projects, projectEventSchema, (event) => {
    if (event.kind === 'updated') applyProjectRename(client, event)
  })
}
