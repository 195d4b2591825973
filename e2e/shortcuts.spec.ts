import { expect, type Locator, test } from '@playwright/test'
import { signInAsDemo } from './support'

/** Issue 19: the list and task shortcuts (j/k, e/s/a), through the real build and server. */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('taskhive:demo-settings', JSON.stringify({ latency: 'off', teammates: false })))
})

const mainLink = (card: Locator) => card.getByRole('link').first()

test('on /tasks, j j focuses the second card; e opens its Edit dialog; Escape closes it', async ({ page }) => {
  await signInAsDemo(page, 'Manager')
  await page.goto('/tasks')
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards.nth(2)).toBeVisible()
  const title = (await cards.nth(1).getAttribute('aria-label')) ?? ''

  await page.keyboard.press('j')
  await expect(mainLink(cards.nth(0))).toBeFocused()
  await page.keyboard.press('j')
  await expect(mainLink(cards.nth(1))).toBeFocused()
  await expect(cards.nth(1)).toBeInViewport()

  await page.keyboard.press('e')
  const dialog = page.getByRole('dialog', { name: 'Edit Task' })
  await expect(dialog.getByRole('textbox', { name: /Title/ })).toHaveValue(title)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
})

test('on a task page, s focuses its status and a opens Assign', async ({ page }) => {
  await signInAsDemo(page, 'Manager')
  await page.goto('/tasks')
  const card = page.getByRole('main').getByRole('article').first()
  const title = (await card.getAttribute('aria-label')) ?? ''
  await mainLink(card).click()
  await expect(page.locator('main h1')).toHaveText(title)
  await expect(page.locator('main h1')).toBeFocused()

  await page.keyboard.press('a')
  const assign = page.getByRole('dialog', { name: 'Assign Task' })
  await expect(assign).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(assign).toHaveCount(0)

  await page.keyboard.press('s')
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeFocused()
})
