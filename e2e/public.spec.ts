import { expect, type Page, test } from '@playwright/test'

async function signInAsManager(page: Page) {
  await page.goto('/signin')
  await page.getByRole('button', { name: 'Sign in as demo Manager' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

test('pricing → Professional → checkout → processing → toast → dashboard, with no call', async ({ page }) => {
  await signInAsManager(page)
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor()
  await page.goto('/pricing')
  const professional = page.getByRole('article', { name: 'Professional' })
  await expect(professional.getByText('Most Popular')).toBeVisible()
  await professional.getByRole('link', { name: 'Start free trial' }).click()

  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByTestId('order-plan')).toHaveText('Professional')
  const summary = page.getByRole('region', { name: 'Order summary' })
  await expect(summary.getByText('$0.00')).toBeVisible()
  await expect(summary.getByText('Monthly', { exact: true })).toBeVisible()

  await page.getByLabel(/Card number/).pressSequentially('4242424242424242')
  await expect(page.getByLabel(/Card number/)).toHaveValue('4242 4242 4242 4242')
  await page.getByLabel(/Name on card/).fill('Marcus Bennett')
  await page.getByLabel(/Expiry date/).pressSequentially('1230')
  await expect(page.getByLabel(/Expiry date/)).toHaveValue('12/30')
  await page.getByLabel(/CVV/).pressSequentially('123')
  await page.getByLabel(/Email/).fill('marcus@example.com')

  // Calls the checkout makes (the page's address is the request's referrer): the dashboard it
  // ends on makes its own.
  const calls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/') && !/\/dashboard$/.test(request.headers().referer ?? '')) calls.push(request.url())
  })
  // The "payment" takes 2 s (SPEC §9): the page stays on /checkout, processing, until then. Timed
  // from before the click, so a slow machine cannot make it read as early (a fixed wait did).
  const clicked = Date.now()
  await page.getByRole('button', { name: 'Complete payment' }).click()
  await expect(page.getByRole('button', { name: /Processing payment/ })).toBeDisabled()
  await expect(page).toHaveURL(/\/checkout$/)

  await expect(page.getByText('Payment successful')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)
  expect(Date.now() - clicked).toBeGreaterThanOrEqual(2000)
  expect(calls).toEqual([])
})

test('checkout shows validation errors instead of processing an empty form', async ({ page }) => {
  await page.goto('/checkout')
  await page.getByRole('button', { name: 'Complete payment' }).click()
  await expect(page.getByText('Card number is required')).toBeVisible()
  await expect(page.getByText('Email is required')).toBeVisible()
  await expect(page).toHaveURL(/\/checkout$/)
})

test('an unknown path shows the 404 page and its link goes home', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText("Where your team's work")
})

test('a documentation tab opens from a deep link and survives a reload', async ({ page }) => {
  await page.goto('/documentation?tab=projects')
  await expect(page.getByRole('tab', { name: 'Projects' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toContainText('Create a project')
  await page.getByRole('tab', { name: 'Tasks' }).click()
  await expect(page).toHaveURL(/\?tab=tasks$/)
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Tasks' })).toHaveAttribute('aria-selected', 'true')
})

test('the home page loads neither the demo server nor the editor', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(scripts.some((path) => /\/(mock|quill|editor|chat)[-.]/i.test(path))).toBe(false)
  // The app's own worker may take the page (offline use); the demo server never started.
  const worker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)
  if (worker !== null) expect(new URL(worker).pathname).toBe('/sw.js')
  expect(await page.evaluate(() => 'taskhiveDemo' in window)).toBe(false)
})

/**
 * Notes when the app's first render takes index.html's loading splash off the page. The splash
 * shows on a slow start only, and its paint is then the first contentful paint, not the app's.
 */
async function watchSplash(page: Page) {
  await page.addInitScript(() => {
    let shown = false
    new MutationObserver((_, observer) => {
      if (document.querySelector('.boot')) shown = true
      else if (shown) {
        ;(window as unknown as { __splashGone?: number }).__splashGone = performance.now()
        observer.disconnect()
      }
    }).observe(document, { childList: true, subtree: true })
  })
}

/** When the page's worker answered it (0: not controlled), the app first painted, and it asked for the demo server's chunk. */
async function bootTiming(page: Page) {
  await expect(page.locator('main article').first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back')
  return page.evaluate(() => {
    const server = performance.getEntriesByType('resource').find((entry) => /\/assets\/mock-[\w-]+\.js$/.test(entry.name))
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const contentful = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null
    const splashGone = (window as unknown as { __splashGone?: number }).__splashGone ?? null
    const firstPaint = contentful === null ? null : Math.max(contentful, splashGone ?? 0)
    return { workerStart: navigation.workerStart, firstPaint, server: server?.startTime ?? null }
  })
}

test('a slow start shows the loading splash, and the app replaces it', async ({ page }) => {
  // The entry script held back: the page has only index.html's own markup to show, after a second.
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000))
    await route.continue()
  })
  // Not to 'load': that waits for the script.
  await page.goto('/signin', { waitUntil: 'commit' })
  const splash = page.getByRole('status').filter({ hasText: 'Loading…' })
  await expect(splash).toBeVisible()
  await expect(splash).toContainText('Taskhive')
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()
  await expect(page.locator('.boot')).toHaveCount(0)
})

test('a first visit to an app screen paints before the demo server loads, which then fills it', async ({ page, browser }) => {
  await signInAsManager(page)
  await expect(page.locator('main article').first()).toBeVisible()
  // The same session and stored data in a browser without the app's worker: a first visit (main.tsx).
  const context = await browser.newContext({ storageState: await page.context().storageState({ indexedDB: true }) })
  const fresh = await context.newPage()
  await watchSplash(fresh)
  await fresh.goto('/dashboard')
  const timing = await bootTiming(fresh)
  await context.close()
  expect(timing.workerStart).toBe(0)
  expect(timing.firstPaint).not.toBeNull()
  expect(timing.server).not.toBeNull()
  expect(timing.server).toBeGreaterThanOrEqual(timing.firstPaint as number)
})

test('a repeat visit starts the demo server at once, beside the screen’s first render', async ({ page }) => {
  await signInAsManager(page)
  await expect(page.locator('main article').first()).toBeVisible()
  // The app's worker now controls the page, and the build is in its cache.
  await page.goto('/dashboard')
  const timing = await bootTiming(page)
  expect(timing.workerStart).toBeGreaterThan(0)
  expect(timing.server).not.toBeNull()
  expect(timing.server).toBeLessThan(timing.firstPaint as number)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the header menu opens a drawer with the site links', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Toggle site menu' }).click()
    const drawer = page.getByRole('navigation', { name: 'Menu' })
    await drawer.getByRole('link', { name: 'Pricing' }).click()
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(page.getByRole('article', { name: 'Enterprise' }).getByRole('link', { name: 'Contact sales' })).toHaveAttribute(
      'href',
      /^mailto:sales@taskhive\.example/,
    )
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
  })
})
