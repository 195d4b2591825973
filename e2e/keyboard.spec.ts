import { expect, type Locator, type Page, test } from '@playwright/test'

/** Presses Tab (or Shift+Tab) until `target` has focus; returns how many presses it took. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return presses
  }
  throw new Error(`${String(target)} not reached in ${max} ${back ? 'Shift+Tab' : 'Tab'} presses`)
}

/** After a page change the new title is announced and focus is on the page's main heading. */
async function expectArrived(page: Page, title: string | RegExp) {
  await expect(page).toHaveTitle(title)
  await expect(page.locator('main h1')).toBeFocused()
  await expect(page.locator('[data-route-announcer][aria-live="polite"]')).toHaveText(title)
}

test('the keyboard walk: sign in, a task and a comment, the checklist, chat, a dialog and the notifications, with no mouse', async ({ page }) => {
  test.setTimeout(90_000)
  await page.addInitScript(() => localStorage.setItem('taskhive:demo-settings', JSON.stringify({ latency: 'off', teammates: false })))
  const menu = page.getByRole('navigation', { name: 'Main menu' })

  await page.goto('/signin')
  await expect(page).toHaveTitle('Sign in · Taskhive')
  await tabTo(page, page.getByRole('button', { name: 'Sign in as demo Manager' }))
  await page.keyboard.press('Enter')
  await page.waitForURL('**/dashboard')
  // Focus lands on the dashboard's heading, not on body.
  await expectArrived(page, 'Dashboard · Taskhive')

  // The skip link is the first Tab stop of a freshly loaded page, visible when focused.
  await page.goto('/tasks')
  await expect(page).toHaveTitle('Tasks · Taskhive')
  await expect(page.locator('main h1')).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()

  // Main menu → Projects → Tasks, then a task.
  await tabTo(page, menu.getByRole('link', { name: 'Projects', exact: true }), { back: true })
  await page.keyboard.press('Enter')
  await expectArrived(page, 'Projects · Taskhive')
  await tabTo(page, menu.getByRole('link', { name: 'Tasks', exact: true }), { back: true })
  await page.keyboard.press('Enter')
  await expectArrived(page, 'Tasks · Taskhive')
  const card = page.getByRole('main').getByRole('article').first()
  const taskTitle = (await card.getAttribute('aria-label')) ?? ''
  // Bulk selection (issue 19): the card's checkbox is its first stop; Space selects, Escape clears.
  const select = card.getByRole('checkbox', { name: `Select ${taskTitle}` })
  await tabTo(page, select)
  await page.keyboard.press('Space')
  const bulk = page.getByRole('toolbar', { name: 'Bulk actions' })
  await expect(bulk).toContainText('1 selected')
  await page.keyboard.press('Escape')
  await expect(bulk).toHaveCount(0)
  await tabTo(page, card.getByRole('link', { name: taskTitle }))
  // Issue 19: j and k move between the cards' links; Enter opens the focused one.
  const cards = page.getByRole('main').getByRole('article')
  await page.keyboard.press('j')
  await expect(cards.nth(1).getByRole('link').first()).toBeFocused()
  await page.keyboard.press('k')
  await expect(card.getByRole('link', { name: taskTitle })).toBeFocused()
  // x selects the focused card, and x again lets it go.
  await page.keyboard.press('x')
  await expect(bulk).toContainText('1 selected')
  await expect(select).toBeChecked()
  await page.keyboard.press('x')
  await expect(bulk).toHaveCount(0)
  await expect(card.getByRole('link', { name: taskTitle })).toBeFocused()
  await page.keyboard.press('Enter')
  await expectArrived(page, `${taskTitle} · Taskhive`)
  // e opens the open task's Edit dialog (Escape closes it, focus back on the heading); s focuses its status.
  await page.keyboard.press('e')
  await expect(page.getByRole('dialog', { name: 'Edit Task' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Edit Task' })).toHaveCount(0)
  await expect(page.locator('main h1')).toBeFocused()
  await page.keyboard.press('s')
  await expect(page.getByRole('combobox', { name: 'Status' })).toBeFocused()
  // a opens Assign (from the page, not the status select, which takes the letter for itself).
  await page.locator('main h1').focus()
  await page.keyboard.press('a')
  const assign = page.getByRole('dialog', { name: 'Assign Task' })
  await expect(assign).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(assign).toHaveCount(0)

  // A comment: type, Tab out of the editor straight to Add, submit.
  const editor = page.getByRole('textbox', { name: 'Add a comment' })
  await tabTo(page, editor)
  await page.keyboard.type('Written without a mouse')
  const add = page.getByRole('button', { name: 'Add', exact: true })
  expect(await tabTo(page, add, { max: 3 })).toBeLessThanOrEqual(3)
  await page.keyboard.press('Enter')
  await expect(page.getByText('Written without a mouse').first()).toBeVisible()
  await expect(editor).toHaveText('')

  // The daily checklist: add an item, then tick it. The seed's templates skip weekends, so the walk
  // brings its own item rather than counting on one being there today.
  await tabTo(page, menu.getByRole('link', { name: 'Daily Checklist', exact: true }), { back: true })
  await page.keyboard.press('Enter')
  await expectArrived(page, 'Daily Checklist · Taskhive')
  await tabTo(page, page.getByRole('textbox', { name: 'New task' }))
  await page.keyboard.type('Ticked from the keyboard')
  await page.keyboard.press('Enter')
  const item = page.getByRole('list', { name: 'Today’s tasks' }).getByRole('checkbox', { name: 'Ticked from the keyboard' })
  await expect(item).not.toBeChecked()
  await tabTo(page, item)
  await page.keyboard.press('Space')
  await expect(item).toBeChecked()

  // Chat: open a room and send a message.
  await tabTo(page, menu.getByRole('link', { name: 'Chat', exact: true }), { back: true })
  await page.keyboard.press('Enter')
  await expectArrived(page, 'Chat · Taskhive')
  await tabTo(page, page.getByRole('list', { name: 'Chat rooms' }).getByRole('button').first())
  await page.keyboard.press('Enter')
  const message = page.getByRole('textbox', { name: 'Message' })
  await tabTo(page, message)
  await page.keyboard.type('Sent from the keyboard')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('region', { name: 'Messages' }).getByText('Sent from the keyboard')).toHaveCount(1)

  // A dialog: Escape closes it and focus returns to its trigger.
  const newChat = page.getByRole('button', { name: 'New Chat' })
  await tabTo(page, newChat, { back: true })
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'New Chat' })
  await expect(dialog).toBeVisible()
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(newChat).toBeFocused()

  // The account and Demo menus (Mantine Menus): arrows move inside, Escape closes and returns focus.
  for (const name of [/Account menu|Marcus Bennett/, /Demo/]) {
    const trigger = page.getByRole('banner').getByRole('button', { name })
    await tabTo(page, trigger, { back: true })
    await page.keyboard.press('Enter')
    const dropdown = page.getByRole('menu')
    await expect(dropdown).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => dropdown.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dropdown).toBeHidden()
    await expect(trigger).toBeFocused()
  }

  // Issue 19: Ctrl+K opens the palette with focus in its search; arrows and Enter open a screen;
  // Escape closes it and focus returns. "?" lists the shortcuts; "g d" goes to the dashboard.
  const search = page.getByRole('banner').getByRole('button', { name: 'Search' })
  await tabTo(page, search, { back: true })
  await page.keyboard.press('Control+K')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  const paletteInput = palette.getByRole('combobox')
  await expect(paletteInput).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(palette).toBeHidden()
  await expect(search).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(paletteInput).toBeFocused()
  await page.keyboard.type('daily checklist')
  await expect(palette.getByRole('option', { name: /^Daily Checklist/ })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expectArrived(page, 'Daily Checklist · Taskhive')
  // Single keys wait until no dialog is open, the palette's closing one included.
  await expect(palette).toHaveCount(0)
  await page.keyboard.press('Shift+?')
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(sheet).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await page.keyboard.press('/')
  await expect(page.getByRole('textbox', { name: 'Search checklist' })).toBeFocused()
  await page.keyboard.press('Escape')
  await page.locator('main h1').focus()
  await page.keyboard.press('g')
  await page.keyboard.press('c')
  await expectArrived(page, 'Chat · Taskhive')
  // c, anywhere: New Task.
  await page.keyboard.press('c')
  const newTask = page.getByRole('dialog', { name: 'Create New Task' })
  await expect(newTask).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(newTask).toHaveCount(0)

  // The notifications popover: Enter opens it with focus inside, Escape closes it, focus back on the bell.
  const bell = page.getByRole('button', { name: /^Notifications/ })
  await tabTo(page, bell, { back: true })
  await page.keyboard.press('Enter')
  const panel = page.getByRole('dialog')
  await expect(panel.getByText('Mark all as read')).toBeVisible()
  await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Tab')
  await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(bell).toBeFocused()
})
