import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { signInAsDemo, whenServerAnswers } from './support'

// A 1×1 PNG.
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

interface Room {
  id: number
  name: string
  type: string
  lastMessage: string | null
  lastMessageTime: string | null
  unreadCount: number
}

/** The rooms as the server sees them for the signed-in user (through the service worker). */
async function roomsOf(page: Page): Promise<Room[]> {
  await whenServerAnswers(page)
  return page.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('user') ?? '{}') as { token?: string }
    const response = await fetch('/api/chat/rooms', { headers: { Authorization: `Bearer ${stored.token ?? ''}` } })
    return (await response.json()) as Room[]
  })
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: /Connected|Connecting|Offline/ })
const messages = (page: Page) => page.getByRole('region', { name: 'Messages' })

/** Staff, on /chat, in a team room of their own with nobody simulated talking over the test. */
async function openTeamRoom(page: Page) {
  await page.addInitScript(() => localStorage.setItem('taskhive:demo-settings', JSON.stringify({ latency: 'off', teammates: false })))
  await signInAsDemo(page, 'Staff')
  await page.goto('/chat')
  await expect(status(page)).toHaveText('Connected')
  const room = (await roomsOf(page)).find((candidate) => candidate.type === 'team')!
  await page.getByRole('list', { name: 'Chat rooms' }).getByRole('button', { name: new RegExp(room.name) }).click()
  await expect(page).toHaveURL(new RegExp(`room=${room.id}`))
  await expect(page.getByRole('heading', { name: room.name })).toBeVisible()
  return room
}

test.describe('chat', () => {
  test('Enter sends a message; it shows at once, once, and is stored', async ({ page }) => {
    const room = await openTeamRoom(page)
    const box = page.getByRole('textbox', { name: 'Message' })
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled()
    await box.fill('   ')
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled()
    await box.fill('Hello from the end-to-end test')
    await box.press('Enter')
    await expect(box).toHaveValue('')
    await expect(messages(page).getByText('Hello from the end-to-end test')).toHaveCount(1)
    await expect(messages(page).getByText('Sending…')).toHaveCount(0)
    await expect(messages(page).getByText('Hello from the end-to-end test')).toHaveCount(1)
    await expect.poll(async () => (await roomsOf(page)).find((candidate) => candidate.id === room.id)?.lastMessage).toBe('Hello from the end-to-end test')
  })

  test('Shift+Enter adds a line; the message keeps it', async ({ page }) => {
    await openTeamRoom(page)
    const box = page.getByRole('textbox', { name: 'Message' })
    await box.pressSequentially('Line one')
    await box.press('Shift+Enter')
    await box.pressSequentially('Line two')
    await expect(box).toHaveValue('Line one\nLine two')
    await box.press('Enter')
    const text = messages(page).getByText('Line one')
    await expect(text).toBeVisible()
    expect(await text.evaluate((element) => (element as HTMLElement).innerText)).toBe('Line one\nLine two')
  })

  test('attaches an image: it is uploaded and shown inline', async ({ page }) => {
    await openTeamRoom(page)
    await page.locator('input[type="file"][accept^="image/"]').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL })
    const image = messages(page).getByRole('img', { name: 'pixel.png' })
    await expect(image).toBeVisible()
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(1)
    // Shown from bytes fetched with the token (issue 21); the stored address is a random key.
    await expect(image).toHaveAttribute('src', /^blob:/)
  })

  test('attaches a file: clicking it downloads the file itself, under its name (issue 21)', async ({ page }) => {
    const room = await openTeamRoom(page)
    await page.locator('input[type="file"]:not([accept])').setInputFiles({ name: 'report.txt', mimeType: 'text/plain', buffer: Buffer.from('Quarterly numbers: 42') })
    const link = messages(page).getByRole('button', { name: 'Download report.txt' })
    await expect(link).toBeVisible()
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe('report.txt')
    const path = await download.path()
    expect(readFileSync(path, 'utf8')).toBe('Quarterly numbers: 42')
    const content = await page.evaluate(async (roomId) => {
      const stored = JSON.parse(localStorage.getItem('user') ?? '{}') as { token?: string }
      const response = await fetch(`/api/chat/rooms/${roomId}/messages`, { headers: { Authorization: `Bearer ${stored.token ?? ''}` } })
      return ((await response.json()) as { content: string }[]).at(-1)?.content
    }, room.id)
    expect(content).toMatch(/\/api\/chat\/files\/[\w-]{32}$/)
  })

  test('New Chat checks the name and the participants, then opens the new room', async ({ page }) => {
    await openTeamRoom(page)
    await page.getByRole('button', { name: 'New Chat' }).click()
    const dialog = page.getByRole('dialog', { name: 'New Chat' })
    await expect(dialog.getByText('No participants selected')).toBeVisible()
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(dialog.getByText('Chat name is required')).toBeVisible()
    await expect(dialog.getByText('Please select at least one participant')).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Name' }).fill('E2E crew')
    await dialog.getByRole('combobox', { name: 'Participants' }).click()
    await dialog.getByRole('option', { name: /@manager/ }).click()
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { name: 'E2E crew' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Chat rooms' }).getByRole('button', { name: /E2E crew/ })).toBeVisible()
  })

  test('a dropped connection warns instead of sending, reconnects after 5 s and catches up', async ({ page }) => {
    const room = await openTeamRoom(page)
    await page.evaluate(() => (window as unknown as { taskhiveDemo: { dropConnections(): void } }).taskhiveDemo.dropConnections())
    await expect(status(page)).toHaveText('Offline — reconnecting…')

    const box = page.getByRole('textbox', { name: 'Message' })
    await box.fill('Sent into the void')
    await box.press('Enter')
    await expect(page.getByText('You are offline — message not sent')).toBeVisible()
    await expect(box).toHaveValue('Sent into the void')
    await expect(messages(page).getByText('Sent into the void')).toHaveCount(0)

    // While offline a teammate writes in another room (the demo's "act now", until it is a chat
    // message in a room whose badge can still count up). Other kinds of action are skipped without
    // asking for the rooms, so this is over well inside the 5 s before the client reconnects.
    let changed: Room | undefined
    let before = await roomsOf(page)
    for (let attempt = 0; attempt < 40 && !changed; attempt += 1) {
      const done = await page.evaluate(() => (window as unknown as { taskhiveDemo: { actNow(): Promise<string> } }).taskhiveDemo.actNow())
      if (!done.includes(' wrote in ')) continue
      const after = await roomsOf(page)
      changed = after.find(
        (candidate) =>
          candidate.id !== room.id &&
          candidate.unreadCount <= 9 &&
          candidate.lastMessageTime !== before.find((old) => old.id === candidate.id)?.lastMessageTime,
      )
      before = after
    }
    await expect(status(page)).toHaveText('Offline — reconnecting…')
    expect(changed).toBeDefined()
    const entry = page.getByRole('list', { name: 'Chat rooms' }).locator(`[data-room-id="${changed!.id}"]`)
    const badge = entry.locator('.mantine-Badge-root')
    const catchUp = String(changed!.unreadCount)
    // Nothing arrives while the connection is down. (Counted, not `not.toHaveText`: a room that had
    // no badge would make that wait for one to appear, which it does after the reconnect.)
    await expect(badge.filter({ hasText: new RegExp(`^${catchUp}$`) })).toHaveCount(0)

    await expect(status(page)).toHaveText('Connected', { timeout: 8000 })
    await expect(badge).toHaveText(catchUp)
    await expect(entry).toContainText(changed!.lastMessage!)
    // And sending works again.
    await box.press('Enter')
    await expect(messages(page).getByText('Sent into the void')).toHaveCount(1)
  })

  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px a toast stays clear of the message box and Send`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await openTeamRoom(page)
      await page.evaluate(() => (window as unknown as { taskhiveDemo: { dropConnections(): void } }).taskhiveDemo.dropConnections())
      const box = page.getByRole('textbox', { name: 'Message' })
      await box.fill('Not sent yet')
      await box.press('Enter')
      const toast = page.locator('.mantine-Notification-root', { hasText: 'You are offline — message not sent' })
      await expect(toast).toBeVisible()
      const composer = page.locator('form', { has: box })
      await expect
        .poll(async () => {
          const [toastBox, composerBox] = await Promise.all([toast.boundingBox(), composer.boundingBox()])
          return toastBox && composerBox ? toastBox.y + toastBox.height <= composerBox.y : false
        })
        .toBe(true)
      // Shorter than the toast's time on screen: Send and the box take the pointer while it shows.
      await page.getByRole('button', { name: 'Send' }).click({ trial: true, timeout: 2500 })
      await box.click({ timeout: 2500 })
    })
  }

  test('phone: the room list and the conversation are two panes that switch', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const room = await openTeamRoom(page)
    await expect(page.getByRole('list', { name: 'Chat rooms' })).toBeHidden()
    await page.getByRole('button', { name: 'Back to chats' }).click()
    await expect(page.getByRole('list', { name: 'Chat rooms' })).toBeVisible()
    await expect(page.getByRole('heading', { name: room.name })).toBeHidden()
  })

  test('phone: a room that does not exist says so, with a way back to the list', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signInAsDemo(page, 'Staff')
    await page.goto('/chat?room=999999')
    await expect(page.getByRole('heading', { name: 'Chat not found' })).toBeVisible()
    await expect(page.getByText('It may have been removed, or you are not in it.')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Chat rooms' })).toBeHidden()
    await page.getByRole('button', { name: 'Back to chats' }).click()
    await expect(page).not.toHaveURL(/room=/)
    await expect(page.getByRole('list', { name: 'Chat rooms' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Chat not found' })).toBeHidden()
  })
})
