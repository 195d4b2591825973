import { expect, type Locator, type Page } from '@playwright/test'

export type DemoAccount = 'Admin' | 'Manager' | 'Staff'

/** Signs in through the sign-in page's one-click demo buttons and waits for the dashboard. */
export async function signInAsDemo(page: Page, account: DemoAccount, base = '') {
  await page.goto(`${base}/signin`)
  await page.getByRole('button', { name: `Sign in as demo ${account}` }).click()
  await page.waitForURL(`**${base}/dashboard`)
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
  // The move to the dashboard ends with focus on its heading (the route announcer); a control a
  // test focuses before then would lose its focus, and the key pressed on it, to the heading.
  await expect(page.locator('main h1')).toBeFocused()
}

/** The side menu's entries, in order, without the 'Admin' badge text. */
export async function menuEntries(page: Page): Promise<string[]> {
  const links = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link')
  return (await links.allTextContents()).map((text) => text.replace(/Admin$/, '').trim())
}

/**
 * Waits until the in-browser server answers `/api` calls. After a load the app's own calls wait
 * for it, but the shell can paint first (from the stored session), and a test's raw `fetch` made
 * before the worker has started would reach the static host instead.
 */
export async function whenServerAnswers(page: Page, base = ''): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async (base) => {
          const response = await fetch(`${base}/api/staff/tasks`, { headers: { Authorization: 'Bearer probe' } })
          return response.headers.get('content-type')?.includes('json') ?? false
        }, base),
      { timeout: 15_000 },
    )
    .toBe(true)
}

/**
 * Brings a list item into view, as a reader scrolling to it would, and waits until it is in full
 * (issue 13: items below the fold render their title link alone until the window reaches them).
 */
export async function fillIn(item: Locator): Promise<void> {
  await item.scrollIntoViewIfNeeded()
  await expect(item).not.toHaveAttribute('data-light')
}

/** Reads each item listed now, in order, each once it is in full (`fillIn`), as a reader going down the list would. */
export async function readEachListed<T>(items: Locator, read: (item: HTMLElement) => T): Promise<T[]> {
  const count = await items.count()
  const values: T[] = []
  for (let index = 0; index < count; index++) {
    await fillIn(items.nth(index))
    values.push(await items.nth(index).evaluate(read))
  }
  return values
}

/**
 * After a keyboard pick-up has been announced: dnd-kit's keyboard sensor starts listening for the
 * moving keys from a timer set at the pick-up (`KeyboardSensor.attach`), and the test's next key
 * can reach the page before that timer has run, where no hand is that quick. A timer set now runs
 * after it.
 */
export async function whenKeyboardDragListens(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
}
