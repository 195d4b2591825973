import { expect, type Locator, type Page, test } from '@playwright/test'
import { signInAsDemo } from './support'

/**
 * Issue 13: a keystroke, tab or filter renders in its own frame the items the window shows, in
 * full, and the rest light (their link alone), and nothing after that frame; the window reaching a
 * light item fills it in. Measured in the real build, at a desktop window's height.
 */

test.use({ viewport: { width: 1280, height: 800 } })

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('taskhive:demo-settings', JSON.stringify({ latency: 'off', teammates: false })))
})

interface Case {
  path: string
  /** Gets the input ready (focus), before what is watched. */
  prepare?: (page: Page) => Promise<void>
  change: (page: Page) => Promise<void>
}

const CASES: Record<string, Case> = {
  '/tasks search': {
    path: '/tasks',
    prepare: (page) => page.getByRole('textbox', { name: 'Search', exact: true }).click(),
    change: (page) => page.keyboard.press('e'),
  },
  'dashboard tab': { path: '/dashboard', change: (page) => page.getByRole('tab', { name: 'To Do' }).click() },
  'project tasks status filter': {
    path: '/project-tasks',
    prepare: (page) => page.getByRole('combobox', { name: 'Status', exact: true }).focus(),
    change: (page) => page.keyboard.press('ArrowDown'),
  },
}

interface Watched {
  painted: boolean
  changesAfterPaint: number
}

/**
 * Counts what changes in <main> after the first paint that follows the next input, for `ms`; read
 * it with `watched`. Installed before the input is sent (an evaluate that waited would race it).
 */
async function watchAfterInputPaint(page: Page, ms: number): Promise<void> {
  await page.evaluate((ms) => {
    const holder = window as unknown as { __watched?: Promise<Watched> }
    holder.__watched = new Promise<Watched>((resolve) => {
      const main = document.querySelector('main')!
      let painted = false
      let changesAfterPaint = 0
      const observer = new MutationObserver((records) => {
        if (painted && records.some((record) => record.type === 'childList')) changesAfterPaint += 1
      })
      observer.observe(main, { childList: true, subtree: true })
      let started = false
      const start = () => {
        if (started) return
        started = true
        requestAnimationFrame(() => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => {
            painted = true
            setTimeout(() => {
              observer.disconnect()
              resolve({ painted, changesAfterPaint })
            }, ms)
          }
          channel.port2.postMessage(null)
        })
      }
      // The input's own event (a key's input, a tab's or option's change); its frame is the next paint.
      for (const type of ['input', 'change', 'click']) addEventListener(type, start, { capture: true, once: true })
    })
  }, ms)
}

const watched = (page: Page) => page.evaluate(() => (window as unknown as { __watched: Promise<Watched> }).__watched)

/**
 * Light items that show in the window, if any. An item inside a group whose rendering is skipped
 * (`content-visibility: auto`, off-screen) is not: Chromium answers its first rect read with
 * 0..0 and a second with its place, so a rect is read once, after that check.
 */
const lightInView = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('main [data-light]')].filter((item) => {
        if (!item.checkVisibility({ contentVisibilityAuto: true })) return false
        const { top, bottom } = item.getBoundingClientRect()
        return top < innerHeight && bottom > 0
      }).length,
  )

for (const [name, { path, prepare, change }] of Object.entries(CASES)) {
  test(`${name}: the input's frame renders what the window shows in full and the rest light, nothing changes after it, and scrolling fills items in`, async ({ page }) => {
    await signInAsDemo(page, 'Manager')
    await page.goto(path)
    await expect(page.locator('main [data-task-id]').nth(9)).toBeAttached({ timeout: 20_000 })
    await page.waitForLoadState('networkidle')
    await prepare?.(page)
    await page.waitForTimeout(500)

    await watchAfterInputPaint(page, 800)
    await change(page)
    expect(await watched(page)).toEqual({ painted: true, changesAfterPaint: 0 })

    const light = page.locator('main [data-light]')
    expect(await light.count()).toBeGreaterThan(0)
    expect(await lightInView(page)).toBe(0)
    // Each task is on the page with its link, light or not.
    const items = page.locator('main [data-task-id]')
    expect(await items.locator('a[href*="/tasks/"]').count()).toBeGreaterThanOrEqual(await items.count())

    // Scrolled, the items the window reaches fill in, and stay so when it goes back up.
    await page.mouse.move(640, 500)
    await page.mouse.wheel(0, 1500)
    await expect.poll(() => lightInView(page)).toBe(0)
    // Show more may have added a page on the way down: once it has settled.
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(300)
    await expect.poll(() => lightInView(page)).toBe(0)
    const filled = await light.count()
    await page.mouse.wheel(0, -1500)
    await page.waitForTimeout(300)
    expect(await light.count()).toBe(filled)
  })
}

test('Tab from the last card in full goes on to the next card, which fills in with focus kept', async ({ page }) => {
  await signInAsDemo(page, 'Manager')
  await page.goto('/tasks')
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards.nth(11)).toBeAttached()
  await page.getByRole('textbox', { name: 'Search', exact: true }).click()
  await page.keyboard.press('e')
  const firstLight = page.locator('main article[data-light]').first()
  await expect(firstLight).toBeAttached()
  const title = (await firstLight.getAttribute('aria-label')) ?? ''
  const previous = page.locator('main article:not([data-light])').last()
  await previous.getByRole('button', { name: 'Delete' }).focus()

  await page.keyboard.press('Tab')
  const card = page.getByRole('article', { name: title, exact: true })
  const box = card.getByRole('checkbox', { name: `Select ${title}` })
  await expect(box).toBeFocused()
  await expect(card).not.toHaveAttribute('data-light')
  await expect(card.getByRole('button', { name: 'Edit' })).toBeVisible()
  await expect(box).toBeFocused()
})

/**
 * Opens /project-tasks as the manager and finds the first group below the fold, which holds its first
 * row only; the group is then found by its heading, since it stops matching "has a light row" once filled.
 */
async function firstGroupBelowFold(page: Page): Promise<Locator> {
  await signInAsDemo(page, 'Manager')
  await page.goto('/project-tasks')
  const main = page.getByRole('main')
  await expect(main.locator('section').first().locator('li[data-task-id]')).toHaveCount(8)
  const next = main.locator('section').filter({ has: page.locator('li[data-light]') }).first()
  await expect(next.locator('li[data-task-id]')).toHaveCount(1)
  const name = (await next.getByRole('heading', { level: 2 }).textContent()) ?? ''
  return main.locator('section').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) })
}

test('a project group below the fold holds its first row until reached; Tab onto it fills the group in, focus kept, and goes on row by row', async ({ page }) => {
  const group = await firstGroupBelowFold(page)
  // Its first row, light, and the rest's height kept empty.
  const rowBox = await group.locator('li[data-task-id]').boundingBox()
  const groupBox = await group.boundingBox()
  expect(groupBox!.height).toBeGreaterThan(rowBox!.height * 8)

  const previous = page.getByRole('main').locator('section').filter({ hasNot: page.locator('li[data-light]') }).last()
  await previous.getByRole('button', { name: /^Show all \d+ tasks$/ }).focus()
  await page.keyboard.press('Tab')
  const firstBox = group.getByRole('checkbox').first()
  await expect(firstBox).toBeFocused()
  await expect(group.locator('li[data-task-id]')).toHaveCount(8)
  await expect(group.locator('li[data-light]')).toHaveCount(0)
  await expect(firstBox).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(group.locator('li[data-task-id]').first().getByRole('link')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(group.locator('li[data-task-id]').nth(1).getByRole('checkbox')).toBeFocused()
})

test('j from the last row in full goes to the next group’s first row, which fills its group in; j goes on to its second row', async ({ page }) => {
  const group = await firstGroupBelowFold(page)
  await page.getByRole('main').locator('li[data-task-id]:not([data-light])').last().getByRole('link').focus()

  await page.keyboard.press('j')
  const rows = group.locator('li[data-task-id]')
  await expect(rows.first().getByRole('link')).toBeFocused()
  await expect(rows).toHaveCount(8)
  await expect(group.locator('li[data-light]')).toHaveCount(0)
  await page.keyboard.press('j')
  await expect(rows.nth(1).getByRole('link')).toBeFocused()
})
