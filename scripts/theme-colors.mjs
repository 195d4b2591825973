// Writes src/theme-colors.ts: the theme's readable text colours (src/theme-contrast.ts), worked out
// here once rather than by every page before its first paint. The TypeScript runs through Vite's
// SSR loader (Node 20 cannot run it directly); src/theme.test.ts fails when the file is stale.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

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
  const { DEFAULT_THEME, mergeMantineTheme } = await server.ssrLoadModule('@mantine/core')
  const { theme } = await server.ssrLoadModule('/src/theme.ts')
  const { readableVariables, themeColorsSource } = await server.ssrLoadModule('/src/theme-contrast.ts')
  writeFileSync(new URL('../src/theme-colors.ts', import.meta.url), themeColorsSource(readableVariables(mergeMantineTheme(DEFAULT_THEME, theme))))
  console.log('wrote src/theme-colors.ts')
} finally {
  await server.close()
}
