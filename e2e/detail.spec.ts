import { expect, test } from '@playwright/test'
import { signInAsDemo } from './support'

test('a task opened from a filtered list leads back to it, also after a reload', async ({ page }) => {
  await signInAsDemo(page, 'Manager')
  await page.goto('/tasks?project=2')
  const first = page.getByRole('article').first().getByRole('link').first()
  const title = (await first.textContent()) ?? ''
  await first.click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const back = page.getByRole('link', { name: 'Back to Tasks' })
  await expect(back).toHaveAttribute('href', '/tasks?project=2')
  await page.reload()
  await expect(back).toHaveAttribute('href', '/tasks?project=2')
  for (const [width, scheme] of [[1366, 'light'], [390, 'dark']] as const) {
    await page.setViewportSize({ width, height: 900 })
    await page.emulateMedia({ colorScheme: scheme })
    await page.screenshot({ path: `test-results/detail-task-${width}-${scheme}.png`, fullPage: true })
  }
  await back.click()
  await expect(page).toHaveURL(/\/tasks\?project=2$/)
})

test('a half-filled dialog asks before Escape or the overlay throws the input away', async ({ page }) => {
  await signInAsDemo(page, 'Manager')
  await page.goto('/projects')
  await page.getByRole('button', { name: 'New Project' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Project' })
  const name = dialog.getByRole('textbox', { name: /Project name/ })
  await name.fill('Half done')
  await page.keyboard.press('Escape')
  const ask = page.getByRole('dialog', { name: 'Discard changes?' })
  await expect(ask).toBeVisible()
  await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused()
  for (const [width, scheme] of [[1366, 'dark'], [390, 'light']] as const) {
    await page.setViewportSize({ width, height: 800 })
    await page.emulateMedia({ colorScheme: scheme })
    await page.screenshot({ path: `test-results/detail-discard-${width}-${scheme}.png` })
  }
  await page.keyboard.press('Enter')
  await expect(ask).toBeHidden()
  await expect(name).toHaveValue('Half done')
  await page.mouse.click(5, 5)
  await expect(ask).toBeVisible()
  await ask.getByRole('button', { name: 'Discard' }).click()
  await expect(dialog).toBeHidden()
  // Nothing typed: the dialog closes at once.
  await page.getByRole('button', { name: 'New Project' }).click()
  await expect(dialog.getByRole('textbox', { name: /Project name/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(ask).toBeHidden()
})
