/** How projects read on screen: colour and status badge (SPEC §3), and their default dates. */
import dayjs from 'dayjs'

/** The 8 project colours of SPEC §3, in its order. */
export const PROJECT_PALETTE = ['#8B5CF6', '#06B6D4', '#F59E0B', '#EF4444', '#10B981', '#8B5A2B', '#EC4899', '#6366F1'] as const

/** A project's colour, derived from its id so it is the same on every screen and every visit. */
export function projectColor(id: number): string {
  const index = ((Math.trunc(id) % PROJECT_PALETTE.length) + PROJECT_PALETTE.length) % PROJECT_PALETTE.length
  return PROJECT_PALETTE[index] ?? PROJECT_PALETTE[0]
}

export interface ProjectStatusBadge {
  label: string
  color: string
}

/** active, completed and on_hold / on-hold have their own colours; any other value is neutral. */
export function projectStatusBadge(status: string | null | undefined): ProjectStatusBadge {
  const normal = (status ?? '').trim().toLowerCase()
  if (normal === 'active') return { label: 'active', color: 'green' }
  if (normal === 'completed') return { label: 'completed', color: 'blue' }
  if (normal === 'on_hold' || normal === 'on-hold') return { label: 'on hold', color: 'yellow' }
  return { label: normal === '' ? 'unknown' : normal, color: 'gray' }
}

export const PROJECT_STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'on_hold', label: 'On hold' },
  { value: 'completed', label: 'Completed' },
] as const

/** SPEC §9: a new project is due 30 days after it starts unless told otherwise. */
export const DEFAULT_PROJECT_DAYS = 30

export function defaultDueDate(startDate: string): string {
  return dayjs(startDate).add(DEFAULT_PROJECT_DAYS, 'day').format('YYYY-MM-DD')
}
