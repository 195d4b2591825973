import { describe, expect, it } from 'vitest'
import { apiPaths } from '@/contract/paths'
import { Cookie, CookieJar, MemoryCookieStore } from './cookie-jar'
import { call, tokenFor } from './test/api'

const API = 'http://localhost:5173/api/staff/tasks'

/** The calls msw's CookieStore makes (msw/lib/core/utils/cookieStore.mjs), against the demo's jar. */
function mswCookieStore(persisted: unknown[] = []) {
  const store = new MemoryCookieStore()
  const idx: MemoryCookieStore['idx'] = {}
  for (const raw of persisted) {
    const cookie = Cookie.fromJSON(raw)
    if (cookie?.domain && cookie.path) ((idx[cookie.domain] ??= {})[cookie.path] ??= {})[cookie.key] = cookie
  }
  store.idx = idx
  return { store, jar: new CookieJar(store) }
}

describe('the demo build’s cookie jar (stands in for tough-cookie)', () => {
  it('starts empty, so requests carry no stored cookies', () => {
    expect(mswCookieStore().jar.getCookiesSync(API)).toEqual([])
  })

  it('keeps a Set-Cookie for its host and path, and sends it back as name=value', async () => {
    const { jar } = mswCookieStore()
    await jar.setCookie('theme=dark; Path=/api; SameSite=Lax', API)
    expect(jar.getCookiesSync(API).map(String)).toEqual(['theme=dark'])
    expect(jar.getCookiesSync('http://localhost:5173/other')).toEqual([])
    expect(jar.getCookiesSync('http://example.com/api/staff/tasks')).toEqual([])
  })

  it('forgets a cookie that expires, and survives the JSON round trip msw persists', async () => {
    const { store, jar } = mswCookieStore()
    await jar.setCookie('a=1', API)
    await jar.setCookie('b=2; Max-Age=60', API)
    await jar.setCookie('b=2; Max-Age=0', API)
    const saved = Object.values(store.idx).flatMap((paths) => Object.values(paths).flatMap((cookies) => Object.values(cookies).map((cookie) => cookie.toJSON())))
    const reloaded = mswCookieStore(JSON.parse(JSON.stringify(saved)) as unknown[])
    expect(reloaded.jar.getCookiesSync(API).map(String)).toEqual(['a=1'])
  })
})

describe('what the mock relies on', () => {
  it('authenticates by bearer token, not by cookie', async () => {
    const token = await tokenFor('staff')
    expect((await call('GET', apiPaths.tasks.list(), { as: 'nobody', headers: { Cookie: `token=${token}` } })).status).toBe(401)
    expect((await call('GET', apiPaths.tasks.list(), { as: 'staff' })).status).toBe(200)
  })
})
