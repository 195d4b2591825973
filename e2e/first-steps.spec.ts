import { expect, test } from '@playwright/test'
import { signInAsDemo } from './support'

// What a new user trips over (issue 20), in a real browser: layout and the console.

const WIDTHS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const

// Shorter than any error toast's 6 s: a click that has to wait for the toast to leave fails.
const WHILE_TOAST_SHOWS = { timeout: 2500 }

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('a toast never covers the open dialog’s Create button', async ({ page }) => {
      await signInAsDemo(page, 'Manager')
      await page.getByRole('button', { name: 'New Task' }).click()
      const dialog = page.getByRole('dialog', { name: 'Create New Task' })
      await dialog.getByRole('textbox', { name: 'Title' }).fill('Toast check')
      await dialog.getByRole('button', { name: 'Create Task' }).click()
      const toast = page.locator('.mantine-Notification-root', { hasText: 'Please select a project' })
      await expect(toast).toBeVisible()
      await dialog.getByRole('button', { name: 'Create Task' }).click(WHILE_TOAST_SHOWS)
      await dialog.getByRole('button', { name: 'Close' }).click({ ...WHILE_TOAST_SHOWS, trial: true })
      await dialog.getByRole('button', { name: 'Cancel' }).click(WHILE_TOAST_SHOWS)
      // A typed title is unsaved input: Cancel asks before discarding it (issue 20).
      await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click(WHILE_TOAST_SHOWS)
      await expect(dialog).toBeHidden()
    })

    test('New Chat’s Participants list opens below the field, clear of Name and Type', async ({ page }) => {
      await signInAsDemo(page, 'Staff')
      await page.goto('/chat')
      await page.getByRole('button', { name: 'New Chat' }).click()
      const dialog = page.getByRole('dialog', { name: 'New Chat' })
      const field = dialog.getByRole('combobox', { name: 'Participants' })
      await field.click()
      const list = dialog.getByRole('listbox')
      await expect(list).toBeVisible()
      const fieldBox = await field.boundingBox()
      const listBox = await list.boundingBox()
      expect(fieldBox && listBox && listBox.y >= fieldBox.y + fieldBox.height - 1).toBe(true)
      await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeVisible()
      await dialog.getByRole('textbox', { name: 'Name' }).click(WHILE_TOAST_SHOWS)
    })
  })
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the sign-in failure toast does not cover Sign In', async ({ page }) => {
    await page.goto('/signin')
    await page.getByLabel('Username').fill('staff')
    await page.getByRole('textbox', { name: 'Password' }).fill('wrong')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page.locator('.mantine-Notification-root', { hasText: 'Sign in failed' })).toBeVisible()
    await page.getByRole('textbox', { name: 'Password' }).fill('staff123')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click(WHILE_TOAST_SHOWS)
    await page.waitForURL('**/dashboard')
  })

  test('the header shows the first name, last name and @username without overflowing', async ({ page }) => {
    await signInAsDemo(page, 'Staff')
    const menu = page.getByTestId('user-menu')
    for (const text of ['Sofia Ramirez', '@staff']) {
      // Visible to the eye, not only to a screen reader (a clipped 1 px box).
      expect((await menu.getByText(text).boundingBox())?.width).toBeGreaterThan(30)
    }
    const header = page.getByRole('banner')
    const overflow = await header.evaluate((element) => {
      const right = element.getBoundingClientRect().right
      const outside = [...element.querySelectorAll('*')]
        .filter((child) => child.getBoundingClientRect().right > right + 0.5)
        .map((child) => `${child.tagName}.${child.className}`)
      return { outside, pageWidth: document.documentElement.scrollWidth }
    })
    expect(overflow).toEqual({ outside: [], pageWidth: 390 })
  })
})

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
