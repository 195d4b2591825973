import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test'
import { ROUTE_NAMES } from '../src/lib/route-meta'
import { signInAsDemo, whenServerAnswers } from './support'

/**
 * The hosted demo as an installed app (issue 17): the sub-path build on plain static hosts, with
 * and without a 404.html fallback. After one visit its worker answers every route offline, deep
 * links answer 200, and a new deployment is offered with Reload.
 */
const PORT = 4280 + (Number(process.env.E2E_PORT ?? 4173) % 100)
const ORIGIN = `http://localhost:${PORT}`
const BASE = '/taskhive'
const DIST = 'dist-subpath'
let server: ChildProcess | undefined

async function serve(dir: string, ...flags: string[]) {
  server?.kill()
  server = spawn('node', ['scripts/static-server.mjs', dir, String(PORT), `${BASE}/`, ...flags], { stdio: 'ignore' })
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await fetch(`${ORIGIN}${BASE}/`)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error('static server did not start')
}

test.beforeAll(() => {
  if (!existsSync(`${DIST}/sw.js`)) throw new Error('Build the sub-path demo first: npm run build:subpath')
})
test.afterAll(() => server?.kill())

/** The build's precache list, as the worker has it. */
function buildInfo(dir = DIST): { version: string; files: string[] } {
  const source = readFileSync(join(dir, 'sw.js'), 'utf8')
  return JSON.parse(/^const BUILD = (.*);$/m.exec(source)![1]!) as { version: string; files: string[] }
}

/** Waits until the worker runs the page and has precached every file of the build. */
async function installed(page: Page, dir = DIST) {
  const { version, files } = buildInfo(dir)
  await expect
    .poll(
      () =>
        page.evaluate(async (name) => {
          if (!navigator.serviceWorker.controller || !(await caches.has(name))) return 0
          return (await (await caches.open(name)).keys()).length
        }, `taskhive-precache-${version}`),
      { timeout: 20_000 },
    )
    .toBe(files.length)
}

/** No error page: the shell's main landmark, and none of the error pages' titles. */
async function expectScreen(page: Page) {
  await expect(page.locator('main').first()).toBeVisible()
  await expect(page.getByText(/Unexpected Application Error!|This page needs a reload|Page not found/)).toHaveCount(0)
}

function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

test('after one visit every route opens offline, and a reload works', async ({ page, context }) => {
  test.setTimeout(120_000)
  await serve(DIST)
  const errors = collectErrors(page)
  await signInAsDemo(page, 'Admin', `${ORIGIN}${BASE}`)
  await installed(page)

  await context.setOffline(true)
  const routes = [...Object.keys(ROUTE_NAMES), '/tasks/1', '/projects/1']
  for (const route of routes) {
    const response = await page.goto(`${ORIGIN}${BASE}${route}`)
    expect(response?.status(), route).toBe(200)
    await expectScreen(page)
  }
  // Screens reached by the menu load their code from the precache too.
  await page.goto(`${ORIGIN}${BASE}/dashboard`)
  await page.reload()
  await expect(page.getByRole('heading', { name: /^Welcome back/, level: 1 })).toBeVisible()
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Chat' }).click()
  await expect(page.getByRole('list', { name: 'Chat rooms' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('list', { name: 'Chat rooms' })).toBeVisible()
  expect(errors).toEqual([])
})

test('once installed, the build’s files come from the cache without running the worker, on a host that says Vary: Origin too', async ({ page }) => {
  // Module scripts are asked for with an Origin header: a cached copy that kept the host's
  // `Vary: Origin` would never match them (Vite's preview sends it).
  await serve(DIST, '--vary-origin')
  await signInAsDemo(page, 'Manager', `${ORIGIN}${BASE}`)
  await installed(page)
  await page.reload()
  await expectScreen(page)
  // The worker's static route (Chromium's Static Routing API): how each file was answered.
  const sources = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.includes('/assets/'))
      .map((entry) => (entry as PerformanceResourceTiming & { workerFinalSourceType?: string }).workerFinalSourceType ?? 'none'),
  )
  expect(sources.length).toBeGreaterThan(3)
  expect(new Set(sources)).toEqual(new Set(['cache']))
})

test('on a host with no fallback at all, deep links answer 200 once the worker is installed', async ({ page, context }) => {
  test.setTimeout(90_000)
  await serve(DIST, '--no-fallback')
  // A first visit to a route with parameters: only the host can answer, and it has nothing.
  const first = await page.goto(`${ORIGIN}${BASE}/tasks/12`)
  expect(first?.status()).toBe(404)
  // A first visit to a route without parameters has its own page.
  const signIn = await page.goto(`${ORIGIN}${BASE}/signin`)
  expect(signIn?.status()).toBe(200)
  await signInAsDemo(page, 'Manager', `${ORIGIN}${BASE}`)
  await installed(page)

  const deep = await page.goto(`${ORIGIN}${BASE}/tasks/12`)
  expect(deep?.status()).toBe(200)
  await expect(page).toHaveURL(`${ORIGIN}${BASE}/tasks/12`)
  await expectScreen(page)
  const reloaded = await page.reload()
  expect(reloaded?.status()).toBe(200)
  // A new tab of the same browser is run by the worker from its first request.
  const other = await context.newPage()
  expect((await other.goto(`${ORIGIN}${BASE}/projects/1`))?.status()).toBe(200)
  await expectScreen(other)
})

test('after every tab is closed, the demo opens offline in a new one', async ({ page, context }) => {
  await serve(DIST)
  await signInAsDemo(page, 'Staff', `${ORIGIN}${BASE}`)
  await installed(page)
  // The only tab closes: msw's page script tells the worker, and msw's own worker unregisters
  // itself then, so the next visit, offline, would find no worker.
  await page.close({ runBeforeUnload: true })
  await new Promise((resolve) => setTimeout(resolve, 1000))
  await context.setOffline(true)
  const later = await context.newPage()
  const next = await later.goto(`${ORIGIN}${BASE}/tasks`)
  expect(next?.status()).toBe(200)
  await expectScreen(later)
})

test('installable: Chromium finds no installability errors, and the start URL opens offline', async ({ page, context }) => {
  await serve(DIST)
  await page.goto(`${ORIGIN}${BASE}/`)
  await installed(page)
  const session = await context.newCDPSession(page)
  const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }
  // Playwright's contexts are incognito windows, where Chromium never offers to install: that one is the browser's.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([])
  const manifest = (await (await page.request.get(`${ORIGIN}${BASE}/manifest.webmanifest`)).json()) as { start_url: string }
  await context.setOffline(true)
  const start = await page.goto(`${ORIGIN}${manifest.start_url}`)
  expect(start?.status()).toBe(200)
  await expect(page.getByRole('banner')).toBeVisible()
})

/** A new deployment of the same build: a new worker version and a page that says which it is. */
function nextDeployment(): string {
  const dir = mkdtempSync(join(tmpdir(), 'taskhive-next-'))
  cpSync(DIST, dir, { recursive: true })
  const marker = '<meta name="taskhive-deployment" content="next">'
  for (const page of ['index.html', 'dashboard/index.html', '404.html']) {
    const file = join(dir, page)
    writeFileSync(file, readFileSync(file, 'utf8').replace('</head>', `${marker}</head>`))
  }
  const worker = join(dir, 'sw.js')
  const { version } = buildInfo(dir)
  writeFileSync(worker, readFileSync(worker, 'utf8').replace(`"version":"${version}"`, `"version":"${version}-next"`))
  return dir
}

/** Which deployment the page runs ('navigating' while it reloads). */
async function deployment(page: Page) {
  return page
    .evaluate(() => document.querySelector('meta[name="taskhive-deployment"]')?.getAttribute('content') ?? 'first')
    .catch(() => 'navigating')
}

/**
 * What stands between Reload and the new version, for a failure's message: the registration's
 * workers, the page's controller, the open prompt, and the calls each worker still waits for.
 */
async function updateState(page: Page): Promise<string> {
  return page
    .evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      const ask = (worker: ServiceWorker | null | undefined) =>
        worker
          ? new Promise<unknown>((resolve) => {
              const channel = new MessageChannel()
              channel.port1.onmessage = (event) => resolve(event.data)
              worker.postMessage({ type: 'taskhive:status' }, [channel.port2])
              setTimeout(() => resolve('no answer'), 2000)
            })
          : Promise.resolve(null)
      return JSON.stringify({
        active: [registration?.active?.state, await ask(registration?.active)],
        waiting: [registration?.waiting?.state, await ask(registration?.waiting)],
        installing: registration?.installing?.state,
        controller: navigator.serviceWorker.controller?.state,
        prompt: document.body.textContent?.includes('A new version is available') ?? false,
      })
    })
    .catch((error: unknown) => `unreadable: ${String(error)}`)
}

/** Waits for the next deployment to run the page; a failure says what held it back. */
async function expectNextDeployment(page: Page) {
  try {
    await expect.poll(() => deployment(page), { timeout: 20_000 }).toBe('next')
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nUpdate state: ${await updateState(page)}`, {
      cause: error,
    })
  }
}

/**
 * Serves the next deployment while `run` goes, then the files are removed. A tab coming back
 * checks for a new version: `run` gets the prompt that offers it.
 */
async function withNextDeployment(page: Page, run: (prompt: Locator, next: string) => Promise<void>) {
  const next = nextDeployment()
  try {
    await serve(next)
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    const prompt = page.locator('.mantine-Notification-root').filter({ hasText: 'A new version is available' })
    await expect(prompt).toBeVisible({ timeout: 20_000 })
    await run(prompt, next)
  } finally {
    rmSync(next, { recursive: true, force: true })
  }
}

async function openOnDashboard(context: BrowserContext) {
  const page = await context.newPage()
  await page.goto(`${ORIGIN}${BASE}/dashboard`)
  await expect(page.getByRole('heading', { name: /^Welcome back/, level: 1 })).toBeVisible()
  return page
}

test('a new deployment is offered with Reload, in every open tab, and nothing mixes before that', async ({ page, context }) => {
  test.setTimeout(90_000)
  await serve(DIST)
  await signInAsDemo(page, 'Manager', `${ORIGIN}${BASE}`)
  await installed(page)
  const second = await openOnDashboard(context)

  await withNextDeployment(page, async (prompt, next) => {
    // Until the user chooses, the open version keeps running, reloads included.
    await page.reload()
    expect(await deployment(page)).toBe('first')
    await expect(prompt).toBeVisible({ timeout: 20_000 })

    await prompt.getByRole('button', { name: 'Reload' }).click()
    await expectNextDeployment(page)
    await expect(page.getByRole('heading', { name: /^Welcome back/, level: 1 })).toBeVisible()
    await installed(page, next)

    // The other tab is told, and its in-browser server still answers until it reloads.
    await expect(second.locator('.mantine-Notification-root').filter({ hasText: 'A new version is available' })).toBeVisible()
    expect(await deployment(second)).toBe('first')
    await second.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Projects' }).click()
    await expect(second.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
    await expect(second.locator('main article').first()).toBeVisible()
  })
})

test('Reload takes the new version even when a page went away before its call was answered', async ({ page }) => {
  test.setTimeout(90_000)
  await serve(DIST)
  await signInAsDemo(page, 'Manager', `${ORIGIN}${BASE}`)
  await installed(page)
  // Slow answers: the call below is still waiting for this page when the page reloads.
  await page.goto(`${ORIGIN}${BASE}/dashboard?latency=slow`)
  await expect(page.getByRole('heading', { name: /^Welcome back/, level: 1 })).toBeVisible()
  // The screen paints before the in-browser server starts: the call must reach the server (at /api).
  await whenServerAnswers(page, ORIGIN)
  await page.evaluate(() => void fetch('/api/staff/projects').catch(() => undefined))
  await page.reload()
  await expect(page.getByRole('heading', { name: /^Welcome back/, level: 1 })).toBeVisible()

  await withNextDeployment(page, async (prompt) => {
    await prompt.getByRole('button', { name: 'Reload' }).click()
    // The worker gives the unanswered call up once its page is gone, so the new version may take over.
    await expectNextDeployment(page)
  })
})
