/**
 * Taskhive's service worker (docs/architecture.md "The app's service worker"). One worker per
 * scope: this one answers the app's own files and navigations from a precache of the build, and
 * then imports msw's worker (`mockServiceWorker.js`) for the demo's API. Its listeners come first,
 * so for what it answers it stops the event before msw's listener sees it.
 *
 * The build (vite.worker.ts) prepends `BUILD`: the version, every file to precache, msw's script
 * (null in a build for a real backend) and the API's path.
 */
declare const self: ServiceWorkerGlobalScope
declare const BUILD: {
  version: string
  /** Relative to the scope, e.g. `assets/index-abc.js`, `pricing/index.html`. */
  files: string[]
  mockWorker: string | null
  /** Same-origin API path prefix (`/api/`), or null for an API on another origin. */
  apiPath: string | null
}

const PREFIX = 'taskhive-precache-'
const CURRENT = `${PREFIX}${BUILD.version}`
const scope = self.registration.scope
const SHELL = new URL('index.html', scope).href
const precached = new Set(BUILD.files.map((file) => new URL(file, scope).pathname))
const ASSETS = new URL('assets/', scope).pathname

type WorkerMessage = { type: 'taskhive:precache' } | { type: 'taskhive:skip-waiting' } | { type: 'taskhive:claim' } | { type: 'taskhive:status' }

/** What `taskhive:status` answers: enough to tell why a new version has not taken over yet. */
interface WorkerStatus {
  version: string
  /** API calls whose answer this worker still waits for, by the page that made them. */
  waitingCalls: Record<string, number>
}

/** Files fetched at once while precaching: a few, so an open page's own loads are not crowded out. */
const PRECACHE_BATCH = 6

/**
 * The file as the precache keeps it: without `Vary`. A host's `Vary: Origin` (Vite's preview sends
 * it, as do CORS-minded CDNs) made every module script miss the cache, static route and `match`
 * alike, since the page asks for those with an Origin header: a repeat visit then revalidated each
 * chunk over the network. A build's file is the same whoever asks.
 */
function withoutVary(response: Response): Response {
  if (!response.headers.has('vary')) return response
  const headers = new Headers(response.headers)
  headers.delete('vary')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

async function fetchForPrecache(url: string): Promise<Response> {
  // Past the HTTP cache: a host may serve last version's files for minutes (reliability check M-09).
  const response = await fetch(new Request(url, { cache: 'reload' }))
  if (!response.ok) throw new TypeError(`Precache: ${url} answered ${response.status}`)
  return withoutVary(response)
}

/**
 * Fetches what the precache lacks (all of it the first time, and any copy kept with its `Vary` by
 * an earlier worker); fails if any file cannot be had, keeping what came before the failure.
 */
async function precache(): Promise<void> {
  const cache = await caches.open(CURRENT)
  const missing: string[] = []
  for (const file of BUILD.files) {
    const url = new URL(file, scope).href
    const cached = await cache.match(url, { ignoreVary: true })
    if (!cached || cached.headers.has('vary')) missing.push(url)
  }
  for (let start = 0; start < missing.length; start += PRECACHE_BATCH) {
    const batch = missing.slice(start, start + PRECACHE_BATCH)
    const responses = await Promise.all(batch.map(fetchForPrecache))
    await Promise.all(responses.map((response, index) => cache.put(batch[index] as string, response)))
  }
}

/** Keeps this version's files and the previous version's (pages still open on it load their chunks from there). */
async function dropOldCaches(): Promise<void> {
  const ours = (await caches.keys()).filter((name) => name.startsWith(PREFIX))
  const previous = ours.filter((name) => name !== CURRENT).at(-1)
  await Promise.all(ours.filter((name) => name !== CURRENT && name !== previous).map((name) => caches.delete(name)))
}

/**
 * This version's copy first; then any version's (an open page of the previous version); then the
 * network. A URL without a query is looked up by its key; `ignoreSearch` makes Chromium compare it
 * with every entry of the cache (about 45 ms more per repeat visit, a page's dozen files at once).
 */
async function fromCache(request: Request): Promise<Response> {
  // ignoreVary: an older version's copy may still carry the host's `Vary` (see withoutVary).
  const options = { ignoreSearch: new URL(request.url).search !== '', ignoreVary: true }
  const current = await (await caches.open(CURRENT)).match(request, options)
  if (current) return current
  return (await caches.match(request, options)) ?? fetch(request)
}

/** A static route's own page (`pricing/` → `pricing/index.html`), if the build has one. */
function pageOf(pathname: string): string | null {
  const candidate = pathname.endsWith('/') ? `${pathname}index.html` : `${pathname}/index.html`
  return precached.has(candidate) ? new URL(candidate, scope).href : null
}

/**
 * Navigations are answered from the precache with 200: a route's own page, else the app shell,
 * which routes itself (hosts without rewrites answer 404 for `/tasks/12`). Until the precache is
 * complete (the first visit), the network answers, and the shell stands in for its 404.
 */
async function navigate(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url)
  // A file opened in a tab (the preview image, the manifest): itself, not the app.
  if (precached.has(pathname)) return fromCache(request)
  if (/\.[a-z0-9]+$/i.test(pathname)) return fetch(request)
  const cache = await caches.open(CURRENT)
  const page = pageOf(pathname)
  const cached = (page ? await cache.match(page) : undefined) ?? (await cache.match(SHELL))
  if (cached) return cached
  try {
    const response = await fetch(request)
    return response.status === 404 ? ((await caches.match(SHELL)) ?? response) : response
  } catch (error) {
    const shell = await caches.match(SHELL)
    if (shell) return shell
    throw error
  }
}

/** Whether an earlier Taskhive worker runs the open pages: then this one waits for the user's Reload. */
const updatingOurselves = () => self.registration.active?.scriptURL === self.location.href

/** The Static Routing API (Chromium 123+), which TypeScript's WebWorker library does not describe yet. */
interface RoutableInstallEvent extends ExtendableEvent {
  addRoutes?: (rules: { condition: { urlPattern: string }; source: 'cache' }[]) => Promise<void>
}

/**
 * The build's hashed files come straight from Cache Storage, any version's, without waking this
 * worker: through the fetch listener a repeat visit's dozen chunks queued behind one another on
 * the worker's thread (about 60 ms for 15 files). A file not cached yet (a first visit, before
 * the precache) goes to the network. Browsers without the API use the fetch listener below.
 */
function routeAssetsToCache(event: RoutableInstallEvent): void {
  if (!event.addRoutes) return
  event.waitUntil(event.addRoutes([{ condition: { urlPattern: `${new URL(ASSETS, scope).href}*` }, source: 'cache' }]).catch(() => undefined))
}

self.addEventListener('install', (event) => {
  // msw's install listener would take over at once (skipWaiting); a new version of ours waits
  // until the user chooses Reload, so no page ever runs on two versions' files.
  event.stopImmediatePropagation()
  routeAssetsToCache(event)
  if (updatingOurselves()) event.waitUntil(precache())
  // The first install takes over at once (msw needs it to serve the demo); the page asks for the
  // precache once it has settled, so the first visit does not download everything up front.
  else event.waitUntil(self.skipWaiting())
})

self.addEventListener('activate', (event) => {
  // msw's activate listener claims the open pages.
  event.waitUntil(dropOldCaches())
})

self.addEventListener('message', (event) => {
  const data = event.data as Partial<WorkerMessage> | null
  if (data?.type === 'taskhive:precache') event.waitUntil(precache())
  else if (data?.type === 'taskhive:skip-waiting') event.waitUntil(self.skipWaiting())
  // A page this worker does not run yet (opened while it installed, or hard-reloaded) asks to be
  // taken over, rather than reload and lose what the user just did.
  else if (data?.type === 'taskhive:claim') event.waitUntil(self.clients.claim())
  else if (data?.type === 'taskhive:status') {
    const status: WorkerStatus = { version: BUILD.version, waitingCalls: Object.fromEntries(waitingCalls) }
    event.ports[0]?.postMessage(status)
  }
})

/** How often an API call still waiting for its answer checks that the page that made it is open. */
const ASKER_CHECK_MS = 1000

/**
 * msw's worker hands each API call to the page that made it (the demo's server runs there) and
 * waits for that page's answer. A page reloaded or closed meanwhile never answers, and the call's
 * fetch event stays open for minutes; while it does, the browser holds back a new version's
 * activation, so Reload in the update prompt did nothing. The call instead ends with a network
 * error (nobody is left to read it) once its page is gone.
 */
function endWithItsPage(event: FetchEvent): void {
  const { clientId } = event
  if (!clientId) return
  const respondWith = event.respondWith.bind(event)
  Object.defineProperty(event, 'respondWith', {
    configurable: true,
    value: (answer: Response | PromiseLike<Response>) => respondWith(untilPageGone(clientId, Promise.resolve(answer))),
  })
}

/** Calls still waiting for their answer, by client id (for `taskhive:status`). */
const waitingCalls = new Map<string, number>()

function untilPageGone(clientId: string, answer: Promise<Response>): Promise<Response> {
  waitingCalls.set(clientId, (waitingCalls.get(clientId) ?? 0) + 1)
  let settled = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const gone = new Promise<Response>((resolve) => {
    const check = () =>
      void self.clients.get(clientId).then((client) => {
        if (settled) return
        if (client) timer = setTimeout(check, ASKER_CHECK_MS)
        else resolve(Response.error())
      })
    timer = setTimeout(check, ASKER_CHECK_MS)
  })
  return Promise.race([answer, gone]).finally(() => {
    settled = true
    clearTimeout(timer)
    const left = (waitingCalls.get(clientId) ?? 1) - 1
    if (left > 0) waitingCalls.set(clientId, left)
    else waitingCalls.delete(clientId)
  })
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  // The API may sit outside the scope (a demo under /taskhive/ calls /api/): the page's calls still come here.
  if (BUILD.apiPath && url.origin === self.location.origin && url.pathname.startsWith(BUILD.apiPath)) {
    if (BUILD.mockWorker) endWithItsPage(event)
    return
  }
  if (request.method !== 'GET' || !request.url.startsWith(scope)) return
  const { pathname } = url
  if (request.mode === 'navigate') {
    event.stopImmediatePropagation()
    event.respondWith(navigate(request))
  } else if (precached.has(pathname) || pathname.startsWith(ASSETS)) {
    event.stopImmediatePropagation()
    event.respondWith(fromCache(request))
  }
})

if (BUILD.mockWorker) {
  // msw's worker unregisters itself when its last page closes (a reload, with one tab open), so
  // the next navigation would find no worker: offline, a reload would fail. The app's worker must
  // outlive its pages; only a page may unregister it.
  Object.defineProperty(self.registration, 'unregister', { value: () => Promise.resolve(false), configurable: true })
  importScripts(new URL(BUILD.mockWorker, scope).href)
}
