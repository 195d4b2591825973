/**
 * `@mswjs/interceptors` as msw's core modules import it in the demo build (vite.msw.ts). The core
 * takes four small things from the package (`FetchResponse`, `resolveWebSocketUrl`,
 * `createRequestId`, `getCleanUrl`), but the package's entry also declares the interceptors' base
 * classes, and `createRequestId` sits in one file with `Interceptor` (with its logger). msw's whole
 * client (browsers without service workers, mocks/browser.ts) builds those classes, so the bundler
 * kept them in the chunk both clients share: 2.5 KB gzip that the service-worker client never runs
 * (issue 13).
 * This module gives the core the same four things without those classes: `FetchResponse` and the
 * WebSocket URL resolver are re-exported from the package's own files (the same objects the whole
 * client gets), and the two small functions are their own code, read out of the package's
 * `//#region` blocks. Every step names what it expects; when the package changes, the build stops
 * with the reason.
 */

/** What msw's core imports from the package, and where each comes from here. */
const REEXPORTED = ['FetchResponse', 'resolveWebSocketUrl'] as const
const INLINED = { createRequestId: 'src/createRequestId.ts', getCleanUrl: 'src/utils/getCleanUrl.ts' } as const
export const LITE_NAMES: readonly string[] = [...REEXPORTED, ...Object.keys(INLINED)]

/** The module of msw's core that keeps the real package: it builds interceptors (the whole client's). */
export const BUILDS_INTERCEPTORS = /[\\/]msw[\\/]lib[\\/]core[\\/]experimental[\\/]sources[\\/]interceptor-source\.mjs$/

interface Imported {
  /** The sibling file, as the entry imports it ("./x.mjs"). */
  file: string
  /** The name that file exports it by. */
  exported: string
}

/** The entry's imports from its sibling files, by the name the entry gives each. */
function importsOf(entry: string): Map<string, Imported> {
  const imports = new Map<string, Imported>()
  for (const match of entry.matchAll(/^import \{([^}]*)\} from "(\.\/[\w.-]+\.mjs)";$/gm)) {
    for (const specifier of match[1].split(',')) {
      const [exported, local = exported] = specifier.trim().split(/\s+as\s+/)
      if (exported) imports.set(local, { file: match[2], exported })
    }
  }
  return imports
}

/** The code of one `//#region <path>` block. */
function regionOf(source: string, path: string, where: string): string {
  const start = source.indexOf(`//#region ${path}\n`)
  const end = start === -1 ? -1 : source.indexOf('//#endregion', start)
  if (end === -1) throw new Error(`@mswjs/interceptors has changed: no region ${path} in ${where} (mocks/msw-interceptors-lite.ts).`)
  return source.slice(start, end)
}

function topLevelNames(text: string): string[] {
  return [...text.matchAll(/^(?:var|let|const|class|function|async function)\s+([\w$]+)/gm)].map((match) => match[1])
}

/** A region that declares `name` and uses no other name its file declares. */
function selfContained(region: string, name: string, file: string, where: string): string {
  const declared = topLevelNames(region)
  if (declared.length !== 1 || declared[0] !== name) throw new Error(`@mswjs/interceptors has changed: its ${name} region in ${where} declares ${declared.join(', ') || 'nothing'} (mocks/msw-interceptors-lite.ts).`)
  const code = region.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
  const others = topLevelNames(file).filter((other) => other !== name && new RegExp(`(?<![\\w$.])${other.replace(/\$/g, '\\$')}(?![\\w$])`).test(code))
  if (others.length > 0 || /^import /m.test(code)) throw new Error(`@mswjs/interceptors has changed: its ${name} needs ${others.join(', ') || 'imports'} in ${where} (mocks/msw-interceptors-lite.ts).`)
  return region
}

/**
 * The lite module's code. `entry` is the package's browser entry (lib/browser/index.mjs), `dir` its
 * directory (the re-exports name files by absolute path) and `read` reads a sibling file by the
 * specifier the entry imports it with.
 */
export function interceptorsLite(entry: string, dir: string, read: (file: string) => string): string {
  const imports = importsOf(entry)
  const lines: string[] = []
  for (const name of REEXPORTED) {
    const from = imports.get(name)
    if (!from) throw new Error(`@mswjs/interceptors has changed: its entry no longer imports ${name} from a sibling file (mocks/msw-interceptors-lite.ts).`)
    // Re-exported only from files free of the interceptors' base class, or the point is lost.
    if (/^var Interceptor = class/m.test(read(from.file))) throw new Error(`@mswjs/interceptors has changed: ${name} shares ${from.file} with Interceptor (mocks/msw-interceptors-lite.ts).`)
    lines.push(`export { ${from.exported} as ${name} } from ${JSON.stringify(`${dir}/${from.file.slice(2)}`)};`)
  }
  for (const [name, path] of Object.entries(INLINED)) {
    const from = imports.get(name)
    const where = from ? from.file : 'index.mjs'
    const file = from ? read(from.file) : entry
    lines.push(selfContained(regionOf(file, path, where), name, file, where), `export { ${name} };`)
  }
  return `${lines.join('\n')}\n`
}
