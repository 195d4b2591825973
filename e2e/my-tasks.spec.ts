import { expect, test } from '@playwright/test'
import { signInAsDemo } from './support'

test('staff opens My Tasks from the menu, sees their tasks by due date, and a status change survives a reload', async ({ page }) => {
  await signInAsDemo(page, 'Staff')
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My Tasks' }).click()
  await page.waitForURL('**/my-tasks')
  await expect(page.getByRole('heading', { name: 'My Tasks', level: 1 })).toBeVisible()
  await expect(page).toHaveTitle('My Tasks · Taskhive')

  // The seed always gives the demo staff member a few overdue tasks of their own.
  const overdue = page.getByRole('region', { name: /^Overdue, \d+ tasks?$/ })
  await expect(overdue).toBeVisible()
  const sections = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()
  const order = ['Overdue', 'Today', 'This week', 'Later', 'No date']
  const names = sections.map((text) => order.find((name) => text.startsWith(name)))
  expect(names.every(Boolean)).toBe(true)
  expect(names).toEqual([...names].sort((a, b) => order.indexOf(a!) - order.indexOf(b!)))
  await expect(page.getByRole('region', { name: /^Completed,/ })).toHaveCount(0)

  const first = overdue.getByRole('listitem').first()
  const title = (await first.getByRole('link').textContent())!
  const status = first.getByRole('combobox', { name: `Status of ${title}` })
  const next = (await status.inputValue()) === 'IN_PROGRESS' ? 'IN_REVIEW' : 'IN_PROGRESS'
  await status.selectOption(next)
  await expect(page.getByText('Task status updated successfully')).toBeVisible()

  await page.reload()
  const kept = page.getByRole('region', { name: /^Overdue,/ }).getByRole('combobox', { name: `Status of ${title}` })
  await expect(kept).toHaveValue(next)

  // Completed leaves the open sections; the switch (kept in the URL) shows it again.
  const saved = page.waitForResponse((response) => response.url().includes('/status') && response.request().method() === 'PATCH')
  await kept.selectOption('COMPLETED')
  expect((await saved).ok()).toBe(true)
  await expect(page.getByRole('main').getByRole('link', { name: title, exact: true })).toHaveCount(0)
  // By keyboard: scrolled down to the row, the sticky header would cover the switch's label.
  await page.getByRole('switch', { name: 'Show completed' }).focus()
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(/show=completed/)
  const completed = page.getByRole('region', { name: /^Completed,/ })
  await expect(completed.getByRole('link', { name: title, exact: true })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Show completed' })).toBeChecked()
  await expect(page.getByRole('region', { name: /^Completed,/ }).getByRole('combobox', { name: `Status of ${title}` })).toHaveValue('COMPLETED')
})
