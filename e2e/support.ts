import { expect, type Page } from '@playwright/test'

export type DemoAccount = 'Admin' | 'Manager' | 'Staff'

/** Signs in through the sign-in page's one-click demo buttons and waits for the dashboard. */
export async function signInAsDemo(page: Page, account: DemoAccount, base = '') {
  await page.goto(`${base}/signin`)
  await page.getByRole('button', { name: `Sign in as demo ${account}` }).click()
  await page.waitForURL(`**${base}/dashboard`)
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
}

/** The side menu's entries, in order, without the 'Admin' badge text. */
export async function menuEntries(page: Page): Promise<string[]> {
  const links = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link')
  return (await links.allTextContents()).map((text) => text.replace(/Admin$/, '').trim())
}
