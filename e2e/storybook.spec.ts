import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page, test } from '@playwright/test'
import { RENDER_ALL } from './axe'
import { PAGE_ONLY_RULES, WCAG_TAGS } from '../stories/support/a11y'

// The static Storybook (npm run build-storybook) renders stories over the app's own handlers. The
// file's tests run in parallel: each worker serves it on a port of its own.
test.describe.configure({ mode: 'parallel' })
let ORIGIN = ''
let server: ChildProcess | undefined

test.beforeAll(async () => {
  if (!existsSync('storybook-static/iframe.html')) throw new Error('Build Storybook first: npm run build-storybook')
  const port = 6100 + (Number(process.env.E2E_PORT ?? 4173) % 100) + 1000 * test.info().parallelIndex
  ORIGIN = `http://localhost:${port}`
  server = spawn('node', ['scripts/static-server.mjs', 'storybook-static', String(port), '/'], { stdio: 'ignore' })
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

/**
 * Opens a story in a new preview and waits, as the sweep does, for the preview to say it rendered:
 * a fresh browser's preview first loads Storybook's ~100 files and registers msw's worker, which on
 * a busy machine took longer than an assertion's 10 s (CI, both tries). What the story shows is
 * then asserted as usual.
 */
async function openStory(page: Page, id: string) {
  await watchStoryOutcomes(page)
  await page.goto(story(id))
  expect(await storyOutcome(page)).toEqual({ status: 'success' })
}

test('the sign-in story renders the real page', async ({ page }) => {
  await openStory(page, 'pages-auth--sign-in')
  await expect(page.getByRole('heading', { name: 'Sign in to Taskhive' })).toBeVisible()
})

test("the staff shell story shows staff's menu over the mocked server", async ({ page }) => {
  await openStory(page, 'pages-app-shell--staff')
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu.getByRole('link', { name: 'Chat' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Users' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Sofia Ramirez')
})

/** The sizes of `.storybook/preview.tsx`'s viewport options. */
const VIEWPORTS: Record<string, { width: number; height: number }> = {
  phone: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
}

/** The part of Storybook's preview object used to read a story's globals and parameters before showing it. */
interface PreviewHandle {
  storyStoreValue: {
    loadStory: (options: { storyId: string }) => Promise<{
      storyGlobals?: { viewport?: { value?: string } }
      parameters: { a11y?: { config?: { rules?: { id: string; enabled?: boolean }[] } } }
    }>
  }
}

/** What the sweep keeps of axe's results: serious and critical violations only. */
interface Violation {
  id: string
  impact: string
  targets: string[]
}

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

interface StoryOutcome {
  status: 'success' | 'error'
  message?: string
}

/**
 * The preview announces each story's end on its channel ('storyFinished'); this keeps the last one
 * (and why it failed) in `window.__storyOutcome` for `storyOutcome`, on every page load.
 */
async function watchStoryOutcomes(page: Page) {
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
}

/** The shown story's outcome, once the preview announces it (a story gets 20 s, as in the sweep). */
async function storyOutcome(page: Page): Promise<StoryOutcome> {
  return page
    .waitForFunction(() => (window as unknown as { __storyOutcome?: StoryOutcome }).__storyOutcome, undefined, { timeout: 20_000 })
    .then(async (handle): Promise<StoryOutcome> => (await handle.jsonValue()) ?? { status: 'error', message: 'no outcome' })
    .catch((): StoryOutcome => ({ status: 'error', message: 'did not finish within 20 s' }))
}

/** Shows a story in the open preview, at the size its viewport global asks for, and waits for its outcome. */
async function showStory(page: Page, storyId: string): Promise<{ outcome: StoryOutcome; pageStory: boolean }> {
  const { viewport, pageStory } = await page.evaluate(
    async ({ storyId, pageOnly }) => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__: PreviewHandle }).__STORYBOOK_PREVIEW__
      const prepared = await preview.storyStoreValue.loadStory({ storyId })
      const rules = prepared.parameters.a11y?.config?.rules ?? []
      return {
        viewport: prepared.storyGlobals?.viewport?.value,
        pageStory: pageOnly.every((id) => rules.some((rule) => rule.id === id && rule.enabled === true)),
      }
    },
    { storyId, pageOnly: PAGE_ONLY_RULES },
  )
  await page.setViewportSize(VIEWPORTS[viewport ?? 'desktop'] ?? VIEWPORTS.desktop)
  await page.evaluate((storyId) => {
    const w = window as unknown as {
      __STORYBOOK_ADDONS_CHANNEL__: { emit: (event: string, payload: unknown) => void }
      __storyOutcome?: StoryOutcome
      __storyError?: string
    }
    w.__storyOutcome = undefined
    w.__storyError = undefined
    w.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' })
  }, storyId)
  return { outcome: await storyOutcome(page), pageStory }
}

/** Runs axe over what the shown story renders; serious and critical violations only. */
async function scanStory(page: Page, pageStory: boolean): Promise<Violation[]> {
  return page.evaluate(
    async ({ tags, disabled }) => {
      type Axe = {
        run: (
          context: unknown,
          options: unknown,
        ) => Promise<{ violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[] }>
      }
      // Transitions (a dialog fading in) settle first; spinners run forever and are not waited for.
      const settling = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      await Promise.race([Promise.all(settling.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 1000))])
      const { axe } = window as unknown as { axe: Axe }
      // A story that leaves a menu or dialog open is about that overlay: it is scanned alone, as in
      // the app's sweep (e2e/a11y.spec.ts), since the page under it has stories of its own and axe
      // would count its targets as covered by the overlay.
      const overlays = [...document.querySelectorAll<HTMLElement>('[role="menu"], [role="dialog"]')].filter((element) => element.checkVisibility())
      const results = await axe.run(
        // What the addon checks: the story, not Storybook's own elements.
        { include: overlays.length > 0 ? overlays : document.body, exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'] },
        {
          runOnly: { type: 'tag', values: tags },
          rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
          resultTypes: ['violations'],
        },
      )
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({ id: violation.id, impact: violation.impact ?? '', targets: violation.nodes.map((node) => node.target.map(String).join(' ')) }))
    },
    { tags: WCAG_TAGS, disabled: pageStory ? [] : PAGE_ONLY_RULES },
  )
}

/** The sweep below is split into this many tests of consecutive stories, so the workers share it. */
const SWEEP_PARTS = 6

/**
 * Every story renders and its play function passes, so a designer never opens a broken state.
 * The preview announces each story's end on its channel ('storyFinished'); failures say why.
 * Then axe checks what the story shows (WCAG A/AA, serious and critical violations fail it), as the
 * a11y addon does in Storybook's UI. Rules about a whole page (landmarks, a level-one heading, a
 * way to bypass blocks) are off for component stories, as Storybook's a11y setup treats them (it
 * turns `region` off for every story); stories of the whole app (`pageStory`) keep them. Of those,
 * only `bypass` is a WCAG rule; the others are best practice, outside the tags.
 */
for (let part = 0; part < SWEEP_PARTS; part++) {
  test(`every story renders and its play function passes (part ${part + 1} of ${SWEEP_PARTS})`, async ({ page }) => {
    const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as { entries: Record<string, { id: string; type: string; title: string; name: string }> }
    const allStories = Object.values(index.entries).filter((entry) => entry.type === 'story')
    expect(allStories.length).toBeGreaterThan(50)
    // Consecutive slices: together the parts take every story once.
    const from = Math.floor((allStories.length * part) / SWEEP_PARTS)
    const to = Math.floor((allStories.length * (part + 1)) / SWEEP_PARTS)
    const stories = allStories.slice(from, to)
    test.setTimeout(stories.length * 20_000)

    await watchStoryOutcomes(page)

    // Stories are switched the way Storybook's own manager does, without reloading the preview; the
    // page takes the size the story's viewport global asks for, as the manager's frame would.
    // The addon's own run is switched off (`a11y.manual`): the sweep runs axe once per story itself.
    await page.goto(`${story('none')}&globals=a11y.manual:!true`)
    const prepare = async () => {
      await page.waitForFunction(() => (window as unknown as { __STORYBOOK_PREVIEW__?: Partial<PreviewHandle> }).__STORYBOOK_PREVIEW__?.storyStoreValue)
      await page.addScriptTag({ path: AXE_SCRIPT })
      // As in the app's sweep: off-screen cards are measured as rendered, not as placeholders.
      await page.addStyleTag({ content: RENDER_ALL })
    }
    await prepare()
    // A preview that loaded again (once in a CI run: axe was gone when its check ran) has lost what
    // `prepare` added: it is added again, said in the log, and the story shown again.
    const reloaded = () => page.evaluate(() => !('axe' in window))
    const failures: string[] = []
    const violations: string[] = []
    const storiesPerRule = new Map<string, number>()
    let axeTime = 0
    for (const entry of stories) {
      let shown = await showStory(page, entry.id)
      if (await reloaded()) {
        console.log(`the Storybook preview loaded again before ${entry.id}: axe added again, story shown again`)
        await prepare()
        shown = await showStory(page, entry.id)
      }
      if (shown.outcome.status !== 'success') {
        failures.push(`${entry.title} / ${entry.name} (${entry.id}): ${shown.outcome.message ?? 'failed'}`)
        continue
      }
      const started = Date.now()
      const found = await scanStory(page, shown.pageStory)
      axeTime += Date.now() - started
      for (const violation of found) {
        storiesPerRule.set(violation.id, (storiesPerRule.get(violation.id) ?? 0) + 1)
        const targets = violation.targets.slice(0, 5).join(' | ')
        const more = violation.targets.length > 5 ? ` (+${violation.targets.length - 5} more)` : ''
        violations.push(`${entry.id}: ${violation.id} (${violation.impact}) ${targets}${more}`)
      }
    }
    const perRule = [...storiesPerRule].sort((a, b) => b[1] - a[1]).map(([rule, count]) => `${rule}: ${count} stories`)
    console.log(`axe: stories ${from + 1}–${to} of ${allStories.length} in ${(axeTime / 1000).toFixed(1)} s${perRule.length ? `; ${perRule.join(', ')}` : ''}`)
    expect(failures).toEqual([])
    expect(violations).toEqual([])
  })
}
