/**
 * msw's cookie parser and serialiser as the demo build gives them to msw's request cookies
 * (`getRequestCookies`, vite.msw.ts): the `cookie` package's `parse` and `serialize(name, value)`,
 * the only calls msw makes there, in 40 lines instead of the package's 10 KB (1.7 KB gzip of the
 * in-browser server's chunk, issue 13). The mock authenticates by bearer token; this only reads what
 * cookies the page sends. mocks/cookie-codec.test.ts checks it against the package on the same input.
 */

const NAME = /^[\u0021-\u003A\u003C\u003E-\u007E]+$/
const VALUE = /^[\u0021-\u003A\u003C-\u007E]*$/

/** `str.slice(min, max)` without leading and trailing spaces and tabs. */
function trimmed(str: string, min: number, max: number): string {
  let start = min
  let end = max
  while (start < end && (str.charCodeAt(start) === 32 || str.charCodeAt(start) === 9)) start++
  while (end > start && (str.charCodeAt(end - 1) === 32 || str.charCodeAt(end - 1) === 9)) end--
  return str.slice(start, end)
}

function decoded(value: string): string {
  if (!value.includes('%')) return value
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** A Cookie header's pairs: the first of each name wins; pairs without `=` are skipped. */
export function parse(str: string): Record<string, string> {
  const cookies = Object.create(null) as Record<string, string>
  const length = str.length
  if (length < 2) return cookies
  let index = 0
  do {
    const eq = str.indexOf('=', index)
    if (eq === -1) break
    const semicolon = str.indexOf(';', index)
    const end = semicolon === -1 ? length : semicolon
    if (eq > end) {
      index = str.lastIndexOf(';', eq - 1) + 1
      continue
    }
    const name = trimmed(str, index, eq)
    if (cookies[name] === undefined) cookies[name] = decoded(trimmed(str, eq + 1, end))
    index = end + 1
  } while (index < length)
  return cookies
}

/** `name=value` for a Cookie header, the value URI-encoded. */
export function serialize(name: string, value: string): string {
  if (!NAME.test(name)) throw new TypeError(`argument name is invalid: ${name}`)
  const encoded = value ? encodeURIComponent(value) : ''
  if (!VALUE.test(encoded)) throw new TypeError(`argument val is invalid: ${value}`)
  return `${name}=${encoded}`
}

export default { parse, serialize }
