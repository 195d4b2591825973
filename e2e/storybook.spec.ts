import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
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

/** The sizes of `.storybook/preview.tsx`'s viewport options. */
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } }

/** The part of Storybook's preview object used to read a story's globals before showing it. */
interface PreviewHandle {
  storyStoreValue: { loadStory: (options: { storyId: string }) => Promise<{ storyGlobals?: { viewport?: { value?: string } } }> }
}

interface StoryOutcome {
  status: 'success' | 'error'
  message?: string
}

/**
 * Every story renders and its play function passes, so a designer never opens a broken state.
 * The preview announces each story's end on its channel ('storyFinished'); failures say why.
 */
test('every story renders and its play function passes', async ({ page }) => {
  const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as { entries: Record<string, { id: string; type: string; title: string; name: string }> }
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story')
  expect(stories.length).toBeGreaterThan(50)
  test.setTimeout(stories.length * 20_000)

  await page.addInitScript(() => {
    type Channel = { on: (event: string, listener: (payload: unknown) => void) => void }
    const w = window as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: Channel; __storyOutcome?: StoryOutcome; __storyError?: string }
    const describe = (payload: unknown) => {
      if (payload && typeof payload === 'object' && 'message' in payload) return String((payload as { message: unknown }).message)
      if (payload && typeof payload === 'object' && 'description' in payload) return String((payload as { description: unknown }).description)
      return JSON.stringify(payload)
    }
    const attach = () => {
      const channel = w.__STORYBOOK_ADDONS_CHANNEL__
      if (!channel) {
        setTimeout(attach, 5)
        return
      }
      for (const event of ['playFunctionThrewException', 'storyThrewException', 'storyErrored', 'unhandledErrorsWhilePlaying']) {
        channel.on(event, (payload) => {
          w.__storyError ??= `${event}: ${describe(Array.isArray(payload) ? payload[0] : payload).split('\n')[0]}`
        })
      }
      channel.on('storyFinished', (payload) => {
        // A static preview logs a failed play function and still reports 'success': the exception event decides.
        const status = (payload as { status?: string }).status === 'success' && !w.__storyError ? 'success' : 'error'
        w.__storyOutcome = { status, message: w.__storyError }
      })
    }
    attach()
  })

  // Stories are switched the way Storybook's own manager does, without reloading the preview; the
  // page takes the size the story's viewport global asks for, as the manager's frame would.
  await page.goto(story('none'))
  await page.waitForFunction(() => (window as unknown as { __STORYBOOK_PREVIEW__?: Partial<PreviewHandle> }).__STORYBOOK_PREVIEW__?.storyStoreValue)
  const failures: string[] = []
  for (const entry of stories) {
    const viewport = await page.evaluate(async (storyId) => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__: PreviewHandle }).__STORYBOOK_PREVIEW__
      const prepared = await preview.storyStoreValue.loadStory({ storyId })
      return prepared.storyGlobals?.viewport?.value
    }, entry.id)
    await page.setViewportSize(viewport === 'phone' ? VIEWPORTS.phone : VIEWPORTS.desktop)
    await page.evaluate((storyId) => {
      const w = window as unknown as {
        __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: unknown) => void }
        __storyOutcome?: StoryOutcome
        __storyError?: string
      }
      w.__storyOutcome = undefined
      w.__storyError = undefined
      w.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' })
    }, entry.id)
    const outcome = await page
      .waitForFunction(() => (window as unknown as { __storyOutcome?: StoryOutcome }).__storyOutcome, undefined, { timeout: 20_000 })
      .then(async (handle): Promise<StoryOutcome> => (await handle.jsonValue()) ?? { status: 'error', message: 'no outcome' })
      .catch((): StoryOutcome => ({ status: 'error', message: 'did not finish within 20 s' }))
    if (outcome.status !== 'success') failures.push(`${entry.title} / ${entry.name} (${entry.id}): ${outcome.message ?? 'failed'}`)
  }
  expect(failures).toEqual([])
})
