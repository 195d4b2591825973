/**
 * The orders /projects offers (issue 20): due date, start date, created, name. A project has no
 * priority and no `updatedAt` in the contract, so those task orders are not offered here.
 */
import type { Project } from '@/contract/schemas'
import { type SortDirection, type SortKey, sortByKey, textKey } from '@/lib/sort-order'

export const PROJECT_SORT_FIELDS = ['due', 'start', 'created', 'name'] as const
export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number]

export const PROJECT_SORT_OPTIONS: readonly { value: ProjectSortField; label: string }[] = [
  { value: 'due', label: 'Due date' },
  { value: 'start', label: 'Start date' },
  { value: 'created', label: 'Created' },
  { value: 'name', label: 'Name' },
]

/** The direction a field starts in when picked: soonest dates, newest creation, A to Z. */
export const PROJECT_SORT_FIRST_DIRECTION: Record<ProjectSortField, SortDirection> = {
  due: 'asc',
  start: 'asc',
  created: 'desc',
  name: 'asc',
}

const KEYS: Record<ProjectSortField, (project: Project) => SortKey> = {
  due: (project) => project.dueDate,
  start: (project) => project.startDate,
  created: (project) => project.createdAt,
  name: (project) => textKey(project.name),
}

/** `projects` in the chosen order; projects without the date sorted by come last. */
export function sortProjects(projects: readonly Project[], field: ProjectSortField, direction: SortDirection): Project[] {
  return sortByKey(projects, KEYS[field], direction)
}
