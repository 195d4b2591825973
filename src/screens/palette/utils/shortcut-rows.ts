import type { MenuEntry } from '@/lib/navigation'
import { type HasRoles, isStaff, permissionsOf } from '@/lib/permissions'
import { GO_KEYS, goTarget } from '@/lib/keyboard-shortcuts'
import { mayCreateTask, paletteKeyLabel } from './shortcuts'

export type ShortcutGroup = 'General' | 'Go to' | 'Lists' | 'Tasks'

export interface ShortcutRow {
  group: ShortcutGroup
  keys: readonly string[]
  /** Keys pressed one after another rather than together. */
  sequence?: boolean
  description: string
}

/** Every shortcut that works for this user, as the cheat sheet lists them, group by group. */
export function shortcutRows(user: HasRoles, menu: readonly MenuEntry[], paletteKey = paletteKeyLabel()): ShortcutRow[] {
  const rows: ShortcutRow[] = [
    { group: 'General', keys: [paletteKey], description: 'Open the command palette' },
    { group: 'General', keys: ['?'], description: 'Show keyboard shortcuts' },
    { group: 'General', keys: ['/'], description: 'Focus the search box' },
  ]
  if (mayCreateTask(user)) rows.push({ group: 'General', keys: ['c'], description: 'New task' })
  rows.push({ group: 'General', keys: ['Esc'], description: 'Close the palette or dialog' })
  for (const letter of Object.keys(GO_KEYS)) {
    const entry = goTarget(menu, letter)
    if (entry) rows.push({ group: 'Go to', keys: ['g', letter], sequence: true, description: `Go to ${entry.label}` })
  }
  // Lists and task actions are on staff's screens only (users without a role have none).
  if (!isStaff(user)) return rows
  rows.push(
    { group: 'Lists', keys: ['j'], description: 'Next item in the list' },
    { group: 'Lists', keys: ['k'], description: 'Previous item in the list' },
    { group: 'Lists', keys: ['x'], description: 'Select the focused task' },
    { group: 'Tasks', keys: ['e'], description: 'Edit the focused or open task' },
    { group: 'Tasks', keys: ['s'], description: 'Change the focused or open task’s status' },
  )
  if (permissionsOf(user).canAssignTasks) rows.push({ group: 'Tasks', keys: ['a'], description: 'Assign the focused or open task' })
  return rows
}
