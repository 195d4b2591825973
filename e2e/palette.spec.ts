import { expect, type Page, test } from '@playwright/test'
import { signInAsDemo } from './support'

/** Issue 19: the command palette and the global shortcuts, through the real build and server. */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('taskhive:demo-settings', JSON.stringify({ latency: 'off', teammates: false })))
})

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })
const paletteSearch = (page: Page) => palette(page).getByRole('combobox', { name: /Search screens/ })

async function firstTask(page: Page): Promise<{ id: string; title: string }> {
  await page.goto('/tasks')
  const card = page.getByRole('main').getByRole('article').first()
  const title = (await card.getAttribute('aria-label')) ?? ''
  const href = (await card.getByRole('link', { name: title }).getAttribute('href')) ?? ''
  return { id: href.split('/').pop() ?? '', title }
}

test('Ctrl+K opens the palette: a task by id and by a title fragment, opened with Enter', async ({ page }) => {
  await signInAsDemo(page, 'Manager')
  const task = await firstTask(page)
  await page.goto('/dashboard')
  await expect(page.locator('main h1')).toBeVisible()

  await page.keyboard.press('Control+K')
  await expect(palette(page)).toBeVisible()
  await expect(paletteSearch(page)).toBeFocused()
  await page.keyboard.type(`#${task.id}`)
  const byId = palette(page).getByRole('option', { name: new RegExp(`^${task.title} #${task.id} `) })
  await expect(byId).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Escape')
  await expect(palette(page)).toHaveCount(0)

  await page.keyboard.press('Control+K')
  const fragment = task.title.split(' ').slice(1, 3).join(' ') || task.title
  await page.keyboard.type(fragment)
  // Titles repeat in the seed: the option's name goes on with its '#id · project · status'.
  const sameTitle = palette(page).getByRole('option', { name: new RegExp(`^${task.title} #`) })
  await expect(sameTitle.first()).toBeVisible()
  // More tasks may share the title than the palette lists; a word of the description (the id) narrows.
  await page.keyboard.type(` ${task.id}`)
  // Typed straight after reopening, while the last palette faded out: not one letter lost.
  await expect(paletteSearch(page)).toHaveValue(`${fragment} ${task.id}`)
  const byTitle = palette(page).getByRole('option', { name: new RegExp(`^${task.title} #${task.id} `) })
  await expect(byTitle).toBeVisible()
  // Arrow down to it (other tasks may rank above it), the input's active descendant following.
  const ids = await palette(page).getByRole('option').evaluateAll((options) => options.map((option) => option.id))
  const target = ids.indexOf((await byTitle.getAttribute('id')) ?? '')
  for (let at = 1; at <= target; at++) {
    await page.keyboard.press('ArrowDown')
    await expect(paletteSearch(page)).toHaveAttribute('aria-activedescendant', ids[at])
  }
  await expect(byTitle).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await page.waitForURL(`**/tasks/${task.id}`)
  await expect(page.locator('main h1')).toHaveText(task.title)
})

test('g t goes to Tasks; / focuses its search; a g typed there is a g', async ({ page }) => {
  await signInAsDemo(page, 'Manager')
  await expect(page.locator('main h1')).toBeVisible()
  await page.locator('main h1').click()
  await page.keyboard.press('g')
  await page.keyboard.press('t')
  await page.waitForURL('**/tasks')
  await expect(page.locator('main h1')).toHaveText('Tasks')

  await page.locator('main h1').click()
  await page.keyboard.press('/')
  const search = page.getByRole('textbox', { name: 'Search' })
  await expect(search).toBeFocused()
  await page.keyboard.type('g')
  await page.keyboard.press('d')
  await expect(search).toHaveValue('gd')
  await expect(page).toHaveURL(/\/tasks/)
})

test('? shows the cheat sheet; Escape closes it and focus returns', async ({ page }) => {
  await signInAsDemo(page, 'Staff')
  await expect(page.locator('main h1')).toBeVisible()
  await page.keyboard.press('Shift+?')
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(sheet).toBeVisible()
  await expect(sheet.getByRole('cell', { name: 'Go to My Tasks' })).toBeVisible()
  await expect(sheet.getByRole('cell', { name: 'Go to Tasks', exact: true })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(sheet).toHaveCount(0)
})

test('c opens New Task; the header button opens the palette', async ({ page }) => {
  await signInAsDemo(page, 'Staff')
  await expect(page.locator('main h1')).toBeVisible()
  await page.keyboard.press('c')
  await expect(page.getByRole('dialog', { name: 'Create New Task' }).getByRole('textbox', { name: /Title/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  const button = page.getByRole('banner').getByRole('button', { name: 'Search' })
  await expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K')
  await button.click()
  await expect(palette(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(palette(page)).toHaveCount(0)
  await expect(button).toBeFocused()
})
