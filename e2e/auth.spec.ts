import { expect, test } from '@playwright/test'
import { type DemoAccount, menuEntries, signInAsDemo } from './support'

const MENUS: Record<DemoAccount, string[]> = {
  Admin: ['Dashboard', 'My Tasks', 'Project', 'Project Tasks', 'Projects', 'Tasks', 'Daily Checklist', 'Checklist Templates', 'Chat', 'Users', 'Roles'],
  Manager: ['Dashboard', 'My Tasks', 'Project', 'Project Tasks', 'Projects', 'Tasks', 'Daily Checklist', 'Checklist Templates', 'Chat'],
  Staff: ['Dashboard', 'My Tasks', 'Project', 'Project Tasks', 'Daily Checklist', 'Checklist Templates', 'Chat'],
}

for (const account of Object.keys(MENUS) as DemoAccount[]) {
  test(`${account} signs in with the spec toast and sees exactly their menu`, async ({ page }) => {
    await signInAsDemo(page, account)
    await expect(page.getByText('Welcome back! You have successfully signed in.')).toBeVisible()
    expect(await menuEntries(page)).toEqual(MENUS[account])
    const badges = page.getByRole('navigation', { name: 'Main menu' }).locator('.mantine-Badge-root')
    await expect(badges).toHaveCount(account === 'Admin' ? 2 : 0)
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
  })
}

test('typed credentials sign in; a wrong password shows the spec message', async ({ page }) => {
  await page.goto('/signin')
  await page.getByLabel('Username').fill('staff')
  await page.getByRole('textbox', { name: 'Password' }).fill('wrong')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.locator('.mantine-Alert-root')).toContainText('Sign in failed')
  await expect(page.locator('.mantine-Alert-root')).toContainText('Please check your credentials and try again.')
  await page.getByRole('textbox', { name: 'Password' }).fill('staff123')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.waitForURL('**/dashboard')
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Sofia Ramirez')
})

test('the guard sends visitors to /signin, replacing history, and back after signing in', async ({ page }) => {
  await page.goto('/')
  await page.goto('/project-tasks')
  await page.waitForURL('**/signin?redirect=*')
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await page.goForward()
  await page.getByRole('button', { name: 'Sign in as demo Staff' }).click()
  await page.waitForURL('**/project-tasks')
})

test('a corrupt stored session is removed and the visitor signs in again', async ({ page }) => {
  await page.goto('/')
  const messages: string[] = []
  page.on('console', (message) => messages.push(message.text()))
  await page.evaluate(() => localStorage.setItem('user', '{"corrupt":'))
  await page.goto('/dashboard')
  await page.waitForURL('**/signin?redirect=*')
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull()
  expect(messages.some((text) => text.includes('Error parsing stored user'))).toBe(true)
})

test('a staff member opening an admin screen gets the no-access page', async ({ page }) => {
  await signInAsDemo(page, 'Staff')
  await page.goto('/users')
  await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible()
})

test('sign-up creates an account that can sign in, and sign out returns to /signin', async ({ page }) => {
  await page.goto('/signup')
  await page.getByLabel('First name').fill('Rui')
  await page.getByLabel('Last name').fill('Silva')
  await page.getByLabel('Username').fill('rui.silva')
  await page.getByLabel('Email').fill('rui@example.com')
  await page.getByLabel('Mobile number').fill('+351 900 000 000')
  await page.getByRole('textbox', { name: 'Password' }).fill('secret123')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Account created successfully!')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/dashboard')
  await expect(page.getByText('@rui.silva')).toBeVisible()
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Sign Out' }).click()
  await page.waitForURL(/\/signin$/)
  await page.getByLabel('Username').fill('rui.silva')
  await page.getByRole('textbox', { name: 'Password' }).fill('secret123')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.waitForURL('**/dashboard')
})

test('at 390 px the menu hides behind a toggle', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAsDemo(page, 'Manager')
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu).not.toBeInViewport()
  await page.getByRole('button', { name: 'Toggle navigation' }).click()
  await expect(menu).toBeInViewport()
  await menu.getByRole('link', { name: 'Projects' }).click()
  await page.waitForURL('**/projects')
  await expect(menu).not.toBeInViewport()
})
