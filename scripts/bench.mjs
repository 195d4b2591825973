// `npm run bench`: builds the demo, serves it, and measures in Debian's Chromium what a first visit
// to each route downloads (JS and CSS, gzip), the speed targets of issues #5, #8 and #13, and
// prints JSON with each budget beside its figure, then a summary table (on stderr). Budgets live
// here, never in timed tests. Not part of CI; exits 1 when a figure is over its budget.
// Options: --no-build (reuse dist/), --port=4176, --only=<names> (comma-separated, see FIGURES),
// --lighthouse-runs=3, --peer-bulletproof=<address of bulletproof-react's demo> (bench-peer.mjs),
// --interactions-named=<text> (only the boxes and filters whose name contains it, e.g. 'tasks search').
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { spawn, spawnSync } from 'node:child_process'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { longChatRoomOk, measureLongChatRoom } from './bench-chat.mjs'
import { CHROME_PATH, CHROMIUM_ARGS, chromiumLaunchOptions } from './chromium.mjs'
import { readStored } from './bench-store.mjs'
import { measureLighthouse, taskhiveSignIn } from './bench-lighthouse.mjs'
import { bulletproofSignIn, bulletproofState, PEER_BLOCKED } from './bench-peer.mjs'

const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')))
const PORT = Number(args.get('port') ?? 4176)
const BASE = `http://127.0.0.1:${PORT}`
/** bulletproof-react's demo, measured beside us where the issue compares with it (bench-peer.mjs). */
const PEER = args.get('peer-bulletproof')?.replace(/\/+$/, '') ?? null
const LIGHTHOUSE_RUNS = Number(args.get('lighthouse-runs') ?? 3)

/** What `--only` can pick; the default run measures them all. */
const FIGURES = ['firstVisit', 'chat', 'dashboardTabs', 'interactions', 'interactions5k', 'lighthouse', 'repeatVisit', 'scale', 'live', 'board']
const only = args.has('only') ? new Set(args.get('only').split(',')) : new Set(FIGURES)
for (const name of only) if (!FIGURES.includes(name)) throw new Error(`--only: unknown figure ${name} (one of ${FIGURES.join(', ')})`)

/** Interactions (ms, input → next paint) and everything else in issue #13's table. */
const INPUT_BUDGET_MS = 30
const LIGHTHOUSE_BUDGET = { score: 92, tbtMs: 150 }
/** Repeat visit to the first card: at most this many times the peer's (its first discussion row). */
const REPEAT_VISIT_BUDGET = 1.0
const SCALE_SIZES = [640, 5000, 20000]
const SCALE_BUDGET = { boot: 1.5, create: 1.2 }
/** Boots per size: the median of five (three until stop 62, when one slow boot of three moved it). */
const BOOT_RUNS = 5
/**
 * Creates per size: the median of five (three until stop 63). Each size's first create runs cold
 * (its code paths, the first write's transaction) and was its slowest at every size, the third its
 * fastest (stop 63: 369–549 ms first, 333–364 ms third), so of three the median moved with the
 * first two; the scaling the ratio is about showed only in the warm ones.
 */
const CREATE_RUNS = 5
/** A first visit with no stored data seeds the demo's store (640 tasks) in the page. */
const SEED_BUDGET_MS = 300

/** Public routes are measured signed out; app routes signed in as this demo user. */
const ROUTES = [
  { path: '/', as: null, budgetKb: 200 },
  { path: '/features', as: null },
  { path: '/pricing', as: null },
  { path: '/documentation', as: null },
  { path: '/checkout', as: null },
  { path: '/signin', as: null, budgetKb: 230 },
  { path: '/dashboard', as: 'manager', budgetKb: 280, budgetRequests: 25 },
  { path: '/projects', as: 'manager' },
  { path: '/tasks', as: 'manager' },
  { path: '/chat', as: 'staff' },
]

/** Every box and filter of issue #13, measured at the seed and at 5,000 tasks. */
const ALL_INTERACTIONS = [
  { name: 'tasks search', as: 'manager', path: '/tasks', kind: 'type', box: (page) => page.getByRole('textbox', { name: 'Search', exact: true }) },
  { name: 'projects search', as: 'manager', path: '/projects', kind: 'type', box: (page) => page.getByRole('textbox', { name: 'Search projects' }) },
  { name: 'users search', as: 'admin', path: '/users', kind: 'type', box: (page) => page.getByRole('textbox', { name: 'Search users' }) },
  { name: 'roles search', as: 'admin', path: '/roles', kind: 'type', box: (page) => page.getByRole('textbox', { name: 'Search roles' }) },
  { name: 'checklist templates search', as: 'admin', path: '/checklist-templates', kind: 'type', box: (page) => page.getByRole('textbox', { name: 'Search templates' }) },
  { name: 'project staff search', as: 'manager', path: '/project-staff', kind: 'type', box: (page) => page.getByRole('textbox', { name: 'Search projects and members' }) },
  { name: 'project tasks search', as: 'manager', path: '/project-tasks', kind: 'type', box: (page) => page.getByRole('textbox', { name: 'Search tasks' }) },
  { name: 'daily checklist search', as: 'manager', path: '/daily-checklist', kind: 'type', box: (page) => page.getByRole('textbox', { name: 'Search checklist' }) },
  { name: 'dashboard tabs', as: 'manager', path: '/dashboard', kind: 'tabs' },
  { name: 'dashboard project filter', as: 'manager', path: '/dashboard', kind: 'select', box: (page) => page.getByRole('combobox', { name: 'Project', exact: true }) },
  { name: 'project tasks status filter', as: 'manager', path: '/project-tasks', kind: 'select', box: (page) => page.getByRole('combobox', { name: 'Status', exact: true }) },
]
const INTERACTIONS = ALL_INTERACTIONS.filter((entry) => entry.name.includes(args.get('interactions-named') ?? ''))
if (INTERACTIONS.length === 0) throw new Error(`--interactions-named: no box or filter's name contains it (${ALL_INTERACTIONS.map((entry) => entry.name).join(', ')})`)

/**
 * Installed in every measured page. Input → next paint is timed from the input's own trusted event
 * (`keydown` or `pointerdown`, its `timeStamp` is when the browser got it) to the first paint after
 * the event that changes the screen (`input` or `click`) was handled: a requestAnimationFrame
 * callback runs just before the frame that shows React's update is painted, and a MessageChannel
 * task posted from it runs right after that paint. `presentedMs` is the Event Timing API's figure
 * for the same input, which lasts until the frame is presented, after the compositor has rastered
 * it (here, in software: up to 30 ms more); the API only reports events of 16 ms and more, in steps of
 * 8 ms, so it is recorded beside the budget, not judged. `waitFor(condition)` times a state the
 * same way as the paint: the first paint after the DOM satisfies the condition.
 */
function pageProbe(firstCardSelector = 'main article') {
  const afterNextPaint = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve(performance.now())
        channel.port2.postMessage(null)
      }),
    )
  /** Event Timing's duration of an input, from its first event to the frame presented after its last; 16 when under the API's threshold. */
  const presented = (names, since) =>
    new Promise((resolve) => {
      let end = null
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (names.includes(entry.name) && entry.startTime >= since() - 1) end = Math.max(end ?? 0, entry.startTime + entry.duration)
      })
      observer.observe({ type: 'event', durationThreshold: 16 })
      setTimeout(() => {
        observer.disconnect()
        resolve(end === null ? 16 : Math.max(16, end - since()))
      }, 500)
    })
  window.__bench = {
    afterNextPaint,
    arm(startType, endType) {
      let started = null
      addEventListener(startType, (event) => (started = event.timeStamp), { capture: true, once: true })
      window.__bench.presented = presented([startType, endType], () => started)
      window.__bench.result = new Promise((resolve) =>
        addEventListener(endType, () => afterNextPaint().then((ended) => resolve(ended - started)), { capture: true, once: true }),
      )
      // Input → result painted: the first paint after the last change the input made to the page's
      // content (the list, the counters), read once the page has been still for QUIET_MS.
      const QUIET_MS = 300
      window.__bench.settled = new Promise((resolve) => {
        const main = document.querySelector('main') ?? document.body
        let lastChange = null
        let lastPaintAfterChange = null
        let quietSince = performance.now()
        // React sets and removes a controlled input's `name` on every render: a batch of records
        // that leaves each attribute and text as it was before the batch changes nothing on screen.
        const changes = (records) => {
          const before = new Map()
          for (const record of records) {
            if (record.type === 'childList') return true
            const key = record.type === 'attributes' ? record.attributeName : '#text'
            const seen = before.get(record.target) ?? new Map()
            if (!seen.has(key)) seen.set(key, record.oldValue)
            before.set(record.target, seen)
          }
          for (const [target, seen] of before) {
            for (const [key, old] of seen) if ((key === '#text' ? target.data : target.getAttribute(key)) !== old) return true
          }
          return false
        }
        const observer = new MutationObserver((records) => {
          if (!changes(records)) return
          lastChange = performance.now()
          lastPaintAfterChange = null
          quietSince = lastChange
        })
        observer.observe(main, { childList: true, subtree: true, characterData: true, characterDataOldValue: true, attributes: true, attributeOldValue: true })
        const frame = () =>
          afterNextPaint().then((painted) => {
            if (lastChange !== null && lastPaintAfterChange === null && painted > lastChange) lastPaintAfterChange = painted
            if (started !== null && performance.now() - quietSince > QUIET_MS && (lastChange === null || lastPaintAfterChange !== null)) {
              observer.disconnect()
              resolve(lastChange === null ? null : lastPaintAfterChange - started)
            } else frame()
          })
        frame()
      })
    },
    /** Resolves with the time of the first paint after `condition()` holds (checked on every DOM change). */
    paintWhen(condition) {
      return new Promise((resolve) => {
        const check = () => {
          if (!condition()) return false
          observer.disconnect()
          afterNextPaint().then(resolve)
          return true
        }
        const observer = new MutationObserver(check)
        observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true })
        check()
      })
    },
  }
  // Boot: the first task card (`main article`, dashboard or /tasks; a peer's first row) painted, from navigation start (performance's time origin).
  window.__benchFirstCard = new Promise((resolve) => {
    const start = () => window.__bench.paintWhen(() => document.querySelector(firstCardSelector)).then(resolve)
    if (document.documentElement) start()
    else addEventListener('DOMContentLoaded', start)
  })
}

const DEMO_SETTINGS_QUIET = JSON.stringify({ latency: 'off', teammates: false })

if (!args.has('no-build')) {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn('node_modules/.bin/vite', ['preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], { stdio: ['ignore', 'ignore', 'inherit'], detached: true })
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}
process.on('exit', stop)

async function waitForServer() {
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(BASE)).ok) return
    } catch (error) {
      if (server.exitCode !== null) throw new Error(`vite preview exited with ${server.exitCode}`)
      if (i % 25 === 24) console.error('waiting for preview:', error.cause ?? error)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`preview did not start on ${BASE}`)
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const round1 = (ms) => Math.round(ms * 10) / 10
const round2 = (value) => Math.round(value * 100) / 100

/** The summary: one row per figure with its budget; `ok` is null when there is no budget. */
const summary = []
function figure(name, value, budget, ok) {
  summary.push({ figure: name, value, budget: budget ?? null, ok: ok ?? null })
}

/** Waits until the demo store has been saved with the signed-in session (it is saved a moment after each write). */
const storeHasSession = async (page) => {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token)
  // The store keeps only the token's SHA-256 (mocks/secrets.ts).
  const tokenHash = createHash('sha256').update(token).digest('hex')
  await waitForStored(page, async (read, tokenHash) => ((await read(['sessions'])).sessions ?? []).some((session) => session.tokenHash === tokenHash), tokenHash)
}

/**
 * Polls the stored demo data (IndexedDB) until `check(read, arg)` holds; `read` is readStored.
 * Playwright's waitForFunction cannot take an imported helper, so the helper's source goes along.
 */
async function waitForStored(page, check, arg, timeout = 120_000) {
  const started = Date.now()
  for (;;) {
    const ok = await page.evaluate(
      async ({ readSource, checkSource, arg }) => {
        const read = new Function(`return (${readSource})`)()
        return new Function(`return (${checkSource})`)()(read, arg)
      },
      { readSource: readStored.toString(), checkSource: check.toString(), arg },
    )
    if (ok) return
    if (Date.now() - started > timeout) throw new Error('The demo store was not saved in time')
    await page.waitForTimeout(200)
  }
}

/** How many tasks are stored, and how many bytes the demo's store takes in the origin's storage. */
async function storedTasks(page) {
  return page.evaluate(async (readSource) => {
    const read = new Function(`return (${readSource})`)()
    const { tasks } = await read(['tasks'])
    // The demo's store only: the app's worker also keeps a copy of the build in Cache Storage.
    const { usage, usageDetails } = await navigator.storage.estimate()
    return { storedTasks: tasks?.length ?? 0, bytes: usageDetails?.indexedDB ?? usage ?? 0 }
  }, readStored.toString())
}

async function signedInState(browser, username) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${BASE}/signin`)
  await page.getByRole('button', { name: `Sign in as demo ${username[0].toUpperCase()}${username.slice(1)}` }).click()
  await page.waitForURL('**/dashboard')
  await storeHasSession(page)
  // The demo store (and the session it holds) lives in IndexedDB.
  const state = await context.storageState({ indexedDB: true })
  await context.close()
  return state
}

/**
 * Waits until the app's worker has precached the build (docs/architecture.md): a context's first
 * page asks for it 4 s after load, and its 2 MB then download beside the page, on this 2-core
 * machine the inputs' own cores (tasks search read 12 to 121 ms within one run). Figures of the
 * app in use are taken once it is done, as a visitor's second minute would be.
 */
async function whenPrecached(page) {
  const { version, files } = JSON.parse(/^const BUILD = (.*);$/m.exec(readFileSync('dist/sw.js', 'utf8'))[1])
  for (const started = Date.now(); Date.now() - started < 60_000; await page.waitForTimeout(250)) {
    const cached = await page.evaluate(async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).length : 0), `taskhive-precache-${version}`)
    if (cached >= files.length) return
  }
  throw new Error('The app\'s worker did not precache the build within 60 s')
}

/** A signed-in context with the quiet demo (no latency, no teammates) and the page probe. */
async function quietContext(browser, state) {
  const context = await browser.newContext({ storageState: state, viewport: { width: 1280, height: 900 } })
  await context.addInitScript((settings) => localStorage.setItem('taskhive:demo-settings', settings), DEMO_SETTINGS_QUIET)
  await context.addInitScript(pageProbe)
  return context
}

/**
 * A first visit to `route` (signed in as `route.as`, or with `route.state`), on `route.base` (ours
 * by default): every script and stylesheet's gzip size, and the requests the page makes to its own
 * host. API calls answered by the in-browser server (ours under /api/, the peer's on its API's own
 * host) are not counted, nor the peer's blocked external font.
 */
async function measure(browser, route, states) {
  const base = route.base ?? BASE
  const context = await browser.newContext(route.state ? { storageState: route.state } : route.as ? { storageState: states[route.as] } : {})
  for (const pattern of route.blocked ?? []) await context.route(pattern.replace(/\*$/, '**'), (request) => request.abort())
  const page = await context.newPage()
  const seen = new Map()
  let requests = 0
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === new URL(base).origin && !url.pathname.startsWith('/api/')) requests += 1
  })
  page.on('response', async (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    try {
      const body = await response.body()
      seen.set(response.url(), { type, gzip: gzipSync(body).length })
    } catch {
      // redirects and aborted requests have no body
    }
  })
  const started = Date.now()
  await page.goto(`${base}${route.path}`, { waitUntil: 'networkidle' })
  // A signed-in screen of ours asks for the in-browser server's chunk after its first paint
  // (main.tsx), and the network can be still for the 500 ms Playwright calls idle before it does:
  // the visit counts once that server has started and what it answers has loaded.
  if (route.as && !route.base) {
    await page.waitForFunction(() => 'taskhiveDemo' in window, null, { timeout: 60_000 })
    await page.waitForLoadState('networkidle')
  }
  const loadMs = Date.now() - started
  await context.close()
  const js = [...seen.values()].filter((entry) => entry.type === 'script').reduce((sum, entry) => sum + entry.gzip, 0)
  const css = [...seen.values()].filter((entry) => entry.type === 'stylesheet').reduce((sum, entry) => sum + entry.gzip, 0)
  const fileKb = Object.fromEntries([...seen].sort((a, b) => b[1].gzip - a[1].gzip).map(([url, entry]) => [new URL(url).pathname, kb(entry.gzip)]))
  const result = { route: route.path, signedInAs: route.as ?? null, jsKb: kb(js), cssKb: kb(css), totalKb: kb(js + css), files: seen.size, requests, loadMs, fileKb }
  if (route.budgetKb) {
    result.budgetKb = route.budgetKb
    result.withinBudget = kb(js + css) <= route.budgetKb
    figure(`${route.path} first visit JS+CSS gzip (KB)`, kb(js + css), `≤ ${route.budgetKb}`, result.withinBudget)
  }
  if (route.budgetRequests) {
    result.budgetRequests = route.budgetRequests
    result.withinRequestBudget = requests <= route.budgetRequests
    figure(`${route.path} first visit requests`, requests, `≤ ${route.budgetRequests}`, result.withinRequestBudget)
  }
  return result
}

/**
 * Seeding the demo's store on a first visit with nothing stored: the `taskhive:seed` measure
 * (mocks/persist.ts) of three fresh visits to /signin, whose first Tab starts the server.
 */
async function measureSeed(browser) {
  const runs = []
  for (let run = 0; run < 3; run += 1) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${BASE}/signin`)
    // The first key, pointer or focus event starts the server there (src/lib/backend.ts).
    await page.keyboard.press('Tab')
    const handle = await page.waitForFunction(() => performance.getEntriesByName('taskhive:seed', 'measure')[0]?.duration, null, { timeout: 60_000 })
    runs.push(await handle.jsonValue())
    await context.close()
  }
  const ms = round1(median(runs))
  figure('seed the demo data on a first visit (ms, median of 3)', ms, `≤ ${SEED_BUDGET_MS}`, ms <= SEED_BUDGET_MS)
  return { ms, runsMs: runs.map(round1), budgetMs: SEED_BUDGET_MS }
}

/** Issue #5: best of three per tab: click → tab selected and the list showing another first task → next frame (ms). */
async function measureDashboardTabs(browser, state) {
  const context = await browser.newContext({ storageState: state })
  const page = await context.newPage()
  await page.goto(`${BASE}/dashboard`)
  await page.locator('main article').first().waitFor()
  const best = {}
  for (let round = 0; round < 3; round += 1) {
    for (const label of ['To Do', 'In Progress', 'Completed', 'All']) {
      const ms = await page.evaluate(async (name) => {
        const tab = [...document.querySelectorAll('[role="tab"]')].find((element) => element.textContent?.trim() === name)
        // The first card shows another task: the list reuses its elements for the tasks that arrive
        // (useRecycledKeys), so the task it shows tells, not the element.
        const firstTask = () => document.querySelector('main article')?.getAttribute('data-task-id')
        const before = firstTask()
        const started = performance.now()
        tab.click()
        await new Promise((resolve) => {
          const check = () => (tab.getAttribute('aria-selected') === 'true' && firstTask() !== before ? resolve() : requestAnimationFrame(check))
          check()
        })
        await new Promise((resolve) => requestAnimationFrame(resolve))
        return performance.now() - started
      }, label)
      best[label] = Math.min(best[label] ?? Number.POSITIVE_INFINITY, Math.round(ms))
    }
  }
  await context.close()
  return best
}

/**
 * One trusted input (a key press or a click) timed from its first event to the next paint, and to
 * the paint that shows its result (`settledMs`, null when it changed nothing on the page).
 */
async function timed(page, startType, endType, act) {
  await page.evaluate(([start, end]) => window.__bench.arm(start, end), [startType, endType])
  await act()
  return page.evaluate(async () => ({ ms: await window.__bench.result, settledMs: await window.__bench.settled, presentedMs: await window.__bench.presented }))
}

/** Input → next paint samples (ms) for one box or filter on an open page: ≥ 6 runs each. */
async function interactionSamples(page, interaction) {
  const samples = []
  if (interaction.kind === 'type') {
    const box = interaction.box(page)
    await box.click()
    // Narrowing and widening: type three letters, then delete them, twice.
    for (let round = 0; round < 2; round += 1) {
      for (const key of ['s', 't', 'a', 'Backspace', 'Backspace', 'Backspace']) {
        samples.push(await timed(page, 'keydown', 'input', () => page.keyboard.press(key)))
      }
    }
  } else if (interaction.kind === 'tabs') {
    for (let round = 0; round < 2; round += 1) {
      for (const label of ['To Do', 'In Progress', 'Completed', 'All']) {
        samples.push(await timed(page, 'pointerdown', 'click', () => page.getByRole('tab', { name: label }).click()))
      }
    }
  } else if (await interaction.box(page).evaluate((element) => element instanceof HTMLSelectElement)) {
    // The browser's own select: focused, each arrow key picks the next (or previous) option.
    const box = interaction.box(page)
    await box.focus()
    for (let run = 0; run < 6; run += 1) {
      samples.push(await timed(page, 'keydown', 'change', () => page.keyboard.press(run < 3 ? 'ArrowDown' : 'ArrowUp')))
    }
  } else {
    // A Mantine Select: open it (not timed), then time the click on an option; cycle through the first options.
    const box = interaction.box(page)
    for (let run = 0; run < 6; run += 1) {
      await box.click()
      const options = page.getByRole('option')
      await options.first().waitFor()
      const count = await options.count()
      const option = options.nth((run + 1) % Math.min(count, 4))
      samples.push(await timed(page, 'pointerdown', 'click', () => option.click()))
    }
  }
  return samples
}

/** Every box and filter at the seed (`tasks` null) or with the store grown to `tasks` tasks. */
async function measureInteractions(browser, states, tasks) {
  const results = []
  for (const as of ['manager', 'admin'].filter((role) => INTERACTIONS.some((entry) => entry.as === role))) {
    const context = await quietContext(browser, states[as])
    const page = await context.newPage()
    if (tasks) {
      await page.goto(`${BASE}/dashboard?bench-tasks=${tasks}`)
      await page.locator('main article').first().waitFor({ timeout: 120_000 })
      await waitForStored(page, async (read, n) => ((await read(['tasks'])).tasks ?? []).length >= n, tasks)
    }
    if (!tasks) await page.goto(`${BASE}/dashboard`)
    await whenPrecached(page)
    for (const interaction of INTERACTIONS.filter((entry) => entry.as === as)) {
      await page.goto(`${BASE}${interaction.path}`)
      await (interaction.box ? interaction.box(page) : page.getByRole('tab').first()).waitFor()
      // Let the first render and the lists settle before the first keystroke.
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(300)
      const samples = await interactionSamples(page, interaction)
      const medianMs = round1(median(samples.map((sample) => sample.ms)))
      // Inputs that changed nothing on the page (a key that keeps the same list) have no result to time.
      const settled = samples.map((sample) => sample.settledMs).filter((ms) => ms !== null)
      const resultMs = settled.length ? round1(median(settled)) : null
      const presentedMs = round1(median(samples.map((sample) => sample.presentedMs)))
      const name = `${interaction.name} @ ${tasks ? `${tasks} tasks` : 'seed'}`
      const ok = medianMs <= INPUT_BUDGET_MS && (resultMs === null || resultMs <= INPUT_BUDGET_MS)
      results.push({
        name,
        path: interaction.path,
        signedInAs: as,
        medianMs,
        resultMedianMs: resultMs,
        runsMs: samples.map((sample) => round1(sample.ms)),
        resultRunsMs: settled.map(round1),
        presentedMedianMs: presentedMs,
        presentedRunsMs: samples.map((sample) => round1(sample.presentedMs)),
        budgetMs: INPUT_BUDGET_MS,
        ok,
      })
      figure(`${name}: input → next paint (ms)`, medianMs, `≤ ${INPUT_BUDGET_MS}`, medianMs <= INPUT_BUDGET_MS)
      figure(`${name}: input → result painted (ms)`, resultMs, `≤ ${INPUT_BUDGET_MS}`, resultMs === null || resultMs <= INPUT_BUDGET_MS)
      figure(`${name}: input → frame presented, Event Timing (ms)`, presentedMs, 'record', null)
    }
    await context.close()
  }
  return results
}

/** Repeat visits per figure: the machine's pace drifts by ±20 % within a minute, so several. */
const REPEAT_VISITS = 9

/**
 * A page for repeat visits (the worker installed, the data stored): loaded once and settled (ours:
 * its worker has precached the build, as a returning visitor's has). Each `visit` is about:blank,
 * then the page, timed from navigation start to the first card painted.
 */
async function repeatVisitor(context, url, selector, settled = async () => {}) {
  const page = await context.newPage()
  await page.goto(url)
  await page.locator(selector).first().waitFor()
  await page.waitForLoadState('networkidle')
  await settled(page)
  return async () => {
    await page.goto('about:blank')
    await page.goto(url)
    return page.evaluate(() => window.__benchFirstCard)
  }
}

/**
 * Repeat visit to the first card: ours is /tasks' first task card; with `--peer-bulletproof`, the
 * peer's is its discussions list's first row (its own session, its font blocked), the two visited
 * in turn so that both see the same moments of the machine; each figure is the median.
 */
async function measureRepeatVisit(browser, state) {
  // Closed at the end: an open page of the app would still be running during the figures after this one.
  const contexts = [await quietContext(browser, state)]
  const ours = await repeatVisitor(contexts[0], `${BASE}/tasks`, 'main article', whenPrecached)
  let peer = null
  if (PEER) {
    const context = await browser.newContext({ storageState: await bulletproofState(browser, PEER) })
    contexts.push(context)
    for (const pattern of PEER_BLOCKED) await context.route(pattern.replace(/\*$/, '**'), (request) => request.abort())
    await context.addInitScript(pageProbe, 'table tbody tr')
    peer = await repeatVisitor(context, `${PEER}/app/discussions`, 'table tbody tr')
  }
  const runs = { ours: [], peer: [] }
  for (let run = 0; run < REPEAT_VISITS; run += 1) {
    runs.ours.push(Math.round(await ours()))
    if (peer) runs.peer.push(Math.round(await peer()))
  }
  for (const context of contexts) await context.close()
  const result = { path: '/tasks', medianMs: Math.round(median(runs.ours)), runsMs: runs.ours }
  if (!peer) {
    figure('repeat visit → first task card on /tasks (ms)', result.medianMs, `≤ ${REPEAT_VISIT_BUDGET} × bulletproof (not measured: --peer-bulletproof)`, null)
    return result
  }
  const bulletproof = { path: '/app/discussions', medianMs: Math.round(median(runs.peer)), runsMs: runs.peer }
  const ratioRaw = result.medianMs / bulletproof.medianMs
  const ratio = round2(ratioRaw)
  figure('repeat visit → first task card on /tasks (ms)', result.medianMs, 'record', null)
  figure('repeat visit → bulletproof first discussion row (ms)', bulletproof.medianMs, 'record', null)
  figure('repeat visit: ours ÷ bulletproof', ratio, `≤ ${REPEAT_VISIT_BUDGET}`, ratioRaw <= REPEAT_VISIT_BUDGET)
  return { ...result, bulletproof, ratio, budget: REPEAT_VISIT_BUDGET }
}

/** The page's calls in flight, and how long since the last one ended (ms). */
function callsOf(page) {
  const open = new Set()
  let lastEnded = Date.now()
  const ended = (request) => {
    open.delete(request)
    lastEnded = Date.now()
  }
  page.on('request', (request) => open.add(request))
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  return { quietForMs: () => (open.size > 0 ? 0 : Date.now() - lastEnded) }
}

/**
 * Waits for a settled screen: no call in flight and no long task for `quietMs`. A create makes the
 * lists refetch (SPEC §7) once the dialog has closed; at 20,000 tasks that is ~0.7 s of answer and
 * ~0.3 s of parsing, and a fixed pause after it (1.5 s, until stop 60) let the next run start
 * inside it or inside the garbage collection after it: in stop 59's four scale runs the second of
 * three creates was the slowest at 5,000 and at 20,000 tasks every time (495–776 ms; the others
 * 345–578 ms).
 */
async function whenStill(page, calls, quietMs = 500) {
  await page.evaluate(() => {
    if (window.__benchLongTaskEnd !== undefined) return
    window.__benchLongTaskEnd = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__benchLongTaskEnd = Math.max(window.__benchLongTaskEnd, entry.startTime + entry.duration)
    }).observe({ type: 'longtask', buffered: true })
  })
  for (const started = Date.now(); Date.now() - started < 60_000; await page.waitForTimeout(100)) {
    const sinceLongTask = await page.evaluate(() => performance.now() - window.__benchLongTaskEnd)
    if (calls.quietForMs() >= quietMs && sinceLongTask >= quietMs) return
  }
  throw new Error(`The page did not settle (no call, no long task for ${quietMs} ms) within 60 s`)
}

/**
 * Boot to the first dashboard card and "create a task settles" with the store grown to each size,
 * and how big the stored demo data gets. Boot is a reload of /dashboard (the store is read back
 * from IndexedDB); when the data does not fit in storage, the store is grown again in memory at
 * every boot (`storedFits: false`), which the boot figure then includes.
 */
async function measureScale(browser, state) {
  const sizes = []
  for (const tasks of SCALE_SIZES) {
    const context = await quietContext(browser, state)
    const page = await context.newPage()
    const calls = callsOf(page)
    const url = `${BASE}/dashboard?bench-tasks=${tasks}`
    await page.goto(url)
    await page.locator('main article').first().waitFor({ timeout: 180_000 })
    await page.waitForTimeout(500)
    const stored = await storedTasks(page)
    const storedFits = stored.storedTasks >= tasks
    // Each boot starts from a still page, the build precached: a reload at once (until stop 62) began
    // while the page before it still loaded the whole list, and the context's first page precached
    // the build's 2 MB 4 s after its load, inside the boots of every size (640 tasks read 495–567 ms
    // that way, 350–393 ms from a still page).
    await whenPrecached(page)
    const bootRuns = []
    for (let run = 0; run < BOOT_RUNS; run += 1) {
      await whenStill(page, calls)
      await page.goto(url)
      bootRuns.push(await page.evaluate(() => window.__benchFirstCard))
    }
    // Create a task in the first project: submit pressed → dialog gone and "Total Tasks" one higher, painted.
    await page.goto(`${BASE}/dashboard?project=1${storedFits ? '' : `&bench-tasks=${tasks}`}`)
    await page.locator('main article').first().waitFor({ timeout: 180_000 })
    await whenPrecached(page)
    const createRuns = []
    for (let run = 0; run < CREATE_RUNS; run += 1) {
      await whenStill(page, calls)
      const total = page.getByRole('group', { name: 'Total Tasks' })
      const before = await total.innerText()
      await page.getByRole('button', { name: 'New Task' }).click()
      const dialog = page.getByRole('dialog', { name: 'Create New Task' })
      await dialog.getByRole('textbox', { name: 'Title' }).fill(`Bench task ${run + 1}`)
      await page.evaluate((text) => {
        window.__bench.created = new Promise((resolve) => {
          addEventListener(
            'pointerdown',
            (event) => {
              const started = event.timeStamp
              const counter = () => document.querySelector('[role="group"][aria-label="Total Tasks"]')?.textContent ?? ''
              window.__bench
                .paintWhen(() => !document.querySelector('[role="dialog"]') && counter() !== text)
                .then((ended) => resolve(ended - started))
            },
            { capture: true, once: true },
          )
        })
      }, before)
      await dialog.getByRole('button', { name: 'Create Task' }).click()
      createRuns.push(await page.evaluate(() => window.__bench.created))
    }
    await context.close()
    sizes.push({
      tasks,
      storedBytes: stored.bytes,
      storedFits,
      bootToFirstCardMs: Math.round(median(bootRuns)),
      bootRunsMs: bootRuns.map(Math.round),
      createSettlesMs: Math.round(median(createRuns)),
      createRunsMs: createRuns.map(Math.round),
    })
  }
  const base = sizes[0]
  const largest = sizes.at(-1)
  // Judged unrounded and shown to two places: 434 ms ÷ 351 ms is 1.24, over a 1.2 budget, and
  // rounding to one place read it as 1.2 and within.
  const bootRatioRaw = largest.bootToFirstCardMs / base.bootToFirstCardMs
  const createRatioRaw = largest.createSettlesMs / base.createSettlesMs
  const bootRatio = round2(bootRatioRaw)
  const createRatio = round2(createRatioRaw)
  for (const size of sizes) {
    figure(`boot → first dashboard card @ ${size.tasks} tasks (ms)`, size.bootToFirstCardMs, null, null)
    figure(`create a task settles @ ${size.tasks} tasks (ms)`, size.createSettlesMs, null, null)
    figure(`stored demo data @ ${size.tasks} tasks (origin storage, bytes)`, size.storedBytes, 'every task stored', size.storedFits)
  }
  figure(`boot @ ${largest.tasks} ÷ boot @ ${base.tasks}`, bootRatio, `≤ ${SCALE_BUDGET.boot}`, bootRatioRaw <= SCALE_BUDGET.boot)
  figure(`create @ ${largest.tasks} ÷ create @ ${base.tasks}`, createRatio, `≤ ${SCALE_BUDGET.create}`, createRatioRaw <= SCALE_BUDGET.create)
  return { sizes, bootRatio, createRatio, budget: { bootRatio: SCALE_BUDGET.boot, createRatio: SCALE_BUDGET.create, storedFits: 'every task stored' } }
}

/** Issue 18: a live update appears ≤ 300 ms after the server's write. */
const LIVE_BUDGET_MS = 300

/**
 * Two tabs of one manager on /dashboard: one changes a task's status through the API (the server's
 * write), the other paints that card lit up. Both read one clock (`performance.timeOrigin` + now).
 * Median of five writes, each on the next card.
 */
async function measureLiveUpdate(browser, state) {
  const context = await quietContext(browser, state)
  const writer = await context.newPage()
  const reader = await context.newPage()
  for (const page of [writer, reader]) {
    await page.goto(`${BASE}/dashboard`)
    await page.locator('main article').first().waitFor()
  }
  await reader.waitForTimeout(1000)
  const runs = []
  for (let run = 0; run < 5; run += 1) {
    const taskId = await reader.evaluate((index) => {
      const link = document.querySelectorAll('main article')[index]?.querySelector('a[href*="/tasks/"]')
      return Number(/\/tasks\/(\d+)/.exec(link?.getAttribute('href') ?? '')?.[1])
    }, run)
    const painted = pending(reader.evaluate((id) => {
      const card = document.querySelector(`main article a[href$="/tasks/${id}"]`)?.closest('article')
      return new Promise((resolve, reject) => {
        if (!card) return reject(new Error(`no card for task ${id}`))
        const observer = new MutationObserver(() => {
          if (!card.classList.contains('live-changed')) return
          observer.disconnect()
          requestAnimationFrame(() => setTimeout(() => resolve(performance.timeOrigin + performance.now()), 0))
        })
        observer.observe(card, { attributes: true, attributeFilter: ['class'] })
      })
    }, taskId))
    const wroteAt = await writer.evaluate(async ({ id, api }) => {
      const { token } = JSON.parse(localStorage.getItem('user') ?? '{}')
      const headers = { Authorization: `Bearer ${token}` }
      // A change to the status it already has changes nothing, and is announced to nobody.
      const current = await (await fetch(`${api}/staff/tasks/${id}`, { headers })).json()
      const status = current.status === 'IN_REVIEW' ? 'IN_PROGRESS' : 'IN_REVIEW'
      const startedAt = performance.timeOrigin + performance.now()
      const response = await fetch(`${api}/staff/tasks/${id}/status?status=${status}`, { method: 'PATCH', headers })
      if (!response.ok) throw new Error(`status change answered ${response.status}`)
      return startedAt
    }, { id: taskId, api: '/api' })
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error(`live update: task ${taskId} not highlighted within 10 s`)), 10_000))
    runs.push((await Promise.race([painted, timeout])) - wroteAt)
    await reader.waitForTimeout(2500)
  }
  await context.close()
  const medianMs = Math.round(median(runs))
  figure('live update: server write → other tab paints it (ms)', medianMs, `≤ ${LIVE_BUDGET_MS}`, medianMs <= LIVE_BUDGET_MS)
  return { medianMs, runsMs: runs.map(Math.round), budgetMs: LIVE_BUDGET_MS }
}

/** Issue 18: the board of a 600-task project opens in ≤ 150 ms; a drag ends in ≤ 50 ms to paint. */
const BOARD_BUDGET = { openMs: 150, dropMs: 50 }
/** Grown round-robin over the seed's 10 projects of 64 tasks, 5,800 tasks give project 1 616 of them. */
const BOARD_STORE_TASKS = 5800

/** Resolves with the ms from the next `startType` event to the first paint showing the board's cards. */
function boardPainted(page, startType) {
  return page.evaluate((type) => {
    let started = null
    addEventListener(type, (event) => (started = event.timeStamp), { capture: true, once: true })
    const ready = () => document.querySelectorAll('[data-testid="task-board"] [data-status]').length === 4 && document.querySelector('[data-testid="task-board"] [data-task-id]')
    return window.__bench.paintWhen(() => started !== null && ready()).then((at) => at - started)
  }, startType)
}

/** A measurement still pending when the run fails must not hide the failure (the page closes under it). */
const pending = (promise) => {
  promise.catch(() => undefined)
  return promise
}

/**
 * Project 1 with 600+ tasks, its data loaded. Open: the board of the project, from the Back that
 * returns to /projects/1?view=board from /projects (the router's popstate) to the paint that shows
 * its cards. Switch (recorded): from the press on the view switch's Board, the list shown, to that
 * paint; it includes taking down the list's 600+ rows. Drop: a keyboard drag of To Do's first card
 * one column right, from the Space that drops it to the paint that shows it in In Progress.
 * Medians of five.
 */
async function measureBoard(browser, state) {
  const context = await quietContext(browser, state)
  const page = await context.newPage()
  await page.goto(`${BASE}/dashboard?bench-tasks=${BOARD_STORE_TASKS}`)
  await page.locator('main article').first().waitFor({ timeout: 120_000 })
  await waitForStored(page, async (read, n) => ((await read(['tasks'])).tasks ?? []).length >= n, BOARD_STORE_TASKS)
  await page.goto(`${BASE}/projects/1?view=board`)
  const firstCard = page.locator('[data-testid="task-board"] [data-task-id]').first()
  await firstCard.waitFor({ timeout: 60_000 })
  await page.waitForLoadState('networkidle')
  const projectTasks = (await page.locator('[data-testid="column-count"]').allTextContents()).reduce((sum, text) => sum + Number.parseInt(text, 10), 0)

  const openRuns = []
  for (let run = 0; run < 5; run += 1) {
    await page.getByRole('link', { name: 'Back to Projects' }).click()
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor()
    await page.waitForTimeout(300)
    const painted = pending(boardPainted(page, 'popstate'))
    await page.goBack()
    openRuns.push(await painted)
    await page.waitForTimeout(300)
  }

  const switchRuns = []
  for (let run = 0; run < 5; run += 1) {
    // The switch's radios are visually hidden: press its label, as a user does.
    await page.locator('label', { hasText: /^List$/ }).click()
    await page.getByRole('main').getByRole('link', { name: /^View / }).first().waitFor()
    await page.waitForTimeout(300)
    const painted = pending(boardPainted(page, 'pointerdown'))
    await page.locator('label', { hasText: /^Board$/ }).click()
    switchRuns.push(await painted)
    await page.waitForTimeout(300)
  }

  const dropRuns = []
  for (let run = 0; run < 5; run += 1) {
    const todo = page.getByRole('main').getByRole('list', { name: 'To Do' }).locator('[data-task-id]').first()
    const id = await todo.getAttribute('data-task-id')
    const grip = todo.getByRole('button')
    await grip.focus()
    // Picked up only once the sensor has it; an arrow before that would scroll the page instead.
    await page.keyboard.press('Space')
    await page.locator('[id^="DndLiveRegion"]').filter({ hasText: /^Picked up task/ }).waitFor({ state: 'attached', timeout: 10_000 })
    await page.keyboard.press('ArrowRight')
    await page.locator('[id^="DndLiveRegion"]').filter({ hasText: /moved to In Progress/ }).waitFor({ state: 'attached', timeout: 10_000 })
    // The key's listener is in place before the key is sent: an evaluate still queued behind a busy
    // main thread would run after the key (input goes first) and never see it.
    await page.evaluate(() => {
      window.__dropKeyAt = null
      addEventListener('keydown', (event) => (window.__dropKeyAt = event.timeStamp), { capture: true, once: true })
    })
    const painted = pending(
      page.evaluate(
        (taskId) =>
          window.__bench
            .paintWhen(() => window.__dropKeyAt !== null && document.querySelector(`[data-status="IN_PROGRESS"] [data-task-id="${taskId}"]:not([data-dragging])`))
            .then((at) => at - window.__dropKeyAt),
        id,
      ),
    )
    await page.keyboard.press('Space')
    dropRuns.push(await Promise.race([painted, new Promise((_, reject) => setTimeout(() => reject(new Error(`board drop: task ${id} not painted in In Progress within 10 s`)), 10_000))]))
    await page.getByText('Task status updated successfully').first().waitFor({ timeout: 10_000 })
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
  }
  await context.close()
  const openMs = round1(median(openRuns))
  const switchMs = round1(median(switchRuns))
  const dropMs = round1(median(dropRuns))
  figure(`board of a ${projectTasks}-task project: Back into it → painted (ms)`, openMs, `≤ ${BOARD_BUDGET.openMs}`, openMs <= BOARD_BUDGET.openMs)
  figure(`board of a ${projectTasks}-task project: List → Board pressed → painted (ms)`, switchMs, 'record; the list is taken down too', null)
  figure(`board @ ${projectTasks} tasks: keyboard drop → card painted in its new column (ms)`, dropMs, `≤ ${BOARD_BUDGET.dropMs}`, dropMs <= BOARD_BUDGET.dropMs)
  return { projectTasks, openMs, openRunsMs: openRuns.map(round1), switchMs, switchRunsMs: switchRuns.map(round1), dropMs, dropRunsMs: dropRuns.map(round1), budget: BOARD_BUDGET }
}

function printSummary() {
  const rows = summary.map((row) => [row.figure, String(row.value), row.budget ?? '–', row.ok === null ? '–' : row.ok ? 'ok' : 'OVER'])
  const widths = [0, 1, 2, 3].map((column) => Math.max(...[['figure', 'value', 'budget', 'ok'], ...rows].map((row) => row[column].length)))
  const line = (row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ')
  console.error(['', line(['figure', 'value', 'budget', 'ok']), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'))
}

const browser = await chromium.launch(chromiumLaunchOptions())
const report = { measuredAt: new Date().toISOString() }
try {
  await waitForServer()
  const states = { manager: await signedInState(browser, 'manager'), staff: await signedInState(browser, 'staff'), admin: await signedInState(browser, 'admin') }
  if (only.has('firstVisit')) {
    report.firstVisit = []
    for (const route of ROUTES) report.firstVisit.push(await measure(browser, route, states))
    report.seed = await measureSeed(browser)
  }
  if (only.has('chat')) {
    // Issue #8: a chat room with 2,000 messages opens and scrolls smoothly (see bench-chat.mjs).
    report.longChatRoom = await measureLongChatRoom(browser, BASE)
    figure('long chat room (open < 1 s, flick median < 20 ms, < 200 rows)', report.longChatRoom.openMs, 'issue #8', longChatRoomOk(report.longChatRoom))
  }
  if (only.has('dashboardTabs')) {
    // Issue #5: switching a dashboard tab over the seeded 600+ tasks answers within 100 ms.
    report.dashboardTabSwitchMs = await measureDashboardTabs(browser, states.manager)
    const worst = Math.max(...Object.values(report.dashboardTabSwitchMs))
    figure('dashboard tab switch, worst tab (ms, issue #5)', worst, '< 100', worst < 100)
  }
  if (only.has('interactions')) report.inputToNextPaint = await measureInteractions(browser, states, null)
  if (only.has('interactions5k')) report.inputToNextPaint5k = await measureInteractions(browser, states, 5000)
  if (only.has('repeatVisit')) report.repeatVisit = await measureRepeatVisit(browser, states.manager)
  if (only.has('scale')) report.scale = await measureScale(browser, states.manager)
  if (only.has('live')) report.liveUpdate = await measureLiveUpdate(browser, states.manager)
  if (only.has('board')) report.board = await measureBoard(browser, states.manager)
  if (only.has('lighthouse')) {
    const lighthouse = await measureLighthouse({ runs: LIGHTHOUSE_RUNS, base: BASE, path: '/dashboard', chromePath: CHROME_PATH, chromiumArgs: CHROMIUM_ARGS, signIn: taskhiveSignIn('manager') })
    report.lighthouse = { ...lighthouse, signedInAs: 'manager', budget: LIGHTHOUSE_BUDGET }
    const runs = `median of ${LIGHTHOUSE_RUNS}`
    figure(`Lighthouse mobile, signed-in /dashboard (cold, ${runs}): score`, lighthouse.score, `≥ ${LIGHTHOUSE_BUDGET.score}`, lighthouse.score >= LIGHTHOUSE_BUDGET.score)
    figure(`Lighthouse mobile, signed-in /dashboard (cold, ${runs}): TBT (ms)`, lighthouse.tbtMs, `≤ ${LIGHTHOUSE_BUDGET.tbtMs}`, lighthouse.tbtMs <= LIGHTHOUSE_BUDGET.tbtMs)
    figure('Lighthouse: this machine\'s benchmarkIndex (median)', lighthouse.benchmarkIndex, 'record', null)
    if (PEER) {
      const peer = await measureLighthouse({ runs: LIGHTHOUSE_RUNS, base: PEER, path: '/app', chromePath: CHROME_PATH, chromiumArgs: CHROMIUM_ARGS, signIn: bulletproofSignIn, blockedUrlPatterns: PEER_BLOCKED })
      report.lighthouse.bulletproof = peer
      figure(`Lighthouse mobile, bulletproof signed-in /app (cold, ${runs}): score`, peer.score, 'record', null)
      figure(`Lighthouse mobile, bulletproof signed-in /app (cold, ${runs}): TBT (ms)`, peer.tbtMs, 'record', null)
    }
  }
  if (PEER && only.has('firstVisit')) {
    // The issue's "best peer" column for the bytes: bulletproof's signed-in /app.
    const state = await bulletproofState(browser, PEER)
    report.firstVisitBulletproof = await measure(browser, { path: '/app', base: PEER, state, blocked: PEER_BLOCKED }, states)
    figure('bulletproof /app first visit JS+CSS gzip (KB)', report.firstVisitBulletproof.totalKb, 'record', null)
  }
} finally {
  await browser.close()
  stop()
}
report.summary = summary
console.log(JSON.stringify(report, null, 2))
printSummary()
process.exit(summary.some((row) => row.ok === false) ? 1 : 0)
