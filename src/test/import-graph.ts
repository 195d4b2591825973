import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { sourceModules } from './source-files'

// Our modules' import graph, read off the sources, for tests about what a page loads when.

export const SRC = resolve('src')

/** The module a specifier names, if it is one of ours. */
function resolveSpecifier(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? join(SRC, specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : null
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate
  return null
}

export interface Imports {
  static: string[]
  dynamic: string[]
  mantine: string[]
}

export function importsOf(path: string): Imports {
  const code = readFileSync(path, 'utf8')
  const found: Imports = { static: [], dynamic: [], mantine: [] }
  // A clause holds no quote: a side-effect import (`import '@/styles/…'`) must not run on into the next statement's.
  for (const [, typeOnly, clause = '', specifier = ''] of code.matchAll(/^\s*(?:import|export)\s+(type\s+)?([^'"]*?)\s+from\s+'([^']+)'/gm)) {
    // Type-only imports leave no import in the build.
    const names = clause.replace(/[{}]/g, '').split(',').map((name) => name.trim()).filter(Boolean)
    if (typeOnly || (names.length > 0 && names.every((name) => name.startsWith('type ')))) continue
    if (specifier === '@mantine/core' || specifier === '@mantine/spotlight') found.mantine.push(...names.filter((name) => !name.startsWith('type ')).map((name) => name.split(/\s+as\s+/)[0]!))
    const target = resolveSpecifier(path, specifier)
    if (target) found.static.push(target)
  }
  // A stylesheet's module (`import '@/styles/mantine-fields'`) loads with its importer.
  for (const [, specifier = ''] of code.matchAll(/^\s*import\s+'([^']+)'/gm)) {
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
export function loadedOnUse(modules: Map<string, Imports>): Set<string> {
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

/** Every source module of ours (tests and stories aside) with what it imports. */
export function sourceGraph(): Map<string, Imports> {
  return new Map(sourceModules(SRC, { withTs: true }).map((path) => [path, importsOf(path)]))
}

/** Every module `roots` load with them: their static imports, transitively (what `import()` loads waits). */
export function loadedWith(modules: Map<string, Imports>, roots: string[]): Set<string> {
  const reached = new Set<string>()
  const pending = [...roots]
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (reached.has(path)) continue
    reached.add(path)
    pending.push(...(modules.get(path)?.static ?? []))
  }
  return reached
}
