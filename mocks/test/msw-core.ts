import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** msw's installed package directory. */
export const mswRoot = dirname(createRequire(import.meta.url).resolve('msw/package.json'))

const core = join(mswRoot, 'lib/core')

/** msw's core modules (paths under lib/core) whose source contains `text`: who uses what a stand-in replaces. */
export function mswCoreFilesWith(text: string): string[] {
  return (readdirSync(core, { recursive: true }) as string[]).filter((file) => file.endsWith('.mjs') && readFileSync(join(core, file), 'utf8').includes(text)).sort()
}

/** The source of one of msw's core modules, by its path under lib/core. */
export function mswCoreSource(file: string): string {
  return readFileSync(join(core, file), 'utf8')
}
