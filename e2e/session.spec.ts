import { expect, type Page, type Request, test } from '@playwright/test'
import { menuEntries, signInAsDemo, whenServerAnswers } from './support'

/** Calls the API through the page (and so the in-browser server), with a token or the stored one. */
async function apiCall(page: Page, method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  await whenServerAnswers(page)
  return page.evaluate(
    async ({ method, path, token, body }) => {
      const bearer = token ?? (JSON.parse(localStorage.getItem('user') ?? '{}') as { token?: string }).token ?? ''
      const headers: Record<string, string> = { Authorization: `Bearer ${bearer}`, Accept: 'application/json' }
      if (body !== undefined) headers['Content-Type'] = 'application/json'
      const response = await fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
      return { status: response.status, body: (await response.json()) as unknown }
    },
    { method, path, token: options.token, body: options.body },
  )
}

/** Gives a demo user other roles, as an admin would from another browser. */
async function setRolesOf(page: Page, username: string, role: string) {
  const admin = (await apiCall(page, 'POST', '/auth/login', { token: 'none', body: { username: 'admin', password: 'admin123' } })).body as { token: string }
  const users = (await apiCall(page, 'GET', '/users', { token: admin.token })).body as { id: number; username: string; roles: unknown }[]
  const { id, roles: _roles, ...fields } = users.find((user) => user.username === username)!
  const answer = await apiCall(page, 'PUT', `/admin/users/${id}`, { token: admin.token, body: { ...fields, roles: [{ name: role }] } })
  expect(answer.status).toBe(200)
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('taskhive:demo-settings', JSON.stringify({ latency: 'off', teammates: false })))
})

test('Sign Out revokes the token on the server: a copied token answers 401 afterwards', async ({ page }) => {
  await signInAsDemo(page, 'Staff')
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { token: string }).token)
  expect((await apiCall(page, 'GET', '/users', { token })).status).toBe(200)
  const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'))
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await page.waitForURL('**/signin')
  expect((await loggedOut).status()).toBe(200)
  expect((await apiCall(page, 'GET', '/users', { token })).status).toBe(401)
})

/** Starts counting the page's `/api` calls; the function returned waits until none has been open for a while. */
function callsSettled(page: Page, quietMs = 500): () => Promise<void> {
  const open = new Set<Request>()
  let lastChange = Date.now()
  const settle = (request: Request) => {
    open.delete(request)
    lastChange = Date.now()
  }
  page.on('request', (request) => {
    if (!request.url().includes('/api/')) return
    open.add(request)
    lastChange = Date.now()
  })
  page.on('requestfinished', settle)
  page.on('requestfailed', settle)
  return () => expect.poll(() => open.size === 0 && Date.now() - lastChange >= quietMs, { timeout: 15_000 }).toBe(true)
}

const menuLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true })
const noAccess = (page: Page) => page.getByText("You don't have access to this page")

test('a promotion reaches the menu and the guards on the next call, without signing in again', async ({ page }) => {
  await signInAsDemo(page, 'Staff')
  await page.goto('/projects')
  await expect(noAccess(page)).toBeVisible()
  await expect(menuLink(page, 'Projects')).toHaveCount(0)
  await setRolesOf(page, 'staff', 'ROLE_MANAGER')
  // The next call of the app's own (the dashboard's) carries the new user version.
  await menuLink(page, 'Dashboard').click()
  await expect(menuLink(page, 'Projects')).toBeVisible()
  await menuLink(page, 'Projects').click()
  await expect(page).toHaveURL(/\/projects$/)
  await expect(noAccess(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'New Project' }).first()).toBeVisible()
})

test('a demotion takes the menu away on the first call after a reload, and closes the screen', async ({ page }) => {
  await signInAsDemo(page, 'Manager')
  await page.goto('/projects')
  await expect(page.getByRole('button', { name: 'New Project' }).first()).toBeVisible()
  await setRolesOf(page, 'manager', 'ROLE_STAFF')
  await page.reload()
  await expect(noAccess(page)).toBeVisible()
  await expect(menuLink(page, 'Projects')).toHaveCount(0)
  expect(await menuEntries(page)).toContain('Daily Checklist')
})

test('a session that ends on the server sends the user to Sign In and back to where they were', async ({ page }) => {
  // No simulated teammates: the user's own next call is the first to find the session gone.
  await page.addInitScript(() => localStorage.setItem('taskhive:demo-settings', JSON.stringify({ latency: 'off', teammates: false })))
  await signInAsDemo(page, 'Manager')
  const settled = callsSettled(page)
  await page.goto('/projects')
  await expect(page.getByRole('button', { name: 'New Project' }).first()).toBeVisible()
  // The projects page reads each project's members after it paints: one of those answering 401
  // would rightly bring the user back to /projects, not to where they go next.
  await settled()
  // As an expired token would: the server no longer knows it.
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { token: string }).token)
  expect((await apiCall(page, 'POST', '/auth/logout', { token })).status).toBe(200)
  await menuLink(page, 'Tasks').click()
  await page.waitForURL('**/signin?redirect=*')
  await page.getByRole('button', { name: 'Sign in as demo Manager' }).click()
  await page.waitForURL('**/tasks')
})
