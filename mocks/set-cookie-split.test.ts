import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { Headers as PolyfillHeaders } from 'headers-polyfill'
import { describe, expect, it } from 'vitest'
import { mswCoreFilesWith, mswCoreSource } from './test/msw-core'
import { Headers as StandIn, splitCookiesString } from './set-cookie-split'

const require = createRequire(import.meta.url)
// What the demo build replaces: the polyfill's getSetCookie and the splitter it calls.
const realSplit = (require(require.resolve('set-cookie-parser', { paths: [dirname(require.resolve('headers-polyfill'))] })) as { splitCookiesString(value: string): string[] }).splitCookiesString

const VALUES = [
  '',
  'a=1',
  'a=1, b=2',
  'a=1; Path=/, b=2; HttpOnly',
  'session=abc; Expires=Wed, 21 Oct 2026 07:28:00 GMT; Path=/, theme=dark',
  'a=1; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
  ' spaced = 1 ,\tnext=2 ',
  'a=1,,b=2',
  'a=1, not a cookie, b=2',
  'trailing=1,',
  ',leading=1',
  'a="quoted, value"; Path=/, b=2',
  'flag; Secure, c=3',
]

describe('Set-Cookie split (msw’s response cookies in the demo build)', () => {
  it('splits joined Set-Cookie values as set-cookie-parser does', () => {
    for (const value of VALUES) expect(splitCookiesString(value), value).toEqual(realSplit(value))
  })

  it('answers getSetCookie on a native Headers as headers-polyfill does', () => {
    for (const value of [...VALUES, null]) {
      const headers = new Headers(value === null ? [] : [['set-cookie', value]])
      expect(StandIn.prototype.getSetCookie.call(headers), String(value)).toEqual(PolyfillHeaders.prototype.getSetCookie.call(headers))
    }
  })
})

it('stands in for every use msw makes of headers-polyfill in the browser: the handlers’ response cookies (vite.msw.ts)', () => {
  // parseMultipartData serves GraphQL handlers only, which the mock has none of: it keeps the real package.
  expect(mswCoreFilesWith('"headers-polyfill"')).toEqual([join('handlers', 'RequestHandler.mjs'), join('utils', 'internal', 'parseMultipartData.mjs')])
  const source = mswCoreSource(join('handlers', 'RequestHandler.mjs'))
  expect(source).toMatch(/^import \{ Headers as HeadersPolyfill \} from "headers-polyfill";$/m)
  expect(source.match(/HeadersPolyfill[\w.]*/g)).toEqual(['HeadersPolyfill', 'HeadersPolyfill.prototype.getSetCookie.call'])
})
