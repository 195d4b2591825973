import { expect, type Page, test } from '@playwright/test'
import { signInAsDemo, whenServerAnswers } from './support'

interface Answer {
  status: number
  body: unknown
}

/** Calls the API from the page, through the service worker, with the stored token unless one is given. */
async function api(page: Page, method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
  await whenServerAnswers(page)
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const stored = JSON.parse(localStorage.getItem('user') ?? '{}') as { token?: string }
      const response = await fetch(`/api${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token ?? stored.token ?? ''}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await response.text()
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null }
    },
    { method, path, body, token },
  )
}

const names = (answer: Answer) => (answer.body as { name: string }[]).map((project) => project.name)

test.describe('the in-browser server', () => {
  test('a write survives a reload and a second tab sees it', async ({ page, context }) => {
    await signInAsDemo(page, 'Manager')
    const second = await context.newPage()
    await second.goto('/dashboard')
    await expect(second.getByRole('button', { name: 'Account menu' })).toBeVisible()

    const created = await api(page, 'POST', '/staff/projects', { name: 'E2E persistence check' })
    expect(created.status).toBe(200)
    await expect.poll(async () => names(await api(second, 'GET', '/staff/projects'))).toContain('E2E persistence check')

    await page.reload()
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
    expect(names(await api(page, 'GET', '/staff/projects'))).toContain('E2E persistence check')
  })

  test('keeps the data in IndexedDB, and moves data an older version left in localStorage', async ({ page }) => {
    await signInAsDemo(page, 'Manager')
    expect((await api(page, 'POST', '/staff/projects', { name: 'Made before the move' })).status).toBe(200)
    // What an older version stored: the whole store as one localStorage key. Rebuild it from
    // IndexedDB, then drop the database, as a visitor of the old demo would arrive.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const database = await new Promise<IDBDatabase>((resolve, reject) => {
            const request = indexedDB.open('taskhive')
            request.onsuccess = () => resolve(request.result)
            request.onerror = () => reject(request.error)
          })
          const store = database.transaction('store').objectStore('store')
          const read = <T,>(request: IDBRequest<T>) => new Promise<T>((resolve) => (request.onsuccess = () => resolve(request.result)))
          const [keys, values] = await Promise.all([read(store.getAllKeys()), read(store.getAll())])
          database.close()
          // Each collection is stored in chunks, `name/000000`, each an array of records.
          const entries = new Map<string, unknown>()
          keys.forEach((key, index) => {
            const [name = ''] = String(key).split('/')
            const value = values[index]
            entries.set(name, name === 'meta' ? value : [...((entries.get(name) as unknown[]) ?? []), ...(value as unknown[])])
          })
          const projects = (entries.get('projects') ?? []) as { name: string }[]
          if (!projects.some((project) => project.name === 'Made before the move')) return false
          const meta = entries.get('meta') as { schemaVersion: number; seedVersion: number }
          entries.delete('meta')
          localStorage.setItem('taskhive:db', JSON.stringify({ ...meta, savedAt: new Date().toISOString(), data: Object.fromEntries(entries) }))
          return true
        }),
      )
      .toBe(true)
    await page.evaluate(() => new Promise((resolve) => (indexedDB.deleteDatabase('taskhive').onsuccess = resolve)))
    await page.reload()
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
    expect(names(await api(page, 'GET', '/staff/projects'))).toContain('Made before the move')
    expect(await page.evaluate(() => localStorage.getItem('taskhive:db'))).toBeNull()
    expect(await page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name))).toContain('taskhive')
  })

  test('reset restores the seed', async ({ page }) => {
    await signInAsDemo(page, 'Manager')
    await api(page, 'POST', '/staff/projects', { name: 'Will be reset' })
    expect(names(await api(page, 'GET', '/staff/projects'))).toContain('Will be reset')
    await page.getByRole('button', { name: 'Demo settings' }).click()
    await page.getByRole('menuitem', { name: 'Reset demo data…' }).click()
    // Reset saves the seed, then reloads the page: wait for the new document, not the old one's state.
    const reloaded = page.waitForEvent('load')
    await page.getByRole('dialog', { name: 'Reset demo data?' }).getByRole('button', { name: 'Reset demo data' }).click()
    await reloaded
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
    const after = names(await api(page, 'GET', '/staff/projects'))
    expect(after).not.toContain('Will be reset')
    expect(after).toHaveLength(10)
  })

  test('assigning a task to another user makes an unread TASK_ASSIGNED for them', async ({ page }) => {
    await signInAsDemo(page, 'Manager')
    const created = await api(page, 'POST', '/staff/projects/1/tasks', { title: 'E2E handover' })
    const taskId = (created.body as { id: number }).id
    const assigned = await api(page, 'PATCH', `/staff/tasks/${taskId}/assign?userId=3`)
    expect(assigned.status).toBe(200)
    expect(await api(page, 'GET', '/user/notifications/3/unread')).toMatchObject({ status: 403 })
    const login = await api(page, 'POST', '/auth/login', { username: 'staff', password: 'staff123' })
    const token = (login.body as { token: string }).token
    const unread = await api(page, 'GET', '/user/notifications/3/unread', undefined, token)
    expect(unread.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'TASK_ASSIGNED', taskId, read: false, userId: 3 })]),
    )
  })

  test('answers come from the service worker, and the page loads no code for browsers without one', async ({ page }) => {
    const fallbackCode = watchForFallbackCode(page)
    await signInAsDemo(page, 'Staff')
    const response = page.waitForResponse((r) => r.url().includes('/api/staff/tasks') && r.request().headers().authorization === 'Bearer nope')
    await page.evaluate(() => fetch('/api/staff/tasks', { headers: { Authorization: 'Bearer nope' } }))
    const seen = await response
    expect(seen.fromServiceWorker()).toBe(true)
    expect(seen.status()).toBe(401)
    await page.waitForLoadState('networkidle')
    expect(fallbackCode()).toEqual([])
  })

  test('where the browser has no service workers (plain http from another machine), the server answers from inside the page', async ({ page }) => {
    await page.addInitScript(() => {
      // As in an insecure context: the property is not there at all.
      Reflect.deleteProperty(Navigator.prototype, 'serviceWorker')
    })
    const fallbackCode = watchForFallbackCode(page)
    await signInAsDemo(page, 'Manager')
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
    expect(await page.evaluate(() => 'serviceWorker' in navigator)).toBe(false)
    const created = await api(page, 'POST', '/staff/projects/1/tasks', { title: 'Made without a service worker' })
    expect(created).toMatchObject({ status: 200, body: { title: 'Made without a service worker' } })
    expect(await api(page, 'GET', '/staff/tasks', undefined, 'nope')).toMatchObject({ status: 401 })
    expect(fallbackCode().length).toBeGreaterThan(0)
  })
})

/** Scripts the page loads that carry msw's fallback for browsers without service workers. */
function watchForFallbackCode(page: Page): () => string[] {
  const found: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.text().catch(() => '')
    if (body.includes('global XMLHttpRequest patched')) found.push(new URL(response.url()).pathname)
  })
  return () => found
}
