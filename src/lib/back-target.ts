import { type AnyRouter, type ParsedLocation, useRouterState } from '@tanstack/react-router'
import { ROUTE_NAMES } from './route-meta'

/** Where a detail page's "Back to …" link leads, and what it says. */
export interface BackTarget {
  href: string
  /** The page's name, as in "Back to {label}". */
  label: string
}

const STORAGE_KEY = 'taskhive:back-targets'
const LIMIT = 100
// Pages a detail page can be reached from, by name; sign-in and the public site are not among them.
const APP_PAGES = new Set<string>(['/dashboard', '/my-tasks', '/projects', '/tasks', '/project-staff', '/project-tasks', '/daily-checklist', '/checklist-templates', '/chat', '/users', '/roles'])
// The staff projects page is "Project" in the menu; its heading says what it is.
const LABELS: Record<string, string> = { '/project-staff': 'Project Staff Assignments' }

/** The name of the page at `pathname` for a back link, or null for pages a link should not lead back to. */
export function backLabelOf(pathname: string): string | null {
  if (/^\/tasks\/\d+$/.test(pathname)) return 'Task'
  if (/^\/projects\/\d+$/.test(pathname)) return 'Project'
  if (!APP_PAGES.has(pathname)) return null
  return LABELS[pathname] ?? ROUTE_NAMES[pathname as keyof typeof ROUTE_NAMES]
}

type Records = Record<string, BackTarget>

function read(storage: Storage | undefined): Records {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}')
    return parsed && typeof parsed === 'object' ? (parsed as Records) : {}
  } catch {
    return {}
  }
}

function write(storage: Storage | undefined, records: Records) {
  const entries = Object.entries(records)
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(entries.slice(-LIMIT))))
  } catch {
    // A full or blocked storage only costs the way back after a reload.
  }
}

function keyOf(location: ParsedLocation): string | undefined {
  return location.state.__TSR_key ?? location.state.key
}

function browserStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage
  } catch {
    return undefined
  }
}

/**
 * Remembers, for every history entry, the page it was opened from, so a detail page's back link
 * leads there (the list with its filters, the board, the calendar, the dashboard...). Kept per
 * entry in session storage: a reload or the browser's own back and forward keep each entry's
 * way back, and an entry opened directly has none (the page's default applies).
 */
export function trackBackTargets(router: AnyRouter, storage: Storage | undefined = browserStorage()): () => void {
  return router.subscribe('onBeforeLoad', ({ fromLocation, toLocation }) => {
    const toKey = keyOf(toLocation)
    if (!fromLocation || !toKey) return
    const records = read(storage)
    // Back and forward return to entries that already know their way back.
    if (records[toKey]) return
    const fromKey = keyOf(fromLocation)
    let target: BackTarget | undefined
    if (fromLocation.pathname === toLocation.pathname) {
      // Same page, another view or filter: it keeps the way back it had.
      target = fromKey ? records[fromKey] : undefined
    } else {
      const label = backLabelOf(fromLocation.pathname)
      if (label) target = { href: fromLocation.href, label }
    }
    if (!target) return
    records[toKey] = target
    write(storage, records)
  })
}

/** The page the current history entry was opened from, else `fallback`. */
export function useBackTarget(fallback: BackTarget): BackTarget {
  const key = useRouterState({ select: (state) => keyOf(state.location) })
  const recorded = key ? read(browserStorage())[key] : undefined
  return recorded ?? fallback
}
