import { expect, type Page, test } from '@playwright/test'
import { signInAsDemo } from './support'

/** Issue 19: @mentions in comments, through the real build and server. */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('taskhive:demo-settings', JSON.stringify({ latency: 'off', teammates: false })))
})

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await page.waitForURL(/\/signin$/)
}

test('a manager @mentions staff in a comment by keyboard; staff’s bell has it and the comment highlights the mention', async ({ page }) => {
  // A task staff may read: the first of their own.
  await signInAsDemo(page, 'Staff')
  await page.goto('/my-tasks')
  const link = page.getByRole('main').locator('a[href*="/tasks/"]').first()
  const href = (await link.getAttribute('href')) ?? ''
  const taskId = href.split('/').pop() ?? ''
  await signOut(page)

  await signInAsDemo(page, 'Manager')
  await page.goto(`/tasks/${taskId}`)
  const editor = page.getByRole('textbox', { name: 'Add a comment' })
  await editor.click()
  await page.keyboard.type('@sofi')
  const option = page.getByRole('listbox', { name: 'People to mention' }).getByRole('option', { name: /Sofia Ramirez/ })
  await expect(option).toHaveAttribute('aria-selected', 'true')
  await expect(editor).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '')
  for (const [width, scheme] of [[1366, 'light'], [390, 'dark']] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.emulateMedia({ colorScheme: scheme })
    await page.screenshot({ path: `test-results/mentions-list-${width}-${scheme}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.keyboard.press('Enter')
  await page.keyboard.type('please look')
  await page.keyboard.press('Control+Enter')
  await expect(page.getByText('Comment added successfully')).toBeVisible()
  const comments = page.getByRole('region', { name: 'Comments' })
  await expect(comments.locator('[data-mention="staff"]').last()).toHaveText('@Sofia Ramirez')
  await signOut(page)

  await signInAsDemo(page, 'Staff')
  await page.getByRole('button', { name: /^Notifications/ }).click()
  const mention = page.getByRole('button', { name: /Marcus Bennett mentioned you in a comment on/ }).first()
  await expect(mention).toContainText('Mentioned you')
  await mention.click()
  await page.waitForURL(`**/tasks/${taskId}`)
  const mine = page.getByRole('region', { name: 'Comments' }).locator('[data-mention="staff"][data-me]').last()
  await expect(mine).toHaveText('@Sofia Ramirez (mentions you)')
  await expect(mine).toBeVisible()
  for (const [width, scheme] of [[1366, 'dark'], [390, 'light']] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.emulateMedia({ colorScheme: scheme })
    await mine.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/mentions-highlight-${width}-${scheme}.png` })
  }
})
