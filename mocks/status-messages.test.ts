import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { expect, it } from 'vitest'
import { mswCoreFilesWith, mswCoreSource, mswRoot } from './test/msw-core'
import statuses from './status-messages'

// What the demo build replaces: msw's own shim of the `statuses` package.
const shim = (await import(pathToFileURL(join(mswRoot, 'lib/shims/statuses.mjs')).href)) as { default: { message: Record<string, string> } }

it('gives every status code the reason phrase msw’s statuses shim gives it', () => {
  const codes = Object.keys(shim.default.message).filter((key) => /^\d+$/.test(key))
  expect(codes.length).toBeGreaterThan(60)
  expect(Object.keys(statuses.message)).toEqual(codes)
  for (const code of codes) expect(statuses.message[Number(code)], code).toBe(shim.default.message[code])
  expect(statuses.message[299]).toBeUndefined()
})

it('stands in for every use msw makes of its statuses shim: the reason phrases only (vite.msw.ts)', () => {
  const users = mswCoreFilesWith('shims/statuses.mjs')
  expect(users).toEqual([join('utils', 'HttpResponse', 'decorators.mjs'), join('utils', 'logging', 'serializeResponse.mjs')])
  for (const user of users) {
    const source = mswCoreSource(user)
    expect(source, user).toMatch(/^import statuses from '\.\.\/\.\.\/\.\.\/shims\/statuses\.mjs';\nconst \{ message \} = statuses;$/m)
    expect(source.match(/statuses/g), user).toHaveLength(3)
  }
})
