import { expect, test } from '@playwright/test'
import { signInAsDemo } from './support'

interface StyleWatch {
  __styleChanges?: number
}

/**
 * Issue 13: a dialog keeps the page behind it still with one attribute on <html> and a fixed
 * stylesheet. Mantine's own lock added a <style> as each dialog opened and removed it as it
 * closed, and each made the browser restyle the whole page.
 */
test('a dialog holds the page behind still without restyling it: no style element comes or goes, nothing moves sideways, wheel and keys leave it where it was', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 })
  await signInAsDemo(page, 'Manager')
  await page.goto('/tasks')
  await expect(page.getByRole('article').first()).toBeVisible()
  await page.evaluate(() => {
    const watch = window as StyleWatch
    watch.__styleChanges = 0
    new MutationObserver((records) => {
      for (const record of records) for (const node of [...record.addedNodes, ...record.removedNodes]) if (node.nodeName === 'STYLE') watch.__styleChanges! += 1
    }).observe(document, { subtree: true, childList: true })
  })
  const heading = page.getByRole('heading', { level: 1 })
  const before = await heading.boundingBox()

  await page.getByRole('button', { name: 'New Task' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Task' })
  await expect(dialog).toBeVisible()
  // The page had a scrollbar: its room is kept, so the page does not shift sideways.
  await expect(page.locator('html')).toHaveAttribute('data-page-locked', 'gutter')
  expect((await heading.boundingBox())!.x).toBe(before!.x)

  // Neither the wheel over the overlay nor the keys that scroll a page move the page behind.
  await page.mouse.move(20, 300)
  await page.mouse.wheel(0, 800)
  await dialog.getByRole('heading', { name: 'Create New Task' }).click()
  for (const key of ['PageDown', 'End', 'Space']) await page.keyboard.press(key)
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)

  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(page.locator('html')).not.toHaveAttribute('data-page-locked')
  expect(await page.evaluate(() => (window as StyleWatch).__styleChanges)).toBe(0)

  // Closed, the page scrolls again.
  await page.mouse.wheel(0, 800)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
})
