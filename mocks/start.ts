/**
 * Boots the in-browser server before the app renders (reliability check M-03): store from storage
 * or seed, the MSW worker registered under the app's base path (M-01), persistence and tab sync.
 */
import type { DemoBackend } from '@/lib/demo-backend'
import { config } from '@/lib/config'
import { worker } from './browser'
import { loadOrSeed, onRemoteChange, onStorageHealthChange, resetStore, startPersistence, storageHealth } from './persist'
import { failNextCalls, getSettings, onSettingsChange, pendingFailures, updateSettings } from './settings'

export async function startMockServer(): Promise<DemoBackend> {
  await loadOrSeed()
  startPersistence()
  await worker.start({
    serviceWorker: { url: `${config.basePath}mockServiceWorker.js` },
    quiet: true,
    onUnhandledRequest(request, print) {
      // Only calls to the API are worth a warning; assets pass through silently.
      if (request.url.includes(`${config.apiBaseUrl}/`)) print.warning()
    },
  })

  // One state object per change, so React's useSyncExternalStore sees a stable snapshot.
  const computeState = () => ({ ...getSettings(), pendingFailures: pendingFailures(), storageOk: storageHealth() === 'ok' })
  let state = computeState()
  const listeners = new Set<() => void>()
  const refresh = () => {
    state = computeState()
    for (const listener of listeners) listener()
  }
  onSettingsChange(refresh)
  onStorageHealthChange(refresh)

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setLatency: (latency) => updateSettings({ latency }),
    setTeammates: (teammates) => updateSettings({ teammates }),
    failNextCalls,
    actNow: () => Promise.reject(new Error('Simulated teammates are not running yet')),
    reset: resetStore,
    onRemoteChange,
    createSocket: (url, protocols) => new WebSocket(url, protocols),
  }
}
