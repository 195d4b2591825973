import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { signInAsDemo } from './support'

// The demo built with `--base=/taskhive/` (npm run build:subpath), served like GitHub Pages: plain
// files, no rewrites, 404.html for anything missing.
const PORT = 4180 + (Number(process.env.E2E_PORT ?? 4173) % 100)
const ORIGIN = `http://localhost:${PORT}`
const BASE = '/taskhive'
let server: ChildProcess | undefined

test.beforeAll(async () => {
  if (!existsSync('dist-subpath/index.html')) throw new Error('Build the sub-path demo first: npm run build:subpath')
  server = spawn('node', ['scripts/static-server.mjs', 'dist-subpath', String(PORT), `${BASE}/`], { stdio: 'ignore' })
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await fetch(`${ORIGIN}${BASE}/`)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error('static server did not start')
})

test.afterAll(() => {
  server?.kill()
})

test('the demo works under a sub-path on a host without rewrites', async ({ page }) => {
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || /outside of the worker scope/i.test(message.text())) consoleErrors.push(message.text())
  })
  // A deep link straight into the app: the host answers 404.html, the app routes itself.
  await page.goto(`${ORIGIN}${BASE}/tasks`)
  await page.waitForURL(`**${BASE}/signin?redirect=*`)
  await signInAsDemo(page, 'Manager', `${ORIGIN}${BASE}`)
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)
  expect(scope).toBe(`${ORIGIN}${BASE}/`)
  // Reload on a deep link keeps the session and the page.
  await page.goto(`${ORIGIN}${BASE}/projects`)
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
  // Links inside the app keep the base path.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click()
  await expect(page).toHaveURL(`${ORIGIN}${BASE}/dashboard`)
  expect(consoleErrors.filter((text) => !/Failed to load resource.*404/.test(text))).toEqual([])
})

test('under a sub-path the manifest, icons and preview image live under the base too', async ({ request }) => {
  const manifest = (await (await request.get(`${ORIGIN}${BASE}/manifest.webmanifest`)).json()) as { start_url: string; scope: string; icons: { src: string }[] }
  expect(manifest).toMatchObject({ start_url: `${BASE}/`, scope: `${BASE}/` })
  for (const icon of manifest.icons) expect((await request.get(`${ORIGIN}${icon.src}`)).status(), icon.src).toBe(200)
  const html = await (await request.get(`${ORIGIN}${BASE}/`)).text()
  expect(html).toContain(`<meta property="og:image" content="${BASE}/og-image.png"`)
  // A first visit to a route without parameters gets its own page with 200, even with no rewrites.
  const pricing = await request.get(`${ORIGIN}${BASE}/pricing`)
  expect(pricing.status()).toBe(200)
  expect(await pricing.text()).toContain('<title>Pricing · Taskhive</title>')
})
