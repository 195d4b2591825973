/**
 * The entry's half that touches the in-browser server (with main.tsx, the only client code that
 * may: eslint.config.js). The rest of the client speaks the contract.
 */
import { readStoreEarly } from '../mocks/idb-open'
import { backendStartFor } from './lib/backend'
import { config } from './lib/config'

type DemoServerModule = typeof import('../mocks/start')

let chunk: Promise<DemoServerModule> | null = null

/** The in-browser server's chunk (mocks/start.ts): a lazy chunk, imported once, on first need. */
export function loadDemoServer(): Promise<DemoServerModule> {
  // The comparison itself (see main.tsx): a `VITE_API_MOCKS=off` build has no chunk to import.
  if (import.meta.env.VITE_API_MOCKS === 'off') return Promise.reject(new Error('This build has no demo server'))
  chunk ??= import('../mocks/start')
  return chunk
}

/** When this page's path starts the server (lib/backend.ts). */
export const demoServerStart = backendStartFor(window.location.pathname.slice(config.basePath.length - 1))

/**
 * Whether the server starts at once, beside the first render: a page the app's worker runs (a
 * repeat visit: the build is in its cache) whose path starts it at load. A first visit waits for
 * the first paint instead (main.tsx), as the chunk would share the network with the screen's own.
 */
export const demoServerStartsAtOnce = demoServerStart === 'after-first-paint' && Boolean(navigator.serviceWorker?.controller)

// Such a page asks for the chunk here, as the entry starts to run: main.tsx imports this module
// first, so the request goes out before React and the rest of the entry are evaluated (about
// 100 ms on the bench machine) and the chunk downloads and parses meanwhile, off the main thread
// (issue 13, the repeat visit). The stored demo data is asked for too: the browser fetches it
// while the page draws its first screen, not after (the server takes it over when it starts).
if (import.meta.env.VITE_API_MOCKS !== 'off' && demoServerStartsAtOnce) {
  void loadDemoServer().catch(() => undefined)
  readStoreEarly()
}
