import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { chunkGroups } from './vite.chunks.ts'
import { cspMetaTag } from './vite.csp.ts'
import { mswServiceWorkerOnly } from './vite.msw.ts'
import { siteMeta } from './vite.site.ts'
import { appWorker } from './vite.worker.ts'

/**
 * Static hosts have no rewrites: a deep link (`/taskhive/tasks/42`) gets the host's 404 page.
 * Shipping index.html again as 404.html lets the app boot there and route itself (check M-11).
 */
function spaFallback(): Plugin {
  return {
    name: 'taskhive-spa-fallback',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir ?? 'dist'
      const index = join(dir, 'index.html')
      if (existsSync(index)) copyFileSync(index, join(dir, '404.html'))
    },
  }
}

/**
 * A build for a real backend (`VITE_API_MOCKS=off`) ships no mock worker: `public/` holds msw's
 * `mockServiceWorker.js` for the demo, and Vite copies `public/` as is.
 */
function noMockWorkerWithoutMocks(): Plugin {
  let mocksOff = false
  return {
    name: 'taskhive-no-mock-worker-without-mocks',
    apply: 'build',
    configResolved(resolved) {
      mocksOff = resolved.env.VITE_API_MOCKS === 'off'
    },
    writeBundle(options) {
      if (mocksOff) rmSync(join(options.dir ?? 'dist', 'mockServiceWorker.js'), { force: true })
    },
  }
}

/**
 * Each page loads only part of Mantine's CSS (src/styles/mantine-public.ts and the sheets that load with the components they style). Fails
 * the build when the bundle uses a Mantine class that no emitted stylesheet defines, naming the
 * file to add, so a newly used component cannot ship unstyled.
 */
function mantineClassesCovered(): Plugin {
  const mantineClass = /\bm_[0-9a-f]{6,8}\b/g
  return {
    name: 'taskhive-mantine-classes-covered',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const used = new Set<string>()
      const defined = new Set<string>()
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') for (const name of file.code.match(mantineClass) ?? []) used.add(name)
        else if (file.fileName.endsWith('.css')) for (const name of String(file.source).match(mantineClass) ?? []) defined.add(name)
      }
      const missing = [...used].filter((name) => !defined.has(name))
      if (missing.length === 0) return
      const stylesDir = fileURLToPath(new URL('./node_modules/@mantine/core/styles/', import.meta.url))
      const files = readdirSync(stylesDir)
        .filter((file) => file.endsWith('.layer.css'))
        .filter((file) => missing.some((name) => readFileSync(join(stylesDir, file), 'utf8').includes(`.${name}`)))
      this.error(`Mantine classes with no stylesheet: ${missing.join(', ')}. Import ${files.map((file) => `@mantine/core/styles/${file}`).join(', ') || 'their stylesheet'} in src/styles/mantine-public.ts, or in the on-use sheet of src/styles whose components it belongs with.`)
    },
  }
}

/**
 * Mantine's ScrollArea takes one hook from `@floating-ui/react` (useMergeRefs); that import brought
 * all of floating-ui into every screen with a table or a scrolling list. It gets the same hook from
 * @mantine/hooks instead (src/lib/merge-refs-shim.ts); popovers keep the real package.
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  const shim = fileURLToPath(new URL('./src/lib/merge-refs-shim.ts', import.meta.url))
  return {
    name: 'taskhive-scroll-area-without-floating-ui',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(importer)) return shim
      return null
    },
  }
}

// The router plugin must come before react(). `base` is set per build (`--base=/taskhive/`)
// so the same sources serve the demo from any sub-path.
export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), scrollAreaWithoutFloatingUi(), mswServiceWorkerOnly(), spaFallback(), noMockWorkerWithoutMocks(), mantineClassesCovered(), cspMetaTag(), siteMeta(), appWorker()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // msw's cookie store pulls in tough-cookie + tldts (~290 KB): the demo sets no cookies, so the
      // browser build gets a small jar (mocks/cookie-jar.ts). Vitest (msw/node) keeps the real one.
      ...(process.env.VITEST ? {} : { 'tough-cookie': fileURLToPath(new URL('./mocks/cookie-jar.ts', import.meta.url)) }),
    },
  },
  build: {
    chunkSizeWarningLimit: 700,
    // Every browser the build targets but Safari 16 preloads modules itself; the polyfill was 0.2 KB gzip
    // of the entry on every first visit (issue 13), and without it Safari 16 only loads chunks as imported.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups() },
      },
    },
  },
})
