import type { ChatRoom, Project, Task, TaskStatus, User } from '@/contract/schemas'
import { TASK_STATUS_LABELS, EDITABLE_TASK_STATUSES } from '@/domains/tasks/utils/task-meta'
import { fullNameOf } from '@/lib/names'
import { goLetterFor } from '@/lib/keyboard-shortcuts'
import type { MenuEntry, MenuPath } from '@/lib/navigation'
import { hasAccess, isAdmin, isManager, isStaff, type HasRoles } from '@/lib/permissions'
import { queryId, queryWords, scoreText } from './fuzzy'

export const PALETTE_GROUPS = ['Recent', 'Actions', 'Screens', 'Projects', 'Tasks', 'People', 'Chat rooms'] as const
export type PaletteGroup = (typeof PALETTE_GROUPS)[number]

/** Where an item goes or what it does; the host turns it into a navigation or a call. */
export type PaletteTarget =
  | { kind: 'screen'; to: MenuPath }
  | { kind: 'project'; id: number }
  | { kind: 'task'; id: number }
  | { kind: 'room'; id: number }
  | {
      kind: 'person'
      id: number
      username: string
      opens: 'users' | 'dashboard'
    }
  | { kind: 'new-task' }
  | { kind: 'new-project' }
  | { kind: 'toggle-theme' }
  | { kind: 'sign-out' }
  | { kind: 'assign-to-me'; task: Task }
  | { kind: 'set-status'; task: Task; status: TaskStatus }

export interface PaletteItem {
  /** Stable across data refreshes: what recent items remember ('task:12'). */
  key: string
  group: Exclude<PaletteGroup, 'Recent'>
  label: string
  description?: string
  /** Lowercase label and description, built once per index. */
  text: string
  /** A record's id, matched exactly by `#12` or `12`. */
  id?: number
  target: PaletteTarget
  /** The shortcut that does the same outside the palette: one key, or `g` then a letter. */
  keys?: readonly string[]
}

export interface PaletteSources {
  user: HasRoles & { id: number }
  /** The menu the user sees (lib/navigation `menuFor`): already only what they may open. */
  menu: readonly MenuEntry[]
  projects?: readonly Project[]
  tasks?: readonly Task[]
  people?: readonly User[]
  rooms?: readonly ChatRoom[]
  /** The task whose page is open: its quick actions. */
  taskOnPage?: Task | null
}

function item(key: string, group: PaletteItem['group'], label: string, target: PaletteTarget, description?: string, id?: number): PaletteItem {
  return {
    key,
    group,
    label,
    description,
    text: `${label} ${description ?? ''}`.toLowerCase(),
    id,
    target,
  }
}

/** The actions the user may run here. */
export function paletteActions(sources: Pick<PaletteSources, 'user' | 'taskOnPage'>): PaletteItem[] {
  const { user, taskOnPage } = sources
  const actions: PaletteItem[] = []
  // The dashboard's New Task and New Project show to whoever may create projects (SPEC §6: staff);
  // the issue keeps New project for managers and admins.
  if (isStaff(user)) actions.push({ ...item('action:new-task', 'Actions', 'New task', { kind: 'new-task' }, 'Create a task'), keys: ['c'] })
  if (isManager(user)) actions.push(item('action:new-project', 'Actions', 'New project', { kind: 'new-project' }, 'Create a project'))
  if (taskOnPage && isStaff(user)) {
    if (taskOnPage.assigneeId !== user.id) {
      actions.push(item('action:assign-to-me', 'Actions', 'Assign to me', { kind: 'assign-to-me', task: taskOnPage }, taskOnPage.title))
    }
    for (const status of EDITABLE_TASK_STATUSES) {
      if (status === taskOnPage.status) continue
      const label = `Change status to ${TASK_STATUS_LABELS[status]}`
      actions.push(item(`action:status:${status}`, 'Actions', label, { kind: 'set-status', task: taskOnPage, status }, taskOnPage.title))
    }
  }
  actions.push(item('action:toggle-theme', 'Actions', 'Toggle theme', { kind: 'toggle-theme' }, 'Switch between light and dark'))
  actions.push(item('action:sign-out', 'Actions', 'Sign out', { kind: 'sign-out' }))
  return actions
}

/**
 * Everything the palette can find for this user, in group order. Records come only from lists the
 * user may read, and only where their pages open to the user (tasks, projects and chat are staff
 * screens; people open the users page for admins, else the dashboard filtered to them).
 */
export function buildPaletteIndex(sources: PaletteSources): PaletteItem[] {
  const { user, menu } = sources
  const items = paletteActions(sources)
  for (const entry of menu) {
    const letter = goLetterFor(menu, entry.to)
    items.push({ ...item(`screen:${entry.to}`, 'Screens', entry.label, { kind: 'screen', to: entry.to }, entry.to), keys: letter ? ['g', letter] : undefined })
  }
  if (!hasAccess(user, 'staff')) return items
  for (const project of sources.projects ?? []) {
    items.push(item(`project:${project.id}`, 'Projects', project.name, { kind: 'project', id: project.id }, `Project #${project.id}`, project.id))
  }
  for (const task of sources.tasks ?? []) {
    items.push(
      item(
        `task:${task.id}`,
        'Tasks',
        task.title,
        { kind: 'task', id: task.id },
        `#${task.id} · ${task.project.name} · ${TASK_STATUS_LABELS[task.status]}`,
        task.id,
      ),
    )
  }
  const opens = isAdmin(user) ? 'users' : 'dashboard'
  for (const person of sources.people ?? []) {
    const target: PaletteTarget = {
      kind: 'person',
      id: person.id,
      username: person.username,
      opens,
    }
    items.push(item(`person:${person.id}`, 'People', fullNameOf(person), target, `@${person.username}`))
  }
  for (const room of sources.rooms ?? []) items.push(item(`room:${room.id}`, 'Chat rooms', room.name, { kind: 'room', id: room.id }, 'Chat room'))
  return items
}

export interface PaletteSection {
  group: PaletteGroup
  items: PaletteItem[]
}

/** Results per group: enough to choose from, few enough that 5,000 tasks render at once. */
export const GROUP_LIMIT = 8

/**
 * The sections shown for a query: the best matches of each group, at most `limit` each, in group
 * order. An id (`#12`, `12`) puts the records with that id first in their group, and tasks first. An empty query shows the recent
 * items, then the actions and screens.
 */
export function searchPalette(index: readonly PaletteItem[], query: string, recent: readonly PaletteItem[] = [], limit = GROUP_LIMIT): PaletteSection[] {
  const words = queryWords(query)
  if (words.length === 0) {
    const sections: PaletteSection[] = []
    if (recent.length > 0) sections.push({ group: 'Recent', items: [...recent] })
    const shown = new Set(recent.map((entry) => entry.key))
    for (const group of ['Actions', 'Screens'] as const) {
      const items = index.filter((entry) => entry.group === group && !shown.has(entry.key))
      if (items.length > 0) sections.push({ group, items })
    }
    return sections
  }
  const id = queryId(query)
  const best = new Map<PaletteItem['group'], { entry: PaletteItem; score: number }[]>()
  for (const entry of index) {
    const score = id !== null && entry.id === id ? 10_000 : scoreText(words, entry.text)
    if (score === 0) continue
    const list = best.get(entry.group) ?? []
    if (list.length === 0) best.set(entry.group, list)
    insertTop(list, { entry, score }, limit)
  }
  // `#12` most often means a task: its group leads, before a project that shares the id.
  const order = id === null ? PALETTE_GROUPS : (['Tasks', ...PALETTE_GROUPS.filter((group) => group !== 'Tasks')] as const)
  return order.flatMap((group) => {
    const list = group === 'Recent' ? undefined : best.get(group)
    return list && list.length > 0 ? [{ group, items: list.map(({ entry }) => entry) }] : []
  })
}

/** Keeps `list` the `limit` best by score (ties: first seen), without sorting every match. */
function insertTop(list: { entry: PaletteItem; score: number }[], candidate: { entry: PaletteItem; score: number }, limit: number): void {
  if (list.length === limit && list[limit - 1].score >= candidate.score) return
  let at = list.length
  while (at > 0 && list[at - 1].score < candidate.score) at--
  list.splice(at, 0, candidate)
  if (list.length > limit) list.pop()
}
