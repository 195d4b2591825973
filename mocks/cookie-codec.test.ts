import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { mswCoreFilesWith, mswCoreSource, mswRoot } from './test/msw-core'
import { parse, serialize } from './cookie-codec'

// What the demo build replaces: msw's own shim of the `cookie` package.
const real = (await import(pathToFileURL(join(mswRoot, 'lib/shims/cookie.mjs')).href)) as { parse(str: string): Record<string, string>; serialize(name: string, value: string): string }

const HEADERS = [
  '',
  'a',
  'a=1',
  'a=1; b=2',
  ' a = 1 ;\tb=2\t; c',
  'a=1; a=2',
  'theme=dark; session="quoted"; empty=; =nameless',
  'x=%E2%9C%93; bad=%E0%A4%A; plus=a+b',
  'no-equals; later=3',
  'a=1;;b=2;',
  'one=1; two=2=2; three',
  'json={"a":1}; path=/x/y',
]

describe('cookie codec (msw’s request cookies in the demo build)', () => {
  it('parses Cookie headers as the cookie package does', () => {
    for (const header of HEADERS) expect({ ...parse(header) }, header).toEqual({ ...real.parse(header) })
  })

  it('has no prototype on what it returns, as the package', () => {
    expect(Object.getPrototypeOf(parse('a=1'))).toBeNull()
    expect(parse('toString=1; constructor=2')).toMatchObject({ toString: '1', constructor: '2' })
  })

  it('serialises a name and value as the package does, and refuses the same bad names', () => {
    for (const [name, value] of [['a', '1'], ['session', 'a b;c'], ['x', '✓'], ['empty', '']]) expect(serialize(name, value)).toBe(real.serialize(name, value))
    for (const name of ['bad name', 'semi;colon', '']) {
      expect(() => real.serialize(name, 'v')).toThrow(TypeError)
      expect(() => serialize(name, 'v')).toThrow(TypeError)
    }
  })
})

it('stands in for every use msw makes of its cookie shim in the browser: request cookies only (vite.msw.ts)', () => {
  const users = mswCoreFilesWith('shims/cookie.mjs')
  expect(users).toEqual([join('utils', 'request', 'getRequestCookies.mjs')])
  const source = mswCoreSource(users[0])
  expect(source).toMatch(/import \{\s*parse as parseCookie,\s*serialize as serializeCookie\s*\} from '\.\.\/\.\.\/\.\.\/shims\/cookie\.mjs'/)
})
