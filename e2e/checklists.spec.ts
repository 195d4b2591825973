import { expect, type Page, test } from '@playwright/test'
import { signInAsDemo } from './support'

/** Set SHOTS_DIR to keep screenshots of both screens at desktop and phone width. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (!dir) return
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.waitForTimeout(300)
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

test('a template assigned to staff lands on their daily checklist; completing it all is kept after a reload', async ({ page }) => {
  await signInAsDemo(page, 'Staff')
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await menu.getByRole('link', { name: 'Checklist Templates' }).click()
  await expect(page.getByRole('heading', { name: 'Checklist Templates' })).toBeVisible()
  await expect(page.getByRole('article').first()).toBeVisible()
  await shoot(page, 'templates')

  await page.getByRole('button', { name: 'New Template' }).click()
  const dialog = page.getByRole('dialog', { name: 'New Checklist Template' })
  await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked()
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Stretch for five minutes')
  await dialog.getByRole('combobox', { name: 'Assigned users' }).click()
  await page.getByRole('option', { name: /Sofia Ramirez/ }).click()
  await expect(dialog.getByText('Sofia Ramirez (@staff)')).toBeVisible()
  // Escape closes the picker, not the dialog.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('option', { name: /Zara Ahmed/ })).toHaveCount(0)
  await expect(dialog).toBeVisible()
  await shoot(page, 'template-dialog')
  await dialog.getByRole('button', { name: 'Create Template' }).click()
  await expect(page.getByText('Checklist template created')).toBeVisible()
  const card = page.getByRole('article', { name: 'Stretch for five minutes' })
  await expect(card.getByText('Next: today')).toBeVisible()
  await expect(card.getByText('1 user assigned')).toBeVisible()

  await menu.getByRole('link', { name: 'Daily Checklist' }).click()
  const list = page.getByRole('list', { name: 'Today’s tasks' })
  await expect(list.getByRole('checkbox', { name: 'Stretch for five minutes' })).toBeVisible()
  await shoot(page, 'daily')

  // An added item and a removed one are kept by the server as well.
  await page.getByRole('textbox', { name: 'New task' }).fill('  Reply to Marcus  ')
  await page.getByRole('button', { name: 'Add' }).click()
  await expect(page.getByText('Daily task added')).toBeVisible()
  await expect(list.getByRole('checkbox', { name: 'Reply to Marcus' })).toBeVisible()

  const boxes = list.getByRole('checkbox')
  const total = await boxes.count()
  for (let index = 0; index < total; index += 1) {
    const box = boxes.nth(index)
    if (!(await box.isChecked())) await box.click()
  }
  await expect(page.getByTestId('checklist-progress')).toHaveText(`${total}/${total} completed`)
  await expect(page.getByText('All done for today')).toBeVisible()
  await shoot(page, 'daily-done')

  await page.reload()
  await expect(page.getByTestId('checklist-progress')).toHaveText(`${total}/${total} completed`)
  await expect(list.getByRole('checkbox', { name: 'Reply to Marcus' })).toBeChecked()
  await expect(list.getByRole('checkbox', { name: 'Stretch for five minutes' })).toBeChecked()

  await page.getByRole('button', { name: 'Remove Reply to Marcus' }).click()
  await expect(list.getByRole('checkbox', { name: 'Reply to Marcus' })).toHaveCount(0)
  await expect(page.getByText('Daily task removed')).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('checklist-progress')).toHaveText(`${total - 1}/${total - 1} completed`)
  await expect(list.getByRole('checkbox', { name: 'Reply to Marcus' })).toHaveCount(0)
})

test('reloading while a tick is still being saved asks first; staying keeps it', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('taskhive:demo-settings', JSON.stringify({ latency: 'slow', teammates: false })))
  await signInAsDemo(page, 'Staff')
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Daily Checklist' }).click()
  const list = page.getByRole('list', { name: 'Today’s tasks' })
  await page.getByRole('textbox', { name: 'New task' }).fill('Water the office plants')
  await page.getByRole('button', { name: 'Add' }).click()
  const box = list.getByRole('checkbox', { name: 'Water the office plants' })
  await expect(box).not.toBeChecked()

  const asked = page.waitForEvent('dialog')
  await box.click()
  await expect(page.getByRole('status').filter({ hasText: 'Saving…' })).toBeVisible()
  void page.evaluate(() => location.reload())
  const dialog = await asked
  expect(dialog.type()).toBe('beforeunload')
  await dialog.dismiss()

  await expect(page.getByRole('status').filter({ hasText: 'Saving…' })).toHaveCount(0)
  await page.reload()
  await expect(box).toBeChecked()
})
