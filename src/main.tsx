import './styles/mantine-public'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { BackendFailed } from './components/feedback/backend-failed'
import { afterFirstContentfulPaint } from './lib/after-paint'
import { startAppWorker } from './lib/app-worker'
import { onCaughtError } from './lib/caught-errors'
import { backendStartFor, configureBackend, onFirstInteraction, whenBackendReady } from './lib/backend'
import { config } from './lib/config'
import { registerDemoBackend } from './lib/demo-backend'
import { createSessionStore } from './lib/session-store'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root')
const root = createRoot(container, { onCaughtError })

// The comparison itself, not config's MOCKS_ENABLED: the bundler folds a literal comparison only
// where it sees it, and this one removes the in-browser server from a `VITE_API_MOCKS=off` build.
if (import.meta.env.VITE_API_MOCKS !== 'off') {
  const path = window.location.pathname.slice(config.basePath.length - 1)
  const when = backendStartFor(path)
  configureBackend(async () => {
    try {
      // Calls made before then (a route's loader) wait: the screen paints first (lib/backend.ts).
      if (when === 'after-first-paint') await afterFirstContentfulPaint()
      // The only place the client touches the mock: a lazy chunk, loaded on first need.
      const { startMockServer } = await import('../mocks/start')
      registerDemoBackend(await startMockServer())
    } catch (error) {
      console.error('The demo backend could not start', error)
      root.render(<BackendFailed error={error} onRetry={() => window.location.reload()} />)
      throw error
    }
  })
  const start = () => void whenBackendReady().catch(() => undefined)
  if (when === 'after-first-paint') start()
  else if (when === 'on-interaction') onFirstInteraction(start)
}

// Offline use, deep links and updates (docs/architecture.md): after the page has settled.
startAppWorker()

const session = createSessionStore()
session.init()
// A transition, so React renders the first screen in slices and the page stays responsive while it
// does (Lighthouse's Total Blocking Time, issue 13), rather than in one long task.
startTransition(() => {
  root.render(
    <StrictMode>
      <App session={session} />
    </StrictMode>,
  )
})
