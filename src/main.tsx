// First: on a repeat visit it asks for the in-browser server's chunk before the rest of the entry runs.
import { demoServerStart, demoServerStartsAtOnce, loadDemoServer } from './demo-server'
import './styles/mantine-public'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { BackendFailed } from './components/feedback/backend-failed'
import { afterFirstAppPaint } from './lib/after-paint'
import { startAppWorker } from './lib/app-worker'
import { onCaughtError } from './lib/caught-errors'
import { configureBackend, onFirstInteraction, whenBackendReady } from './lib/backend'
import { registerDemoBackend } from './lib/demo-backend'
import { nextTask } from './lib/next-task'
import { createQueryClient } from './lib/query-client'
import { createSessionStore } from './lib/session-store'
import { createAppRouter, preloadFirstScreen } from './router'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root')
const root = createRoot(container, { onCaughtError })

// The comparison itself, not config's MOCKS_ENABLED: the bundler folds a literal comparison only
// where it sees it, and this one removes the in-browser server from a `VITE_API_MOCKS=off` build.
if (import.meta.env.VITE_API_MOCKS !== 'off') {
  configureBackend(async () => {
    try {
      // Calls made before then (a route's loader) wait: the screen paints first (lib/backend.ts).
      // Only on a first visit: there the server's chunk shares the network with the screen's own.
      // A page our worker controls has the build in its cache, and the server starts at once,
      // beside the screen's first render, so the first data comes sooner (the repeat visit).
      if (demoServerStart === 'after-first-paint' && !demoServerStartsAtOnce) await afterFirstAppPaint(container)
      const { startMockServer } = await loadDemoServer()
      // The chunk's evaluation, the server's start and what the start releases (the waiting calls,
      // then the demo menu and the realtime connection) each run in a task of their own, not in
      // one long task (Lighthouse's Total Blocking Time, issue 13).
      await nextTask()
      const backend = await startMockServer()
      void nextTask().then(() => registerDemoBackend(backend))
    } catch (error) {
      console.error('The demo backend could not start', error)
      root.render(<BackendFailed error={error} onRetry={() => window.location.reload()} />)
      throw error
    }
  })
  const start = () => void whenBackendReady().catch(() => undefined)
  if (demoServerStart === 'after-first-paint') start()
  else if (demoServerStart === 'on-interaction') onFirstInteraction(start)
}

// Offline use, deep links and updates (docs/architecture.md): after the page has settled.
startAppWorker()

const session = createSessionStore()
session.init()

/**
 * The router's build (its route tree), the first screen's chunk requests (a task per route) and
 * React's first render each run in a task of their own: built inside the first render, the router
 * made that render's first slice one long task (Lighthouse's Total Blocking Time, issue 13).
 */
async function renderApp() {
  const queryClient = createQueryClient()
  await nextTask()
  const router = createAppRouter({ queryClient, session })
  await nextTask()
  await preloadFirstScreen(router, session)
  await nextTask()
  // A transition, so React renders the first screen in slices and the page stays responsive while
  // it does, rather than in one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App session={session} queryClient={queryClient} router={router} />
      </StrictMode>,
    )
  })
}
void renderApp()
