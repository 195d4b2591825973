import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { BUILDS_INTERCEPTORS, interceptorsLite } from './mocks/msw-interceptors-lite.ts'
import { SERVICE_WORKER_ONLY_CLIENT, serviceWorkerOnly, WEBSOCKET_FRAME_MODULE, withoutEmptyWebSocketImport } from './mocks/msw-service-worker-only.ts'

const SUFFIX = '?service-worker-only'
const WHOLE_CLIENT = '\0taskhive-msw-whole-client'
const COOKIE_CODEC = fileURLToPath(new URL('./mocks/cookie-codec.ts', import.meta.url))
/** The one msw module that parses cookies (a request's), and its import of msw's `cookie` shim. */
const REQUEST_COOKIES = /[\\/]msw[\\/]lib[\\/]core[\\/]utils[\\/]request[\\/]getRequestCookies\.mjs$/
const STATUS_MESSAGES = fileURLToPath(new URL('./mocks/status-messages.ts', import.meta.url))
const MSW_CORE = /[\\/]msw[\\/]lib[\\/]core[\\/]/
const INTERCEPTORS_LITE = '\0taskhive-msw-interceptors-lite'
const SET_COOKIE_SPLIT = fileURLToPath(new URL('./mocks/set-cookie-split.ts', import.meta.url))
/** The msw module that splits a mocked response's Set-Cookie with headers-polyfill. */
const REQUEST_HANDLER = /[\\/]msw[\\/]lib[\\/]core[\\/]handlers[\\/]RequestHandler\.mjs$/

/**
 * Resolves `virtual:msw-service-worker-only` to msw's page client cut down for browsers with
 * service workers, drops an import that names nothing from msw's WebSocket frames
 * (mocks/msw-service-worker-only.ts), gives msw's request cookies a small parser
 * (mocks/cookie-codec.ts), its handlers a small Set-Cookie splitter (mocks/set-cookie-split.ts) and
 * its responses the reason phrases alone (mocks/status-messages.ts), and gives msw's core what it
 * takes from @mswjs/interceptors without the interceptors' classes (mocks/msw-interceptors-lite.ts).
 * Only in a build: the dev server and Vitest pre-bundle `msw`, and a second, raw copy of its core
 * would not know the pre-bundled copy's handlers; there the specifier names msw's whole client.
 */
export function mswServiceWorkerOnly(): Plugin {
  let build = false
  /** @mswjs/interceptors' browser entry, once msw's core has asked for it. */
  let interceptorsEntry: string | null = null
  return {
    name: 'taskhive-msw-service-worker-only',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build' && !process.env.VITEST
    },
    async resolveId(source, importer) {
      if (build && source.endsWith('/shims/cookie.mjs') && importer && REQUEST_COOKIES.test(importer)) return COOKIE_CODEC
      if (build && source.endsWith('/shims/statuses.mjs') && importer && MSW_CORE.test(importer)) return STATUS_MESSAGES
      if (build && source === 'headers-polyfill' && importer && REQUEST_HANDLER.test(importer)) return SET_COOKIE_SPLIT
      if (build && source === '@mswjs/interceptors' && importer && MSW_CORE.test(importer) && !BUILDS_INTERCEPTORS.test(importer)) {
        interceptorsEntry ??= (await this.resolve(source, importer, { skipSelf: true }))?.id ?? null
        return interceptorsEntry && INTERCEPTORS_LITE
      }
      if (source !== SERVICE_WORKER_ONLY_CLIENT) return null
      if (!build) return WHOLE_CLIENT
      const client = await this.resolve('msw/browser', importer, { skipSelf: true })
      // Same directory as the real file, so its relative imports reach msw's own core modules.
      return client && `${client.id}${SUFFIX}`
    },
    load(id) {
      // A bare import, which the dev server maps to its pre-bundled msw like every other.
      if (id === WHOLE_CLIENT) return "export { setupWorker } from 'msw/browser'"
      if (id === INTERCEPTORS_LITE && interceptorsEntry) {
        const dir = dirname(interceptorsEntry)
        return interceptorsLite(readFileSync(interceptorsEntry, 'utf8'), dir, (file) => readFileSync(join(dir, file), 'utf8'))
      }
      if (!id.endsWith(SUFFIX)) return null
      return serviceWorkerOnly(readFileSync(id.slice(0, -SUFFIX.length), 'utf8'))
    },
    transform(code, id) {
      return build && WEBSOCKET_FRAME_MODULE.test(id) ? withoutEmptyWebSocketImport(code) : null
    },
  }
}
