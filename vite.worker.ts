import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'rolldown'
import type { Plugin } from 'vite'

/** The app's service worker, at the root of the build (its scope is the build's base). */
export const APP_WORKER_FILE = 'sw.js'
const MOCK_WORKER_FILE = 'mockServiceWorker.js'

/** Files the worker never precaches: itself, msw's worker (it imports that), the host's 404 page, source maps. */
function precachable(file: string): boolean {
  return file !== APP_WORKER_FILE && file !== MOCK_WORKER_FILE && file !== '404.html' && !file.endsWith('.map')
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort()
}

/** The API's path when it is on the app's own origin (`/api/`), so the worker leaves it alone. */
export function sameOriginApiPath(apiBase: string | undefined): string | null {
  const base = apiBase?.trim() || '/api'
  if (/^[a-z][a-z0-9+.-]*:/i.test(base) || base.startsWith('//')) return null
  return `${base.replace(/\/+$/, '')}/`
}

/**
 * Writes `sw.js` once every other plugin has written its files (route pages, 404.html): the worker
 * source (worker/app-worker.ts, bundled) after a `BUILD` line naming this build's version (a hash
 * of every file) and its files. A new deployment therefore always has a new `sw.js`, which is how
 * open pages learn of it.
 */
export function appWorker(): Plugin {
  let outDir = 'dist'
  let mocksOff = false
  let apiBase: string | undefined
  return {
    name: 'taskhive-app-worker',
    apply: 'build',
    configResolved(resolved) {
      outDir = resolved.build.outDir
      mocksOff = resolved.env.VITE_API_MOCKS === 'off'
      apiBase = resolved.env.VITE_API_BASE_URL
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const all = filesUnder(outDir)
        const hash = createHash('sha256')
        for (const file of all) if (file !== APP_WORKER_FILE) hash.update(file).update(readFileSync(join(outDir, file)))
        const buildInfo = {
          version: hash.digest('hex').slice(0, 16),
          files: all.filter(precachable),
          mockWorker: mocksOff ? null : MOCK_WORKER_FILE,
          apiPath: sameOriginApiPath(apiBase),
        }
        const bundle = await build({
          input: fileURLToPath(new URL('./worker/app-worker.ts', import.meta.url)),
          write: false,
          output: { format: 'iife', minify: true },
          logLevel: 'silent',
        })
        const code = bundle.output[0].code
        writeFileSync(join(outDir, APP_WORKER_FILE), `const BUILD = ${JSON.stringify(buildInfo)};\n${code}`)
      },
    },
  }
}
