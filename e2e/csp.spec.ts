import { expect, type Page, test } from '@playwright/test'

/** Every CSP violation the page reports, and console errors that name the policy. */
async function watchPolicy(page: Page) {
  const problems: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = ((window as unknown as { __csp?: string[] }).__csp ??= [])
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI}`)
    })
  })
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return async () => [...problems, ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []))]
}

test('the built app, the editor, the mock worker and chat run under the Content-Security-Policy', async ({ page }) => {
  const problems = await watchPolicy(page)
  await page.addInitScript(() => localStorage.setItem('taskhive:demo-settings', JSON.stringify({ latency: 'off', teammates: false })))
  await page.goto('/signin')
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(policy).toContain("script-src 'self'")
  expect(policy).not.toContain('unsafe-eval')

  await page.getByLabel('Username').fill('staff')
  await page.getByRole('textbox', { name: 'Password' }).fill('staff123')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.waitForURL('**/dashboard')
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)

  await page.locator('main a[href^="/tasks/"]').first().click()
  await page.getByRole('button', { name: 'Edit Task' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Task' })
  const editor = dialog.getByRole('textbox', { name: 'Description' })
  await editor.click()
  await page.keyboard.press('Control+End')
  await page.keyboard.type(' Checked under ')
  await page.keyboard.press('Control+b')
  await page.keyboard.type('CSP')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Task updated successfully')).toBeVisible()
  await expect(page.locator('[data-rich-text] strong', { hasText: 'CSP' })).toBeVisible()

  await page.goto('/chat')
  await expect(page.getByRole('status').filter({ hasText: /Connected/ })).toBeVisible()
  await page.getByRole('list', { name: 'Chat rooms' }).getByRole('button').first().click()
  const box = page.getByRole('textbox', { name: 'Message' })
  await box.fill('Sent under the policy')
  await box.press('Enter')
  await expect(page.getByRole('region', { name: 'Messages' }).getByText('Sent under the policy')).toHaveCount(1)

  expect(await problems()).toEqual([])
  // The watch works: an injected inline script is refused and reported.
  await page.evaluate(() => document.body.append(Object.assign(document.createElement('script'), { textContent: 'window.ran = true' })))
  await expect.poll(async () => (await problems()).some((problem) => problem.startsWith('script-src'))).toBe(true)
  expect(await page.evaluate(() => 'ran' in window)).toBe(false)
})
