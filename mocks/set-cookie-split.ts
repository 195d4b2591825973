/**
 * What msw's request handlers take from `headers-polyfill` in the demo build (vite.msw.ts): its
 * `Headers.prototype.getSetCookie`, which msw calls on a native `Headers` to split a mocked
 * response's Set-Cookie into the cookies it writes to `document.cookie`. The polyfill's class and
 * the `set-cookie-parser` it splits with were 2.3 KB gzip of the in-browser server's chunk
 * (issue 13); the mock sets no cookies (it authenticates by bearer token), but a handler that did
 * would get the same cookies. mocks/set-cookie-split.test.ts checks it against both packages.
 */

/**
 * A Set-Cookie value that may join several cookies with commas, as separate cookies. A comma
 * separates two cookies only when a name and `=` follow it before any `;` or `,`, so the commas
 * inside an Expires date stay where they are (set-cookie-parser's `splitCookiesString`).
 */
export function splitCookiesString(value: string): string[] {
  const cookies: string[] = []
  const whitespace = /\s/
  let pos = 0
  const skipWhitespace = () => {
    while (pos < value.length && whitespace.test(value.charAt(pos))) pos += 1
    return pos < value.length
  }
  while (pos < value.length) {
    let start = pos
    let separatorFound = false
    while (skipWhitespace()) {
      if (value.charAt(pos) !== ',') {
        pos += 1
        continue
      }
      const lastComma = pos
      pos += 1
      skipWhitespace()
      const nextStart = pos
      while (pos < value.length && !'=;,'.includes(value.charAt(pos))) pos += 1
      if (pos < value.length && value.charAt(pos) === '=') {
        separatorFound = true
        pos = nextStart
        cookies.push(value.substring(start, lastComma))
        start = pos
      } else {
        pos = lastComma + 1
      }
    }
    if (!separatorFound || pos >= value.length) cookies.push(value.substring(start, value.length))
  }
  return cookies
}

/** Only the method msw borrows: `Headers.prototype.getSetCookie.call(nativeHeaders)`. */
export class Headers {
  getSetCookie(this: globalThis.Headers): string[] {
    const value = this.get('set-cookie')
    if (value === null) return []
    if (value === '') return ['']
    return splitCookiesString(value)
  }
}
