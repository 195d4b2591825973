import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sourceModules } from '@/test/source-files'

/** The components whose CSS is in mantine-overlays.ts, not in the sheets every app screen loads. */
const OVERLAY_STYLED = ['Modal', 'Menu', 'Chip', 'MultiSelect', 'TagsInput', 'PillsInput', 'Pill']

describe('mantine-overlays.ts', () => {
  it('is imported by every module that renders a component it styles', () => {
    const renderers = sourceModules('src').filter((path) => {
      const code = readFileSync(path, 'utf8')
      const names = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap(([, list = '']) => list.split(',').map((name) => name.trim()))
      return names.some((name) => OVERLAY_STYLED.includes(name))
    })
    expect(renderers.length).toBeGreaterThan(5)
    for (const path of renderers) expect(readFileSync(path, 'utf8'), path).toMatch(/^import '@\/styles\/mantine-overlays'$/m)
  })

  it('holds no stylesheet mantine-app.ts or mantine-public.ts already loads', () => {
    const sheets = (file: string) => [...readFileSync(join('src/styles', file), 'utf8').matchAll(/styles\/(\w+)\.layer\.css/g)].map(([, name]) => name)
    const overlays = sheets('mantine-overlays.ts')
    for (const other of [...sheets('mantine-app.ts'), ...sheets('mantine-public.ts')]) expect(overlays).not.toContain(other)
  })
})
