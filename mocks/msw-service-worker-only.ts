/**
 * msw's page client (`msw/browser`) as the demo build loads it where the browser has service
 * workers (issue 13, "Drop what the demo does not need from the mock server chunk"). Its
 * `setupWorker().start()` always builds two things the demo has no use for there:
 * - the fallback for browsers without service workers: XMLHttpRequest and fetch interceptors.
 *   mocks/browser.ts loads msw's whole client in those browsers instead;
 * - a WebSocket interceptor, for msw's `ws` handlers. The demo's socket is mock-socket's
 *   (mocks/socket/stomp-broker.ts): the interceptor only wrapped the page's WebSocket in a
 *   pass-through.
 * msw ships the client as one pre-bundled file, one `// <path>` section per module it inlines, and
 * the bundler keeps those interceptors' classes (their static blocks count as side effects) even
 * when nothing builds them. So the start stops building them and their sections are cut.
 * Every cut names the text it expects: when an msw update changes it, or a cut section's names are
 * still used elsewhere in the file, the build stops with the reason instead of shipping a client
 * that may behave differently.
 */

/** The modules of the file that go, by the path of their section. */
const CUT_SECTIONS: readonly RegExp[] = [
  /@mswjs\/interceptors\/lib\/browser\/interceptors\/WebSocket\/index\.mjs$/,
  /@mswjs\/interceptors\/lib\/browser\/fetch-[\w-]+\.mjs$/,
  /@mswjs\/interceptors\/lib\/browser\/XMLHttpRequest-[\w-]+\.mjs$/,
  /@mswjs\/interceptors\/lib\/browser\/handleRequest-[\w-]+\.mjs$/,
  /^src\/browser\/sources\/fallback-http-source\.ts$/,
]

/** What `start()` no longer builds. */
const EDITS: readonly { what: string; find: RegExp; replace: string }[] = [
  {
    what: 'the WebSocket interceptor source',
    find: /,\s*new InterceptorSource2\(\{\s*interceptors: \[new WebSocketInterceptor\(\)\]\s*\}\)/,
    replace: '',
  },
  {
    what: 'the fallback for browsers without service workers',
    find: /: new FallbackHttpSource\(\{\s*quiet: options\?\.quiet\s*\}\)/,
    replace: ': (() => { throw new Error("[taskhive] this build of msw/browser needs service workers: mocks/browser.ts loads msw\'s whole client without them") })()',
  },
  {
    // Unused once the WebSocket source is gone, but still an import: the bundler then puts the
    // interceptor source in the chunk this client shares with msw's whole client, instead of
    // leaving it to the whole client, its only user.
    what: 'the import of the interceptor source',
    find: /^import \{ InterceptorSource as InterceptorSource2 \} from '\.\.\/core\/experimental\/sources\/interceptor-source\.mjs';\n/m,
    replace: '',
  },
]

interface Section {
  path: string
  text: string
}

/** The file's sections: each starts at a line `// <path>` (what comes before the first is kept as is). */
function sectionsOf(source: string): Section[] {
  const sections: Section[] = []
  const header = /^\/\/ (\S+)$/gm
  let start = 0
  let path = ''
  for (let match = header.exec(source); match; match = header.exec(source)) {
    if (match.index > start || path) sections.push({ path, text: source.slice(start, match.index) })
    start = match.index
    path = match[1].replace(/^.*\/node_modules\/(?!.*\/node_modules\/)/, '')
  }
  sections.push({ path, text: source.slice(start) })
  return sections
}

/** Names a section declares at its top level. */
function declaredNames(text: string): string[] {
  return [...text.matchAll(/^(?:var|let|const|class|function|async function)\s+([\w$]+)/gm)].map((match) => match[1])
}

function escaped(name: string): string {
  return name.replace(/\$/g, '\\$')
}

/** The code without its quoted strings and line comments, so only names used as names are found. */
function codeOnly(text: string): string {
  return text.replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\/\/[^\n]*/g, '""')
}

/** The client without what it builds for browsers without service workers and for `ws` handlers. */
export function serviceWorkerOnly(source: string): string {
  const edited = EDITS.reduce((code, edit) => {
    if (!edit.find.test(code)) throw new Error(`msw/browser has changed: ${edit.what} (${edit.find}) is not where mocks/msw-service-worker-only.ts expects it. Update it for this msw version.`)
    return code.replace(edit.find, edit.replace)
  }, source)
  const sections = sectionsOf(edited)
  for (const pattern of CUT_SECTIONS) {
    if (!sections.some((section) => pattern.test(section.path))) throw new Error(`msw/browser has changed: no section ${pattern} to cut (mocks/msw-service-worker-only.ts).`)
  }
  const cut = sections.filter((section) => CUT_SECTIONS.some((pattern) => pattern.test(section.path)))
  const kept = sections.filter((section) => !cut.includes(section)).map((section) => section.text).join('')
  const keptCode = codeOnly(kept)
  // Not a member (`.name`, `#name`): a use of the name itself.
  const stillUsed = cut.flatMap((section) => declaredNames(section.text)).filter((name) => new RegExp(`(?<![\\w$.#])${escaped(name)}(?![\\w$])`).test(keptCode))
  if (stillUsed.length > 0) throw new Error(`msw/browser has changed: the sections cut declare ${stillUsed.join(', ')}, still used by what is kept (mocks/msw-service-worker-only.ts).`)
  return kept
}

/** msw's module for WebSocket frames, which the client keeps (msw checks a frame's kind against it). */
export const WEBSOCKET_FRAME_MODULE = /[\\/]msw[\\/]lib[\\/]core[\\/]experimental[\\/]frames[\\/]websocket-frame\.mjs$/

const EMPTY_WEBSOCKET_IMPORT = 'import {} from "@mswjs/interceptors/WebSocket";'

/**
 * That module without its import of @mswjs/interceptors' WebSocket module, which names nothing
 * (what is left of an import of types only). The interceptors package does not say its modules are
 * free of side effects, so that empty import kept the WebSocket interceptor's 2.4 KB gzip in the
 * chunk.
 */
export function withoutEmptyWebSocketImport(source: string): string {
  if (!source.includes(EMPTY_WEBSOCKET_IMPORT)) throw new Error(`msw has changed: ${EMPTY_WEBSOCKET_IMPORT} is not in its websocket-frame module (mocks/msw-service-worker-only.ts).`)
  const rest = source.replace(EMPTY_WEBSOCKET_IMPORT, '')
  if (rest.includes('@mswjs/interceptors/WebSocket')) throw new Error('msw has changed: its websocket-frame module uses @mswjs/interceptors/WebSocket for more than types (mocks/msw-service-worker-only.ts).')
  return rest
}

/** The module specifier mocks/browser.ts imports this client by (vite.msw.ts resolves it). */
export const SERVICE_WORKER_ONLY_CLIENT = 'virtual:msw-service-worker-only'
