import { expect, type Locator, type Page, test } from '@playwright/test'
import { signInAsDemo } from './support'

/** The bell's unread count from its accessible name ('Notifications, 3 unread'). */
async function unreadCount(page: Page): Promise<number> {
  const label = (await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label')) ?? ''
  const match = /, (\d+)\+? unread$/.exec(label)
  return match ? Number(match[1]) : 0
}

async function openBell(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Notifications/ }).click()
  const panel = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Mark all as read' }) })
  await expect(panel).toBeVisible()
  return panel
}

/**
 * Chooses a Demo menu item with the keyboard: toasts stack over the header's top-right corner,
 * and a pointer click would land on them.
 */
async function chooseDemoItem(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Demo settings' }).press('Enter')
  const item = page.getByRole('menuitem', { name })
  await expect(item).toBeVisible()
  await item.press('Enter')
}

test('a teammate assigns staff a task and comments on theirs: the bell shows both without a reload', async ({ page }) => {
  await signInAsDemo(page, 'Staff')
  const reloads: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads.push(frame.url())
  })
  // Open the panel with the keyboard and keep it open: the Demo menu is also driven by keys, so
  // no outside click closes it, and the list is watched as pushes arrive.
  await page.getByRole('button', { name: /^Notifications/ }).press('Enter')
  const panel = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Mark all as read' }) })
  // Staff's seeded unread notifications are listed: the panel is open and loaded before the baseline.
  await expect(panel.getByRole('listitem').first()).toBeVisible()
  const itemTexts = async () => (await panel.getByRole('listitem').allTextContents()).map((text) => text.trim())
  const baseline = new Set(await itemTexts())
  const before = await unreadCount(page)

  // "Act now" picks a random kind of activity: keep asking until both kinds have been pushed.
  const fresh = async (pattern: RegExp) => (await itemTexts()).find((text) => !baseline.has(text) && pattern.test(text))
  let assigned: string | undefined
  let commented: string | undefined
  for (let attempt = 0; attempt < 40 && !(assigned && commented); attempt += 1) {
    await chooseDemoItem(page, 'A teammate acts now')
    await page.waitForTimeout(400)
    assigned ??= await fresh(/ assigned you "/)
    commented ??= await fresh(/ commented on "/)
  }
  const seen = `the panel ${(await panel.isVisible()) ? 'lists' : 'is closed; it listed'}: ${JSON.stringify((await itemTexts()).slice(0, 5))}`
  expect(assigned, `a pushed assignment is listed (${seen})`).toBeDefined()
  expect(commented, `a pushed comment is listed (${seen})`).toBeDefined()
  expect(assigned).toContain('Task assigned')
  expect(commented).toContain('Comment added')
  // Pushed ones go to the top of the list, and raised the count.
  const top = (await itemTexts())[0]!
  expect(baseline.has(top)).toBe(false)
  if (before < 98) await expect.poll(() => unreadCount(page)).toBeGreaterThanOrEqual(before + 2)
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'New Notification' }).first()).toBeVisible()
  expect(reloads).toEqual([])
})

test('a manager assigns a task to staff; after switching to staff the bell lists it', async ({ page }) => {
  await signInAsDemo(page, 'Manager')
  await page.goto('/tasks')
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ hasNot: page.getByText('Sofia Ramirez') })
    .filter({ has: page.getByRole('button', { name: 'Assign', exact: true }) })
    .first()
  await expect(card).toBeVisible()
  const title = (await card.getAttribute('aria-label')) ?? ''
  expect(title).not.toBe('')
  await card.getByRole('button', { name: 'Assign', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Assign Task' })
  // Text typed while the modal is still opening (its focus moves as the transition ends) can miss
  // the picker on a busy machine: type again until the option shows.
  await expect(async () => {
    await dialog.getByRole('combobox', { name: 'Assignee' }).fill('Sofia')
    await dialog.getByRole('option', { name: /Sofia Ramirez/ }).click({ timeout: 2000 })
  }).toPass({ timeout: 15_000 })
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click()
  await expect(dialog).toBeHidden()

  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 })
  await chooseDemoItem(page, /^Staff: /)
  await page.waitForURL('**/dashboard')
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Sofia Ramirez')
  await expect.poll(() => unreadCount(page)).toBeGreaterThan(0)
  const panel = await openBell(page)
  const item = panel.getByRole('listitem').filter({ hasText: `assigned you "${title}"` })
  await expect(item).toBeVisible()
  await expect(item.getByText('Task assigned')).toBeVisible()

  // Opening it marks it read and goes to the task.
  const count = await unreadCount(page)
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 })
  await item.getByRole('button').first().click()
  await page.waitForURL(/\/tasks\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect.poll(() => unreadCount(page)).toBe(Math.max(0, Math.min(count, 100) - 1))
})
