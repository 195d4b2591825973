import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/** Every file under `dir`, recursively, whose name matches `name` (paths start with `dir`). */
export function filesUnder(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(path, name)
    return name.test(entry.name) ? [path] : []
  })
}

/** Every source module under `dir` (`.tsx`, or `.ts` too), but tests and stories. */
export function sourceModules(dir: string, { withTs = false }: { withTs?: boolean } = {}): string[] {
  const extension = withTs ? 'tsx?' : 'tsx'
  const source = new RegExp(`\\.${extension}$`)
  const testOrStory = new RegExp(`\\.(test|stories)\\.${extension}$`)
  return filesUnder(dir, source).filter((path) => !testOrStory.test(path))
}
