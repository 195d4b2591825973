import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sourceModules } from '@/test/source-files'

/** Mantine components that bring Popover and floating-ui, or Modal with its focus trap, overlay and ScrollArea, with them. */
const OVERLAYS = ['Menu', 'Popover', 'Tooltip', 'Select', 'MultiSelect', 'Combobox', 'HoverCard', 'Autocomplete', 'TagsInput', 'Spotlight', 'Modal', 'Drawer']

const SRC = resolve('src')

/** The module a specifier names, if it is one of ours. */
function resolveSpecifier(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? join(SRC, specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : null
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate
  return null
}

interface Imports {
  static: string[]
  dynamic: string[]
  mantine: string[]
}

function importsOf(path: string): Imports {
  const code = readFileSync(path, 'utf8')
  const found: Imports = { static: [], dynamic: [], mantine: [] }
  for (const [, typeOnly, clause = '', specifier = ''] of code.matchAll(/^\s*(?:import|export)\s+(type\s+)?([\s\S]*?)\s+from\s+'([^']+)'/gm)) {
    // Type-only imports leave no import in the build.
    const names = clause.replace(/[{}]/g, '').split(',').map((name) => name.trim()).filter(Boolean)
    if (typeOnly || (names.length > 0 && names.every((name) => name.startsWith('type ')))) continue
    if (specifier === '@mantine/core' || specifier === '@mantine/spotlight') found.mantine.push(...names.filter((name) => !name.startsWith('type ')).map((name) => name.split(/\s+as\s+/)[0]!))
    const target = resolveSpecifier(path, specifier)
    if (target) found.static.push(target)
  }
  for (const [, specifier = ''] of code.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) {
    const target = resolveSpecifier(path, specifier)
    if (target) found.dynamic.push(target)
  }
  return found
}

/**
 * The modules a screen never loads before it is used: each one is imported with `import()` only,
 * or only by such modules (a dialog's form, an overlay, what they alone use).
 */
function loadedOnUse(modules: Map<string, Imports>): Set<string> {
  const staticImporters = new Map<string, string[]>()
  const dynamicallyImported = new Set<string>()
  for (const [path, imports] of modules) {
    for (const target of imports.static) staticImporters.set(target, [...(staticImporters.get(target) ?? []), path])
    for (const target of imports.dynamic) dynamicallyImported.add(target)
  }
  const lazy = new Set<string>()
  for (let grew = true; grew; ) {
    grew = false
    for (const path of modules.keys()) {
      if (lazy.has(path)) continue
      const importers = staticImporters.get(path) ?? []
      if ((importers.length > 0 || dynamicallyImported.has(path)) && importers.every((importer) => lazy.has(importer))) {
        lazy.add(path)
        grew = true
      }
    }
  }
  return lazy
}

describe('overlays', () => {
  const modules = new Map(sourceModules(SRC, { withTs: true }).map((path) => [path, importsOf(path)]))
  const lazy = loadedOnUse(modules)

  it('load on first use: no screen or shell module imports Mantine’s Menu, Popover, Tooltip, Select family or Modal (issue 13)', () => {
    const overlayModules = [...modules].filter(([, imports]) => imports.mantine.some((name) => OVERLAYS.includes(name))).map(([path]) => path)
    // The test sees them: the forms, the menus' overlays, the palette.
    expect(overlayModules.length).toBeGreaterThan(8)
    for (const path of overlayModules) expect(lazy.has(path), `${path.slice(SRC.length + 1)} is loaded before it is used; import it with import() (useLazyOverlay, LazySelect, a dialog's lazy form)`).toBe(true)
  })

  it('tell what a screen loads at once from what waits', () => {
    const shell = join(SRC, 'components/layout/app-layout.tsx')
    const userMenu = join(SRC, 'components/layout/user-menu-overlay.tsx')
    expect(lazy.has(shell)).toBe(false)
    expect(lazy.has(userMenu)).toBe(true)
  })
})
