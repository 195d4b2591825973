/**
 * Boots the in-browser server before the app renders (reliability check M-03): store from storage
 * or seed, the MSW worker registered under the app's base path (M-01), persistence and tab sync,
 * the STOMP broker and the simulated teammates. A page loaded past the worker (Shift+Reload)
 * reloads once, normally, before anything calls the API.
 */
import { WebSocket as MockWebSocket } from 'mock-socket'
import { stompDestinations } from '@/contract/paths'
import { APP_WORKER_OPTIONS, APP_WORKER_URL, appWorkerAvailable, askToBeClaimed, registerAppWorker, whenControlled } from '@/lib/app-worker'
import type { DemoBackend } from '@/lib/demo-backend'
import { nextTask } from '@/lib/next-task'
import { config, socketUrl } from '@/lib/config'
import { storedToken } from '@/lib/session-storage'
import { userOfToken } from './auth'
import { worker } from './browser'
import { onRemoteChange, onStorageHealthChange, openPersistence, type Persistence, storageHealth, storageRefusals } from './persist'
import { actNow, startChatReplies, startTeammates } from './services/teammates'
import { failNextCalls, getSettings, onSettingsChange, pendingFailures, updateSettings } from './settings'
import { startBroker } from './socket/stomp-broker'
import { startTabRelay } from './socket/tab-relay'
import { isApiRequest } from './unhandled-request'

/** The signed-in user, by the token the app stored (the mock still trusts only tokens). */
function currentUserId(): number | null {
  return userOfToken(storedToken())?.id ?? null
}

/** Set while the page reloads to get its worker back, so a page that still has none does not loop. */
export const HARD_RELOAD_KEY = 'taskhive:sw-reload'

/**
 * Whether the page is reloading to be served through the worker. Shift+Reload (a "hard reload")
 * loads a page that its active worker does not control, so no request is intercepted; msw itself
 * reloads such a page, but only once it has started, after the app's first calls went to the
 * network (404 and 'Failed to fetch …'). A normal reload is controlled again; a second one in a
 * row is not tried (something else keeps the worker out, e.g. devtools' "Bypass for network").
 */
async function reloadIfUncontrolled(): Promise<boolean> {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined
  if (!container) return false
  if (container.controller) {
    sessionStorage.removeItem(HARD_RELOAD_KEY)
    return false
  }
  const registration = await container.getRegistration(config.basePath)
  if (!registration?.active || sessionStorage.getItem(HARD_RELOAD_KEY)) return false
  // Taken over in place, the page keeps what the user just did (the click that started the server).
  if (await askToBeClaimed(registration)) return false
  sessionStorage.setItem(HARD_RELOAD_KEY, '1')
  window.location.reload()
  return true
}

/**
 * msw's worker is inside the app's worker in a production build (one worker per scope,
 * docs/architecture.md); the dev server has only msw's.
 */
const workerOptions = () =>
  appWorkerAvailable()
    ? { url: APP_WORKER_URL, options: APP_WORKER_OPTIONS }
    : { url: `${config.basePath}mockServiceWorker.js` }

async function loadStore(): Promise<Persistence> {
  const persistence = await openPersistence()
  const benchTasks = Number(new URLSearchParams(window.location.search).get('bench-tasks'))
  if (benchTasks > 0) {
    // `npm run bench` only (see bench-grow.ts): a lazy chunk, so the first visit does not carry it.
    await (await import('./bench-grow')).growTasks(benchTasks)
    await persistence.flush()
  }
  return persistence
}

export async function startMockServer(): Promise<DemoBackend> {
  // A page the worker already runs (a repeat visit) reads its store while the worker's
  // registration is looked up (about 25 ms, issue 13); any other page may yet reload, below.
  const early = navigator.serviceWorker?.controller ? loadStore() : null
  // Its failure is reported where it is awaited, below, not as an unhandled rejection meanwhile.
  early?.catch(() => undefined)
  // On a first visit the app's worker may still be taking the page over.
  await whenControlled(await registerAppWorker())
  // Nothing may call the API meanwhile: the reload ends this page.
  if (await reloadIfUncontrolled()) return new Promise<never>(() => undefined)
  const loaded = early ?? loadStore()
  const startOptions = {
    serviceWorker: workerOptions(),
    quiet: true,
    onUnhandledRequest(request: Request, print: { warning(): void }) {
      // Only calls to the API are worth a warning; assets and the dev server's modules pass silently.
      if (isApiRequest(request.url, config.apiBaseUrl, window.location.origin)) print.warning()
    },
  }
  // The store loads from IndexedDB while msw's worker starts (a repeat visit's first card waited for
  // one, then the other). No call reaches the handlers before both are done: the app's calls wait
  // for this start (lib/backend.ts), and msw answers only this page's.
  const [persistence] = await Promise.all([loaded, worker.start(startOptions)])
  // Another tab switched every open page to a new version's worker: this page's calls must reach
  // its own in-page server through the new worker until the user reloads (app-worker.ts prompts).
  navigator.serviceWorker?.addEventListener('controllerchange', () => {
    worker.stop()
    void worker.start(startOptions)
  })
  // msw's start resolves inside the task that brought the worker's answer: the rest gets its own.
  await nextTask()
  const brokerUrl = socketUrl(stompDestinations.endpoint)
  const broker = startBroker(brokerUrl)
  startTabRelay()
  startTeammates({ currentUserId, enabled: () => getSettings().teammates })
  startChatReplies({ currentUserId, enabled: () => getSettings().teammates })

  // One state object per change, so React's useSyncExternalStore sees a stable snapshot.
  const computeState = () => ({
    ...getSettings(),
    pendingFailures: pendingFailures(),
    storageOk: storageHealth() === 'ok',
    storageRefusals: storageRefusals(),
    recovery: persistence.recovery,
  })
  let state = computeState()
  const listeners = new Set<() => void>()
  const refresh = () => {
    state = computeState()
    for (const listener of listeners) listener()
  }
  onSettingsChange(refresh)
  onStorageHealthChange(refresh)

  const backend: DemoBackend = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setLatency: (latency) => updateSettings({ latency }),
    setTeammates: (teammates) => updateSettings({ teammates }),
    failNextCalls,
    actNow: () => {
      const userId = currentUserId()
      return userId === null ? Promise.reject(new Error('Sign in to see your teammates at work')) : actNow(userId)
    },
    reset: persistence.reset,
    recoveryFile: persistence.recoveryFile,
    onRemoteChange,
    dropConnections: () => broker.dropConnections(),
    // mock-socket's WebSocket reaches the broker without replacing the global one (check S-01).
    createSocket: (url, protocols) =>
      (url === brokerUrl ? new MockWebSocket(url, protocols) : new WebSocket(url, protocols)) as WebSocket,
  }
  // End-to-end tests (and the curious, in devtools) reach the demo server here, e.g. to drop the
  // realtime connection; the app itself only uses what main.tsx registers.
  Object.assign(window, { taskhiveDemo: backend })
  return backend
}
