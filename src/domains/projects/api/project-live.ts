/**
 * Live project changes (ours, issue 18): every `ProjectEvent` on `/user/topic/projects` is written
 * into the cached project lists and details in place; an older event than the cached copy is skipped.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { stompDestinations } from '@/contract/paths'
import { type Project, type ProjectEvent, projectEventSchema } from '@/contract/schemas'
import { isWritingRecord, sameShown } from '@/lib/live-echo'
import { liveKey, markLiveChange } from '@/lib/live-highlight'
import { useRealtimeSubscription } from '@/lib/realtime'
import { projectKeys } from './project-queries'

const isOlder = (cached: Project, incoming: Project) =>
  cached.version !== undefined && incoming.version !== undefined && cached.version >= incoming.version

/** Writes one event into the caches; true when something shown changed (a tab's own write is already shown). */
export function applyProjectEvent(client: QueryClient, event: ProjectEvent): boolean {
  const { project } = event
  let changed = false
  for (const [key, data] of client.getQueriesData<Project[] | Project>({ queryKey: projectKeys.all })) {
    if (!data) continue
    if (!Array.isArray(data)) {
      if (data.id !== event.projectId) continue
      if (event.kind === 'deleted' || !project) {
        void client.invalidateQueries({ queryKey: key, exact: true })
      } else if (!isOlder(data, project)) {
        client.setQueryData(key, project)
        if (!sameShown(data, project)) changed = true
      }
      continue
    }
    // Lists of projects: every project, or one user's (`of-user`, kept to the projects they are in).
    if (key[1] !== 'list' && key[1] !== 'of-user') continue
    const cached = data.find((item) => item.id === event.projectId)
    const belongs = project !== undefined && event.kind !== 'deleted' && (key[1] === 'list' || project.members.some((member) => member.id === key[2]))
    if (cached && project && belongs && isOlder(cached, project)) continue
    let next: Project[] | null
    if (!belongs) next = cached ? data.filter((item) => item.id !== event.projectId) : null
    else if (cached) next = data.map((item) => (item.id === project.id ? project : item))
    else next = [...data, project].sort((a, b) => a.id - b.id)
    if (next) {
      client.setQueryData(key, next)
      if (!(cached && project && belongs && sameShown(cached, project))) changed = true
    }
  }
  // A project's members are their own query; the event carries them.
  if (project && client.getQueryData(projectKeys.members(project.id))) client.setQueryData(projectKeys.members(project.id), project.members)
  return changed
}

/** Keeps every cached project current while mounted (once, in the signed-in shell). */
export function useLiveProjects(): void {
  const client = useQueryClient()
  useRealtimeSubscription(stompDestinations.projects, projectEventSchema, (event) => {
    const own = isWritingRecord(client, event.projectId, 'project', 'members')
    if (applyProjectEvent(client, event) && !own) markLiveChange(liveKey('project', event.projectId), event.project?.version)
  })
}
