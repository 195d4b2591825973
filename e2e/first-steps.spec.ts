import { expect, test } from '@playwright/test'
import { signInAsDemo } from './support'

// What a new user trips over (issue 20), in a real browser: layout and the console.

test('an expected no-access page logs no error', async ({ page }) => {
  await signInAsDemo(page, 'Staff')
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/users')
  await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible()
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click()
  await page.goBack()
  await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible()
  expect(errors).toEqual([])
})
