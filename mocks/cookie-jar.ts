/**
 * A small stand-in for `tough-cookie` in the demo build (vite.config.ts aliases it here; vitest and
 * msw/node keep the real one). msw's cookie store needs only this much, and the real package brings
 * the whole public-suffix list (~290 KB). The mock authenticates by bearer token and sets no
 * cookies, so a plain host + path jar is enough: no public-suffix checks, no SameSite.
 */
export interface CookieJSON {
  key: string
  value: string
  domain: string | null
  path: string | null
  expires: number | null
}

export class Cookie {
  key: string
  value: string
  domain: string | null
  path: string | null
  /** Epoch ms, or null for a session cookie. */
  expires: number | null

  constructor({ key, value, domain = null, path = null, expires = null }: Partial<CookieJSON> & { key: string; value: string }) {
    this.key = key
    this.value = value
    this.domain = domain
    this.path = path
    this.expires = expires
  }

  static fromJSON(json: unknown): Cookie | null {
    const data = typeof json === 'string' ? safeParse(json) : json
    if (!data || typeof data !== 'object') return null
    const { key, value, domain, path, expires } = data as Partial<CookieJSON>
    if (typeof key !== 'string' || typeof value !== 'string') return null
    return new Cookie({ key, value, domain: domain ?? null, path: path ?? null, expires: typeof expires === 'number' ? expires : null })
  }

  toJSON(): CookieJSON {
    return { key: this.key, value: this.value, domain: this.domain, path: this.path, expires: this.expires }
  }

  /** The `name=value` pair a request carries. */
  toString(): string {
    return `${this.key}=${this.value}`
  }
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

type Index = Record<string, Record<string, Record<string, Cookie>>>

export class MemoryCookieStore {
  idx: Index = {}
}

/** One `Set-Cookie` value, as seen from `url`; null when it has no name. */
function parseSetCookie(header: string, url: URL, now: number): Cookie | null {
  const [pair, ...attributes] = header.split(';')
  const equals = pair.indexOf('=')
  if (equals <= 0) return null
  const cookie = new Cookie({ key: pair.slice(0, equals).trim(), value: pair.slice(equals + 1).trim(), domain: url.hostname, path: '/' })
  for (const attribute of attributes) {
    const [rawName, ...rest] = attribute.split('=')
    const name = rawName.trim().toLowerCase()
    const value = rest.join('=').trim()
    if (name === 'domain' && value) cookie.domain = value.replace(/^\./, '').toLowerCase()
    else if (name === 'path' && value.startsWith('/')) cookie.path = value
    else if (name === 'max-age' && /^-?\d+$/.test(value)) cookie.expires = now + Number(value) * 1000
    else if (name === 'expires' && cookie.expires === null && !Number.isNaN(Date.parse(value))) cookie.expires = Date.parse(value)
  }
  return cookie
}

function domainMatches(hostname: string, domain: string): boolean {
  return hostname === domain || hostname.endsWith(`.${domain}`)
}

function pathMatches(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`)
}

export class CookieJar {
  private readonly store: MemoryCookieStore

  constructor(store: MemoryCookieStore = new MemoryCookieStore()) {
    this.store = store
  }

  getCookiesSync(url: string): Cookie[] {
    const { hostname, pathname } = new URL(url)
    const now = Date.now()
    const found: Cookie[] = []
    for (const [domain, paths] of Object.entries(this.store.idx)) {
      if (!domainMatches(hostname, domain)) continue
      for (const [path, cookies] of Object.entries(paths)) {
        if (!pathMatches(pathname, path)) continue
        for (const cookie of Object.values(cookies)) if (cookie.expires === null || cookie.expires > now) found.push(cookie)
      }
    }
    return found
  }

  async setCookie(header: string, url: string): Promise<Cookie | undefined> {
    const cookie = parseSetCookie(header, new URL(url), Date.now())
    if (!cookie || !cookie.domain || !cookie.path) return undefined
    const paths = (this.store.idx[cookie.domain] ??= {})
    const cookies = (paths[cookie.path] ??= {})
    if (cookie.expires !== null && cookie.expires <= Date.now()) delete cookies[cookie.key]
    else cookies[cookie.key] = cookie
    return cookie
  }
}
