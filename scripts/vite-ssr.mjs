// Runs `use(load)` with Vite's SSR loader over the sources (Node 20 cannot run TypeScript itself):
// `load('/src/….ts')` or a package name returns the module. For the scripts that generate files
// from src/ (contract documents, the theme's colours).
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

export async function withViteSsr(use) {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    resolve: { alias: { '@': `${root}src` } },
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    return await use((id) => server.ssrLoadModule(id))
  } finally {
    await server.close()
  }
}
