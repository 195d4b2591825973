import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { serviceWorkerOnly, WEBSOCKET_FRAME_MODULE, withoutEmptyWebSocketImport } from './msw-service-worker-only'

// The file the demo build cuts: msw/browser as a bundler resolves it for the browser.
const mswRoot = dirname(createRequire(import.meta.url).resolve('msw/package.json'))
const client = readFileSync(join(mswRoot, 'lib/browser/index.mjs'), 'utf8')

describe('msw/browser for browsers with service workers (vite.msw.ts)', () => {
  const cut = serviceWorkerOnly(client)

  it('no longer builds or carries the fallback and WebSocket interceptors', () => {
    for (const name of ['new FallbackHttpSource', 'new WebSocketInterceptor', 'class XMLHttpRequestInterceptor', 'FetchInterceptor2 extends', 'WebSocketInterceptor2 extends', 'global XMLHttpRequest patched']) {
      expect(client).toContain(name)
      expect(cut).not.toContain(name)
    }
    expect(cut.length).toBeLessThan(client.length * 0.75)
  })

  it('keeps the service worker source and the rest of the client', () => {
    for (const name of ['class _ServiceWorkerSource extends NetworkSource', 'function setupWorker(', 'export {\n  SetupWorkerApi,\n  setupWorker\n}', 'supportsServiceWorker() ? await ServiceWorkerSource.from(']) expect(cut).toContain(name)
  })

  it('stops the build when msw changes where the cuts go', () => {
    expect(() => serviceWorkerOnly(client.replace('new FallbackHttpSource', 'new OtherSource'))).toThrow(/fallback for browsers without service workers/)
    expect(() => serviceWorkerOnly(client.replace(/XMLHttpRequest-[\w-]+\.mjs/, 'XMLHttpRequest.mjs'))).toThrow(/no section .*XMLHttpRequest/)
  })

  it('stops the build when what is kept still uses a name a cut section declares', () => {
    const usesCutName = client.replace('function setupWorker(...handlers) {', 'function setupWorker(...handlers) {\n  void createServerErrorResponse;')
    expect(() => serviceWorkerOnly(usesCutName)).toThrow(/still used by what is kept: createServerErrorResponse|declare .*createServerErrorResponse/)
  })
})

describe('msw’s WebSocket frames without the interceptor module (vite.msw.ts)', () => {
  const path = join(mswRoot, 'lib/core/experimental/frames/websocket-frame.mjs')
  const frames = readFileSync(path, 'utf8')

  it('is the module the build edits, and the import it drops names nothing', () => {
    expect(WEBSOCKET_FRAME_MODULE.test(path)).toBe(true)
    expect(frames).toContain('import {} from "@mswjs/interceptors/WebSocket";')
    const edited = withoutEmptyWebSocketImport(frames)
    expect(edited).not.toContain('@mswjs/interceptors/WebSocket')
    expect(edited).toContain('class WebSocketNetworkFrame')
  })

  it('stops the build when that module takes names from it', () => {
    expect(() => withoutEmptyWebSocketImport(frames.replace('import {} from "@mswjs/interceptors/WebSocket";', 'import { WebSocketInterceptor } from "@mswjs/interceptors/WebSocket";'))).toThrow(/is not in its websocket-frame module/)
    expect(() => withoutEmptyWebSocketImport(`${frames}\nimport { x } from "@mswjs/interceptors/WebSocket";`)).toThrow(/for more than types/)
  })
})
