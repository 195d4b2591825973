import './styles/mantine-public'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { BackendFailed } from './components/feedback/backend-failed'
import { configureBackend, isMarketingPath, whenBackendReady } from './lib/backend'
import { config } from './lib/config'
import { registerDemoBackend } from './lib/demo-backend'
import { createSessionStore } from './lib/session-store'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root')
const root = createRoot(container)

if (config.mocksEnabled) {
  configureBackend(async () => {
    try {
      // The only place the client touches the mock: a lazy chunk, loaded on first need.
      const { startMockServer } = await import('../mocks/start')
      registerDemoBackend(await startMockServer())
    } catch (error) {
      console.error('The demo backend could not start', error)
      root.render(<BackendFailed error={error} onRetry={() => window.location.reload()} />)
      throw error
    }
  })
  const path = window.location.pathname.slice(config.basePath.length - 1)
  // App screens need the server at once; marketing pages start it only when a call needs it.
  if (!isMarketingPath(path)) whenBackendReady().catch(() => undefined)
}

const session = createSessionStore()
session.init()
root.render(
  <StrictMode>
    <App session={session} />
  </StrictMode>,
)
