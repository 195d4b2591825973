import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { mswCoreFilesWith, mswCoreSource, mswRoot } from './test/msw-core'
import { BUILDS_INTERCEPTORS, interceptorsLite, LITE_NAMES } from './msw-interceptors-lite'

const require = createRequire(import.meta.url)
// The browser entry, as the build resolves it for msw's core.
const dir = join(require.resolve('@mswjs/interceptors', { paths: [mswRoot] }).replace(/lib[\\/].*$/, ''), 'lib/browser')
const entry = readFileSync(join(dir, 'index.mjs'), 'utf8')
const read = (file: string) => readFileSync(join(dir, file), 'utf8')

describe('@mswjs/interceptors for msw’s core in the demo build (vite.msw.ts)', () => {
  const code = interceptorsLite(entry, dir, read)

  it('gives the same objects and the same results as the package, without the interceptors’ classes', async () => {
    // Inside node_modules: the test runner loads modules from the project only.
    const temp = mkdtempSync(join(mswRoot, '..', '.lite-test-'))
    const file = join(temp, 'interceptors-lite.mjs')
    writeFileSync(file, code)
    const lite = (await import(/* @vite-ignore */ pathToFileURL(file).href).finally(() => rmSync(temp, { recursive: true }))) as Record<string, unknown>
    const real = (await import(/* @vite-ignore */ pathToFileURL(join(dir, 'index.mjs')).href)) as Record<string, unknown>
    expect(Object.keys(lite).sort()).toEqual([...LITE_NAMES].sort())
    expect(lite.FetchResponse).toBe(real.FetchResponse)
    expect(lite.resolveWebSocketUrl).toBe(real.resolveWebSocketUrl)
    const getCleanUrl = lite.getCleanUrl as (url: URL, absolute?: boolean) => string
    const realClean = real.getCleanUrl as typeof getCleanUrl
    for (const url of ['https://x.test/api/tasks?page=2#top', 'http://localhost:4173/a/b/']) {
      expect(getCleanUrl(new URL(url))).toBe(realClean(new URL(url)))
      expect(getCleanUrl(new URL(url), false)).toBe(realClean(new URL(url), false))
    }
    expect((lite.createRequestId as () => string)()).toMatch(/^[0-9a-f]+$/)
    for (const name of ['Interceptor', 'Logger', 'Emitter', 'BatchInterceptor']) expect(code).not.toMatch(new RegExp(`\\b${name}\\b`))
  })

  it('covers every name msw’s core imports from the package, but for the module that builds interceptors', () => {
    const names = new Set<string>()
    for (const file of mswCoreFilesWith('"@mswjs/interceptors"')) {
      if (BUILDS_INTERCEPTORS.test(join(mswRoot, 'lib/core', file))) continue
      for (const match of mswCoreSource(file).matchAll(/import \{([^}]*)\} from "@mswjs\/interceptors";/g)) for (const name of match[1].split(',')) names.add(name.trim())
    }
    expect([...names].sort()).toEqual([...LITE_NAMES].sort())
  })

  it('stops the build when the package moves what it takes', () => {
    expect(() => interceptorsLite(entry.replace('//#region src/utils/getCleanUrl.ts', '//#region src/other.ts'), dir, read)).toThrow(/no region src\/utils\/getCleanUrl\.ts/)
    expect(() => interceptorsLite(entry, dir, (file) => read(file).replace('return Math.random()', 'return Interceptor, Math.random()'))).toThrow(/createRequestId needs Interceptor/)
    expect(() => interceptorsLite(entry, dir, (file) => (file.startsWith('./getRawRequest') ? `${read(file)}\nvar Interceptor = class {}` : read(file)))).toThrow(/FetchResponse shares/)
  })
})
