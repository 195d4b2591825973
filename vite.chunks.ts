/**
 * How the demo build groups modules into files (issue 13, "Cold load"). Left to itself, Rolldown
 * gives every set of lazy routes that share a module its own chunk: 90 files for the dashboard,
 * most under 2 KB. Here a module goes by the kinds of page that use it: the entry (`boot`), the
 * home page with the marketing layout (`home`), each other marketing page, the sign-in pages
 * (`auth`), the app's layout with the dashboard a sign-in lands on (`app`), every other app screen
 * and chat (`screens`: what only they use is not part of the dashboard's first visit; what they
 * share with the dashboard or layout is the app's), the toast stack (`toast`: it shows
 * unasked, so it must not wait for the on-demand parts), what app screens load on demand (`lazy`:
 * dialogs and their forms, menus, the editor) and the in-browser server (`mock`: mocks/start.ts with every
 * module only the server uses, which an app screen loads after its first paint; `app-mock`: what it
 * shares with the app).
 * What the entry loads stays in the entry chunk; a module only one lazy route uses stays in that
 * route's chunk (so Quill, chat and the in-browser server stay lazy); the rest is one chunk per set
 * of kinds (`app`, `checkout-auth-app`...), so a marketing page never downloads a module only the
 * app uses, and the app downloads a few larger files.
 */
interface ModuleInfoLike {
  importers: readonly string[]
  importedIds: readonly string[]
  dynamicImporters: readonly string[]
  dynamicallyImportedIds: readonly string[]
  exports: readonly string[]
  isEntry: boolean
  code: string | null
}

export interface ModuleGraph {
  getModuleInfo(id: string): ModuleInfoLike | null
}

/** Marketing pages other than home; a small chunk that several of them share widens to all. */
const SITE = ['about', 'checkout', 'documentation', 'features', 'pricing']

/** Below this much source, a set of kinds naming marketing pages widens to all of them (`site`). */
const SMALL_CHUNK = 24 * 1024

/** Kinds of part a page loads once it is up: the toast stack, and what loads on demand. */
const ON_DEMAND = new Set(['toast', 'lazy'])

/** Which kind of page a lazily loaded root (or the entry) belongs to. */
function kindOf(rootId: string, isEntry: boolean): string {
  if (isEntry) return 'boot'
  const marketing = /\/src\/routes\/_public(?:\/([\w-]+))?\.tsx/.exec(rootId)
  if (marketing) return !marketing[1] || marketing[1] === 'index' ? 'home' : marketing[1]
  if (/\/src\/routes\/(signin|signup)\./.test(rootId)) return 'auth'
  // The in-browser server (mocks/start.ts) and what it loads later (the seed, msw's whole client
  // where there are no service workers, mocks/browser.ts): after the first paint.
  if (rootId.includes('/mocks/') || rootId.includes('/node_modules/msw/')) return 'mock'
  // The toast stack shows without being asked for (the sign-in's welcome, a live notification): it
  // must not bring the dialogs, forms and menus loaded on demand; what it shares with them (portal,
  // transitions) goes with it.
  if (/\/src\/components\/feedback\/toasts-host\.tsx$/.test(rootId)) return 'toast'
  // A part a screen loads on demand (a dialog's form, the editor): what only such parts use must
  // not ride along with the screens.
  if (/\/src\//.test(rootId) && !rootId.includes('/src/routes/')) return 'lazy'
  // The app's layout and the screen a sign-in lands on (`app`) come apart from the other screens
  // (`screens`): what only those use (tables, checkboxes, the calendar, bulk edit) is not part of
  // the dashboard's first visit.
  if (/\/src\/routes\/_app\/(?!dashboard\.)/.test(rootId)) return 'screens'
  return 'app'
}

// The server's kind goes last: a chunk it shares with the app reads `app-mock`, not like its own `mock-…`.
const RANKS: Record<string, number> = { home: 0, auth: 2, app: 3, screens: 4, toast: 5, lazy: 6, mock: 7 }
const rank = (kind: string) => RANKS[kind] ?? 1
const byRank = (a: string, b: string) => rank(a) - rank(b) || a.localeCompare(b)

/** A package's index that re-exports its modules (`@mantine/core`, `@tabler/icons-react`...). */
function isBarrel(id: string, info: ModuleInfoLike): boolean {
  if (!id.includes('/node_modules/')) return false
  return info.importedIds.length >= 30 || (info.code !== null && onlyReexports(info.code))
}

/** A small index that only imports and re-exports names (`@mantine/notifications`). */
function onlyReexports(code: string): boolean {
  const statement = /^\s*(?:(?:import|export)\s*\{[^}]*\}\s*(?:from\s*["'][^"']+["'])?|["']use client["'])\s*;?/
  let rest = code
  for (let match = statement.exec(rest); match && match[0].length > 0; match = statement.exec(rest)) rest = rest.slice(match[0].length)
  return rest.trim() === '' && /\bexport\b/.test(code)
}

/** The names a module is imported by through a barrel (an icon's default export is its file name). */
function publicNames(id: string, info: ModuleInfoLike): string[] {
  const base = /([\w$]+)\.m?js$/.exec(id)?.[1]
  return info.exports.map((name) => (name === 'default' ? (base ?? name) : name))
}

/** The names a module imports (`import { A, B as C }`: A and B; `import * as X`: '*'). */
function importedNames(code: string | null): Set<string> {
  const names = new Set<string>()
  if (code === null) return names
  for (const [, list] of code.matchAll(/\bimport\s*(?:type\s+)?\{([^}]*)\}\s*from\b/g)) {
    for (const item of list.split(',')) {
      const name = item.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0].trim()
      if (name) names.add(name)
    }
  }
  if (/\bimport\s*\*\s*as\b/.test(code)) names.add('*')
  return names
}

/**
 * Every module's chunk (null: Rolldown decides), worked out once per build. Walks the static
 * imports down from the entry and from each lazily loaded root. Importing one name from a barrel
 * does not use every module behind it: through a barrel, only the modules exporting a name the
 * importer asks for are followed.
 */
function chunkNames(graph: ModuleGraph, anyId: string, parts: Set<string>): Map<string, string | null> {
  const infos = new Map<string, ModuleInfoLike | null>()
  const info = (id: string) => {
    if (!infos.has(id)) infos.set(id, graph.getModuleInfo(id))
    return infos.get(id) ?? null
  }
  const names = new Map<string, Set<string>>()
  const wantedBy = (id: string) => names.get(id) ?? names.set(id, importedNames(info(id)?.code ?? null)).get(id) ?? new Set<string>()
  const all = new Set<string>([anyId])
  const pending = [anyId]
  while (pending.length > 0) {
    const module = info(pending.pop() as string)
    if (!module) continue
    for (const next of [...module.importers, ...module.importedIds, ...module.dynamicImporters, ...module.dynamicallyImportedIds]) {
      if (!all.has(next)) {
        all.add(next)
        pending.push(next)
      }
    }
  }

  const kinds = new Map<string, Set<string>>()
  const roots = new Map<string, Set<string>>()
  const reach = (rootId: string, kind: string) => {
    // A route's split pieces (`?tsr-split=component`, `=loader`...) are one route.
    const route = rootId.replace(/\?.*$/, '')
    const seen = new Set<string>()
    const visit = (id: string) => {
      if (seen.has(id)) return
      seen.add(id)
      const module = info(id)
      if (!module) return
      ;(kinds.get(id) ?? kinds.set(id, new Set()).get(id))?.add(kind)
      ;(roots.get(id) ?? roots.set(id, new Set()).get(id))?.add(route)
      const wanted = wantedBy(id)
      for (const imported of module.importedIds) {
        const target = info(imported)
        if (target && isBarrel(imported, target) && !wanted.has('*')) throughBarrel(imported, wanted, new Set())
        else visit(imported)
      }
    }
    const throughBarrel = (barrel: string, wanted: Set<string>, seenBarrels: Set<string>) => {
      seenBarrels.add(barrel)
      for (const id of info(barrel)?.importedIds ?? []) {
        const module = info(id)
        if (!module) continue
        if (isBarrel(id, module)) {
          if (!seenBarrels.has(id)) throughBarrel(id, wanted, seenBarrels)
        } else if (publicNames(id, module).some((name) => wanted.has(name))) visit(id)
      }
    }
    visit(rootId)
  }
  const entries = [...all].filter((id) => info(id)?.isEntry)
  for (const id of entries) reach(id, 'boot')
  for (const id of all) {
    const module = info(id)
    if (module && !module.isEntry && module.dynamicImporters.length > 0) reach(id, kindOf(id, false))
  }

  const setOf = (id: string): string[] | null => {
    const reached = kinds.get(id)
    if (!reached) return null
    if (reached.has('boot')) return ['boot']
    // The server's own modules, shared with its seed or not, go in one file with it (`mock`), which
    // an app screen loads after its first paint. What it shares with pages (the STOMP parser, the
    // dashboard's figures...) gets files of its own (`app-mock`), not the app's: through those the
    // server would wait for every screen component and stylesheet the app's files carry before it
    // could run (on a repeat visit it starts as the page does, issue 13).
    if (reached.size === 1 && reached.has('mock')) return [...(roots.get(id) ?? [])].some((root) => root.endsWith('/mocks/start.ts')) ? ['mock'] : null
    if ((roots.get(id)?.size ?? 0) < 2) return null
    // What pages load anyway, their on-demand parts take from the pages' chunks; what only such
    // parts share goes with the toast stack when it is among them (it shows unasked), else in `lazy`.
    // Every screen loads the layout: what the landing shares with other screens is the app's.
    const pages = [...reached].filter((kind) => !ON_DEMAND.has(kind) && !(kind === 'screens' && reached.has('app')))
    if (pages.length > 0) return pages.sort(byRank)
    return reached.has('toast') ? ['toast'] : ['lazy']
  }
  const sizes = new Map<string, number>()
  for (const id of all) {
    const set = setOf(id)
    if (set) sizes.set(set.join('-'), (sizes.get(set.join('-')) ?? 0) + (info(id)?.code?.length ?? 0))
  }
  // A package module that only one on-demand part uses is still reachable from the entry through
  // its package's index (`@mantine/notifications`), and Rolldown would put it in the entry chunk:
  // such a part and what only it uses are named after the part.
  const partOf = (id: string): string | null => {
    const found = roots.get(id)
    if (!found || found.size !== 1 || kinds.get(id)?.has('boot')) return null
    const [root] = found
    if (!ON_DEMAND.has(kindOf(root, false))) return null
    const name = /([\w-]+)\.tsx?$/.exec(root)?.[1] ?? null
    if (name) parts.add(name)
    return name
  }
  const chunks = new Map<string, string | null>()
  for (const id of all) {
    const set = setOf(id)
    if (!set) chunks.set(id, partOf(id))
    else if ((sizes.get(set.join('-')) ?? 0) >= SMALL_CHUNK) chunks.set(id, set.join('-'))
    else chunks.set(id, widened(set).join('-'))
  }
  return chunks
}

/**
 * A small set of kinds: the marketing pages count as one (`site`). What other screens share with
 * the public pages keeps a file of its own (`site-auth-screens`: Mantine's Alert, which chat, the
 * documentation and sign-in show): folded into the app's, the dashboard downloaded it unused
 * (3.6 KB gzip of its first visit), and folded into the public pages' own, the screens downloaded
 * their marketing code (20 KB). What screens share only with the app's on-demand parts goes with
 * the app's: a few hundred bytes on the dashboard rather than another small file on every screen.
 */
function widened(set: readonly string[]): string[] {
  const publicKinds = set.some((kind) => kind === 'home' || kind === 'auth' || SITE.includes(kind))
  const screens = set.length < 2 || publicKinds ? 'screens' : 'app'
  return [...new Set(set.map((kind) => (SITE.includes(kind) ? 'site' : kind === 'screens' ? screens : kind)))].sort(byRank)
}

/** Between the groups pages load (1 and up) and the parts' own (0). */
const LAZY_REACH = 0.5

/** How many kinds of page load a chunk: groups that more pages load go first, a part's own last. */
function reachOf(name: string, parts: Set<string>): number {
  if (name === 'boot') return Number.POSITIVE_INFINITY
  if (parts.has(name)) return 0
  // What only on-demand parts share goes after every page's group: it imports modules a page also
  // uses (Mantine's CheckIcon), and a group that went first would take them as its dependencies.
  if (name === 'lazy') return LAZY_REACH
  // The toast stack goes before the on-demand parts: a group takes the modules its own import, and
  // the parts' group would take what the stack shares with them (portal, z-index, scroll lock).
  return name.split('-').reduce((sum, kind) => sum + (kind === 'site' ? SITE.length : kind === 'toast' ? 2 : 1), 0)
}

/**
 * Rolldown's `codeSplitting.groups`. A group also takes the modules its modules import, and those
 * are used by at least the same pages: so groups go from the most widely loaded down, and a module
 * the app shares with the home page lands in `home-app`, not in `app` as a dependency.
 */
export function chunkGroups() {
  let names: Map<string, string | null> | null = null
  const parts = new Set<string>()
  // The widest name: home, every marketing page, auth, app, screens, the toast stack (2) and the server.
  const widest = 1 + SITE.length + 1 + 1 + 1 + 2 + 1
  const levels = [Number.POSITIVE_INFINITY, ...Array.from({ length: widest }, (_, index) => widest - index), LAZY_REACH, 0]
  return levels.map((reach, index) => ({
    debugName: !Number.isFinite(reach) ? 'boot' : reach === 0 ? 'an on-demand part' : reach === LAZY_REACH ? 'on-demand parts' : `loaded by ${reach} kinds of page`,
    priority: levels.length - index,
    name: (id: string, graph: ModuleGraph) => {
      names ??= chunkNames(graph, id, parts)
      const name = names.get(id) ?? null
      return name !== null && reachOf(name, parts) === reach ? name : null
    },
  }))
}
