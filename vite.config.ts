import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { copyFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'

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

// The router plugin must come before react(). `base` is set per build (`--base=/taskhive/`)
// so the same sources serve the demo from any sub-path.
export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), spaFallback()],
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
  },
})
