// Writes src/theme-colors.ts: the theme's readable text colours (src/theme-contrast.ts), worked out
// here once rather than by every page before its first paint. src/theme.test.ts fails when the
// file is stale.
import { writeFileSync } from 'node:fs'
import { withViteSsr } from './vite-ssr.mjs'

await withViteSsr(async (load) => {
  const { DEFAULT_THEME, mergeMantineTheme } = await load('@mantine/core')
  const { theme } = await load('/src/theme.ts')
  const { readableVariables, themeColorsSource } = await load('/src/theme-contrast.ts')
  writeFileSync(new URL('../src/theme-colors.ts', import.meta.url), themeColorsSource(readableVariables(mergeMantineTheme(DEFAULT_THEME, theme))))
  console.log('wrote src/theme-colors.ts')
})
