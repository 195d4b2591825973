import { expect, type Locator, type Page, test } from '@playwright/test'
import { signInAsDemo } from './support'

/** Issue 19 items 3 and 4: bulk edit on /tasks with one batch call, and Undo, through the real build and server. */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('taskhive:demo-settings', JSON.stringify({ latency: 'off', teammates: false })))
})

const cards = (page: Page) => page.getByRole('main').getByRole('article')
const bar = (page: Page) => page.getByRole('toolbar', { name: 'Bulk actions' })
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text })

async function titleOf(card: Locator): Promise<string> {
  return (await card.getAttribute('aria-label')) ?? ''
}

async function checkbox(card: Locator): Promise<Locator> {
  return card.getByRole('checkbox', { name: `Select ${await titleOf(card)}` })
}

test('select three with click, shift-click and x, set their status in one call, and Undo puts each back', async ({ page }) => {
  await signInAsDemo(page, 'Manager')
  await page.goto('/tasks?assignee=all')
  await expect(cards(page).nth(3)).toBeVisible()
  const [first, second, third] = [cards(page).nth(0), cards(page).nth(1), cards(page).nth(2)]
  const statuses = await Promise.all([first, second, third].map(async (card) => card.getByRole('combobox', { name: `Status of ${await titleOf(card)}` })))
  const before = await Promise.all(statuses.map((status) => status.inputValue()))

  await (await checkbox(first)).click()
  await (await checkbox(second)).click({ modifiers: ['Shift'] })
  await third.getByRole('link', { name: await titleOf(third) }).focus()
  await page.keyboard.press('x')
  await expect(bar(page)).toContainText('3 selected')

  const target = before.every((status) => status === 'IN_REVIEW') ? 'TODO' : 'IN_REVIEW'
  const batches: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/staff/tasks/batch')) batches.push(request.url())
  })
  await bar(page).getByRole('combobox', { name: 'Set status' }).selectOption(target)
  await expect(toast(page, '3 tasks updated')).toBeVisible()
  for (const status of statuses) await expect(status).toHaveValue(target)
  expect(batches).toHaveLength(1)
  await expect(bar(page)).toHaveCount(0)

  await toast(page, '3 tasks updated').getByRole('button', { name: 'Undo' }).click()
  await expect(toast(page, 'Change undone')).toBeVisible()
  for (const [index, status] of statuses.entries()) await expect(status).toHaveValue(before[index]!)
})

test('bulk delete, Ctrl+Z brings the tasks back, and they are still there after a reload', async ({ page }) => {
  await signInAsDemo(page, 'Manager')
  await page.goto('/tasks?assignee=all')
  await expect(cards(page).nth(2)).toBeVisible()
  const ids = await Promise.all([0, 1].map((index) => cards(page).nth(index).getAttribute('data-task-id')))
  await (await checkbox(cards(page).nth(0))).click()
  await (await checkbox(cards(page).nth(1))).click()
  await bar(page).getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete 2 tasks?' })
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, '2 tasks deleted')).toBeVisible()
  for (const id of ids) await expect(page.locator(`[data-task-id="${id}"]`)).toHaveCount(0)
  await expect(dialog).toHaveCount(0)

  await page.keyboard.press('Control+Z')
  await expect(toast(page, '2 tasks restored')).toBeVisible()
  for (const id of ids) await expect(page.locator(`article[data-task-id="${id}"]`)).toBeVisible()
  await page.reload()
  for (const id of ids) await expect(page.locator(`article[data-task-id="${id}"]`)).toBeVisible()
})

test('a deleted comment comes back with Undo', async ({ page }) => {
  await signInAsDemo(page, 'Manager')
  await page.goto('/tasks?assignee=all')
  const card = cards(page).first()
  await card.getByRole('link', { name: await titleOf(card) }).click()
  const editor = page.getByRole('textbox', { name: 'Add a comment' })
  await editor.click()
  await page.keyboard.type('Undo brings me back')
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  const comment = page.getByRole('article').filter({ hasText: 'Undo brings me back' })
  await expect(comment).toBeVisible()
  await comment.getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete comment' }).getByRole('button', { name: 'Delete' }).click()
  await expect(comment).toHaveCount(0)
  await toast(page, 'Comment deleted successfully').getByRole('button', { name: 'Undo' }).click()
  await expect(toast(page, 'Comment restored')).toBeVisible()
  await expect(comment).toBeVisible()
})
