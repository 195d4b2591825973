import type { MenuEntry } from '@/lib/navigation'
import type { HasRoles } from '@/lib/permissions'
import { GO_KEYS, goTarget, mayCreateTask, paletteKeyLabel } from './shortcuts'

export interface ShortcutRow {
  keys: readonly string[]
  /** Keys pressed one after another rather than together. */
  sequence?: boolean
  description: string
}

/** Every shortcut that works for this user, as the cheat sheet lists them. */
export function shortcutRows(user: HasRoles, menu: readonly MenuEntry[], paletteKey = paletteKeyLabel()): ShortcutRow[] {
  const rows: ShortcutRow[] = [
    { keys: [paletteKey], description: 'Open the command palette' },
    { keys: ['?'], description: 'Show keyboard shortcuts' },
    { keys: ['/'], description: 'Focus the search box' },
  ]
  for (const letter of Object.keys(GO_KEYS)) {
    const entry = goTarget(menu, letter)
    if (entry)
      rows.push({
        keys: ['g', letter],
        sequence: true,
        description: `Go to ${entry.label}`,
      })
  }
  if (mayCreateTask(user)) rows.push({ keys: ['c'], description: 'New task' })
  rows.push({ keys: ['Esc'], description: 'Close the palette or dialog' })
  return rows
}
