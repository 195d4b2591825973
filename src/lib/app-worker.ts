/**
 * The app's service worker (worker/app-worker.ts, built as `sw.js`; docs/architecture.md): it
 * precaches the build, so after one visit every screen opens offline and deep links answer 200,
 * and it carries msw's worker for the demo. This module registers it, asks for the precache once
 * the page has settled, and watches for a new deployment.
 */
import { config } from './config'

export const APP_WORKER_URL = `${config.basePath}sw.js`
/** The worker's script and the files it imports are checked past the HTTP cache (reliability check M-09). */
export const APP_WORKER_OPTIONS: RegistrationOptions = { scope: config.basePath, updateViaCache: 'none' }

/** Only a production build has `sw.js`; the dev server serves msw's own worker. */
export const appWorkerAvailable = (): boolean => import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator

/** Messages the worker understands. */
const PRECACHE = { type: 'taskhive:precache' } as const
const SKIP_WAITING = { type: 'taskhive:skip-waiting' } as const
const CLAIM = { type: 'taskhive:claim' } as const

/** How long a page whose worker just activated may wait to hear that it was claimed. */
const CLAIM_IN_FLIGHT_MS = 500

let registering: Promise<ServiceWorkerRegistration | null> | null = null

const ourScript = () => new URL(APP_WORKER_URL, window.location.href).href

/** The existing registration if it runs (or installs) our worker. */
async function existingRegistration(): Promise<ServiceWorkerRegistration | null> {
  const registration = await navigator.serviceWorker.getRegistration(config.basePath)
  const worker = registration?.active ?? registration?.waiting ?? registration?.installing
  return registration && worker?.scriptURL === ourScript() ? registration : null
}

/**
 * Registers the worker once per page; null where there is none (dev, no service workers, refused).
 * An existing registration is used as it is: `register()` would first fetch `sw.js` again, and the
 * demo server waits for this (updates are looked for separately, see `watchForUpdates`).
 */
export function registerAppWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!appWorkerAvailable()) return Promise.resolve(null)
  registering ??= existingRegistration()
    .then((found) => found ?? navigator.serviceWorker.register(APP_WORKER_URL, APP_WORKER_OPTIONS))
    .catch((error: unknown) => {
      console.warn('The offline worker could not be registered', error)
      return null
    })
  return registering
}

/**
 * Resolves once the page is run by a worker, or when none will take it over: a worker being
 * installed for the first time claims the page as it activates (its state reads 'activating', or
 * even 'activated', a moment before this page hears of the claim); one that was already active
 * and does not run this page (a hard reload) never will (mocks/start.ts reloads the page then).
 */
export async function whenControlled(registration: ServiceWorkerRegistration | null, timeoutMs = 10_000): Promise<void> {
  const container = navigator.serviceWorker
  if (!registration || container.controller) return
  // A first install on its way: no active worker yet, or one still activating. Otherwise (an
  // activated worker that does not run this page) most likely a hard reload: wait only for a
  // claim already in flight.
  const firstInstall = registration.active === null || registration.active.state === 'activating'
  const wait = firstInstall ? timeoutMs : CLAIM_IN_FLIGHT_MS
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, wait)
    container.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })
}

/**
 * Asks the active worker to take over this page, which it does not run (the page opened while the
 * worker was installing, or was hard-reloaded); resolves with whether it did within `timeoutMs`.
 * Only our worker answers: msw's own (the dev server) ignores the message.
 */
export async function askToBeClaimed(registration: ServiceWorkerRegistration, timeoutMs = 1500): Promise<boolean> {
  const container = navigator.serviceWorker
  if (container.controller) return true
  const active = registration.active
  if (!active || active.scriptURL !== ourScript()) return false
  const claimed = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(container.controller !== null), timeoutMs)
    container.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer)
        resolve(true)
      },
      { once: true },
    )
  })
  active.postMessage(CLAIM)
  return claimed
}

/**
 * The registration once our worker is active for this page's scope, without registering anything:
 * only the app registers (main.tsx, mocks/start.ts); the shell in Storybook or tests never does.
 */
function ourRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!appWorkerAvailable()) return Promise.resolve(null)
  return navigator.serviceWorker.ready.then((registration) => (registration.active?.scriptURL === ourScript() ? registration : null))
}

/** How long after the page's load event the precache starts. */
const PRECACHE_DELAY_MS = 4000

/** Registers the worker and has it precache the build, after the page's own loading is done. */
export function startAppWorker(): void {
  if (!appWorkerAvailable()) return
  const run = () =>
    void registerAppWorker().then(async (registration) => {
      if (!registration) return
      const ready = await navigator.serviceWorker.ready
      ready.active?.postMessage(PRECACHE)
    })
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 5000 }) : run())
  // Well after the first screen: while the demo server boots the page is idle, but its own
  // modules and data are still on their way.
  const later = () => setTimeout(idle, PRECACHE_DELAY_MS)
  if (document.readyState === 'complete') later()
  else window.addEventListener('load', later, { once: true })
}

/** How often an open app asks the host for a new `sw.js`, besides when it comes back into view. */
const UPDATE_CHECK_MS = 30 * 60_000

/**
 * Calls `onUpdate` when a new version has been downloaded and waits (the user chooses Reload), or
 * when another tab already switched to it. Returns a stop function.
 */
export function watchForUpdates(onUpdate: () => void): () => void {
  if (!appWorkerAvailable()) return () => undefined
  const container = navigator.serviceWorker
  let stopped = false
  let registration: ServiceWorkerRegistration | null = null
  const check = () => void registration?.update().catch(() => undefined)
  const onVisible = () => {
    if (document.visibilityState === 'visible') check()
  }
  /** A new version of our own worker, installed and waiting for this page to let go. */
  const offer = (worker: ServiceWorker | null) => {
    if (!stopped && worker && worker.state === 'installed' && registration?.active?.scriptURL === worker.scriptURL) onUpdate()
  }
  const onUpdateFound = () => {
    const incoming = registration?.installing ?? null
    incoming?.addEventListener('statechange', () => offer(incoming))
  }
  // Another tab chose Reload: this page's files now come from the new version's worker, which
  // still serves this page's version from its cache; the page itself stays old until reloaded.
  // (A page that had no worker of ours, or msw's alone, is simply being taken over.)
  const ranOnOurs = container.controller?.scriptURL === ourScript()
  const onControllerChange = () => {
    if (!stopped && !reloading && ranOnOurs) onUpdate()
  }
  void ourRegistration().then((found) => {
    if (stopped || !found) return
    registration = found
    offer(found.waiting)
    found.addEventListener('updatefound', onUpdateFound)
  })
  container.addEventListener('controllerchange', onControllerChange)
  document.addEventListener('visibilitychange', onVisible)
  const timer = setInterval(check, UPDATE_CHECK_MS)
  return () => {
    stopped = true
    registration?.removeEventListener('updatefound', onUpdateFound)
    container.removeEventListener('controllerchange', onControllerChange)
    document.removeEventListener('visibilitychange', onVisible)
    clearInterval(timer)
  }
}

let reloading = false

/** Lets the waiting version take over, then reloads this page on it (every open tab is told). */
export async function applyUpdate(): Promise<void> {
  reloading = true
  const registration = await ourRegistration()
  const waiting = registration?.waiting
  if (!waiting) {
    window.location.reload()
    return
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
  waiting.postMessage(SKIP_WAITING)
}
