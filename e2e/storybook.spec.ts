import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { expect, test } from '@playwright/test'

// The static Storybook (npm run build-storybook) renders stories over the app's own handlers.
const PORT = 6100 + (Number(process.env.E2E_PORT ?? 4173) % 100)
const ORIGIN = `http://localhost:${PORT}`
let server: ChildProcess | undefined

test.beforeAll(async () => {
  if (!existsSync('storybook-static/iframe.html')) throw new Error('Build Storybook first: npm run build-storybook')
  server = spawn('node', ['scripts/static-server.mjs', 'storybook-static', String(PORT), '/'], { stdio: 'ignore' })
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await fetch(`${ORIGIN}/iframe.html`)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error('static server did not start')
})

test.afterAll(() => {
  server?.kill()
})

const story = (id: string) => `${ORIGIN}/iframe.html?id=${id}&viewMode=story`

test('the sign-in story renders the real page', async ({ page }) => {
  await page.goto(story('pages-auth--sign-in'))
  await expect(page.getByRole('heading', { name: 'Sign in to Taskhive' })).toBeVisible()
})

test("the staff shell story shows staff's menu over the mocked server", async ({ page }) => {
  await page.goto(story('pages-app-shell--staff'))
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu.getByRole('link', { name: 'Chat' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Users' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Sofia Ramirez')
})
