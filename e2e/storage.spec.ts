import { expect, type Page, test } from '@playwright/test'
import { signInAsDemo } from './support'

/** From now on, in this page, IndexedDB refuses every write as a full disk does. */
async function fillStorage(page: Page) {
  await page.evaluate(() => {
    IDBObjectStore.prototype.put = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
  })
}

async function createTask(page: Page, title: string) {
  await page.getByRole('button', { name: 'New Task' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create New Task' })
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title)
  await dialog.getByRole('button', { name: 'Create Task' }).click()
}

test.describe('demo storage', () => {
  test('a task that cannot be stored is not reported created, the user is told what to do, and a reload agrees', async ({ page }) => {
    await signInAsDemo(page, 'Manager')
    await page.goto('/tasks?project=3')
    await expect(page.getByRole('button', { name: 'New Task' })).toBeVisible()
    await fillStorage(page)

    await createTask(page, 'E2E does not fit')
    await expect(page.getByText('Failed to create task')).toBeVisible()
    const notice = page.locator('.mantine-Notification-root', { hasText: 'Demo storage is full' })
    await expect(notice).toContainText('Reset the demo data (Demo menu) or free up space for this site in your browser')
    await expect(page.getByText('Task created successfully')).toHaveCount(0)
    await expect(page.getByRole('article', { name: 'E2E does not fit' })).toHaveCount(0)

    // The dialog stays open with what was typed, so nothing is lost from view.
    await expect(page.getByRole('dialog', { name: 'Create New Task' }).getByRole('textbox', { name: 'Title' })).toHaveValue('E2E does not fit')
    await page.keyboard.press('Escape')
    // What was typed is unsaved: closing asks first (issue 20).
    await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click()
    await page.getByRole('button', { name: 'Demo settings' }).click()
    await expect(page.getByRole('menu')).toContainText('Demo storage is full or blocked — changes are not saved.')

    await page.reload()
    await expect(page.getByRole('article').first()).toBeVisible()
    // The list shows a window of its 60-odd tasks: search, so a missing task is really missing.
    await page.getByRole('textbox', { name: 'Search' }).fill('E2E')
    await expect(page.getByText('No tasks found')).toBeVisible()
    await expect(page.getByRole('article', { name: 'E2E does not fit' })).toHaveCount(0)
    // Storage works again after the reload: the same task is kept now.
    await createTask(page, 'E2E fits now')
    await expect(page.getByText('Task created successfully')).toBeVisible()
    await page.reload()
    await page.getByRole('textbox', { name: 'Search' }).fill('E2E')
    await expect(page.getByRole('article', { name: 'E2E fits now' })).toBeVisible()
    await expect(page.getByRole('article', { name: 'E2E does not fit' })).toHaveCount(0)
  })

  test('unreadable stored data is kept for download, the user is told, and a fresh seed starts', async ({ page }) => {
    await signInAsDemo(page, 'Manager')
    // Leave the app (a page of the same origin without it), then damage what it stored.
    await page.goto('/mockServiceWorker.js')
    await page.evaluate(async () => {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('taskhive')
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      const transaction = database.transaction('store', 'readwrite')
      transaction.objectStore('store').put('{"schemaVersion": 1, "seedVer', 'meta')
      await new Promise((resolve) => (transaction.oncomplete = resolve))
      database.close()
    })

    await page.goto('/dashboard')
    // The fresh seed has no session: the user lands on the sign-in page, told why.
    await page.waitForURL('**/signin**')
    const notice = page.locator('.mantine-Notification-root', { hasText: 'Saved demo data could not be read' })
    await expect(notice).toContainText('It was set aside, not erased, and the demo started again with fresh data')
    const downloading = page.waitForEvent('download')
    await notice.getByRole('button', { name: 'Download unreadable data' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^taskhive-unreadable-data-.+\.json$/)
    const file = JSON.parse(await streamText(await download.createReadStream())) as { entries: { key: string; value: unknown }[] }
    expect(file.entries).toContainEqual({ key: 'meta', value: '{"schemaVersion": 1, "seedVer' })
    expect(file.entries.some((entry) => entry.key.startsWith('tasks/'))).toBe(true)

    await page.getByRole('button', { name: 'Sign in as demo Manager' }).click()
    await page.waitForURL('**/dashboard')
    await page.getByRole('button', { name: 'Demo settings' }).click()
    await expect(page.getByRole('menuitem', { name: 'Download unreadable data' })).toBeVisible()
    // Told once: a later load does not repeat the notice.
    await page.reload()
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
    await expect(page.getByText('Saved demo data could not be read')).toHaveCount(0)
  })

  test('a hard reload (past the service worker) recovers without the user doing anything', async ({ page, context }) => {
    await signInAsDemo(page, 'Manager')
    await page.goto('/tasks?project=3')
    await expect(page.getByRole('article').first()).toBeVisible()
    // A second tab, as users often have: the hard reload must recover with other pages open.
    const other = await context.newPage()
    await other.goto('/dashboard')
    await expect(other.getByRole('button', { name: 'Account menu' })).toBeVisible()

    const missed: string[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/') && !response.fromServiceWorker()) missed.push(`${response.status()} ${response.url()}`)
    })
    // Every load of the page, whoever answers it (the app's worker answers the normal reload).
    let documents = 0
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1
    })

    // Devtools' hard reload (Shift+Reload): the document is loaded past the worker, uncontrolled.
    const cdp = await context.newCDPSession(page)
    await cdp.send('Page.enable')
    await cdp.send('Page.reload', { ignoreCache: true })

    await expect.poll(() => documents).toBe(1)
    await page.waitForLoadState()
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 })
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    // Taken over in place by the worker (it claims the page when asked): no second load.
    expect(documents).toBe(1)
    await expect(page.getByText('Failed to fetch tasks')).toHaveCount(0)
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0)
    expect(missed).toEqual([])
  })
})

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks).toString('utf8')
}
