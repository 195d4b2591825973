// Issue #13 for `npm run bench`: Lighthouse (mobile, simulated throttling, offline) on a signed-in
// page, cold. The session is written the way the app writes it: we sign in through the page in a
// fresh Chromium profile, then hand that profile to Lighthouse. Lighthouse's own storage reset
// clears the HTTP cache, Cache Storage and service workers but keeps localStorage and IndexedDB
// (the demo store), so the run is cold (nothing cached, the mock worker registers again) yet
// signed in. Simulated throttling multiplies the main thread's observed times by 4, so this
// machine's speed at the moment (Lighthouse's `benchmarkIndex`) moves TBT by hundreds of ms from
// one run to the next: a figure is the median of several runs, each run's index beside it.
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { readStored } from './bench-store.mjs'

/** Signs in as a Taskhive demo user and waits until the demo store (IndexedDB) holds the session. */
export function taskhiveSignIn(username = 'manager') {
  return async (page, base) => {
    await page.goto(`${base}/signin`)
    await page.getByRole('button', { name: `Sign in as demo ${username[0].toUpperCase()}${username.slice(1)}` }).click()
    await page.waitForURL('**/dashboard')
    // The store keeps only the token's SHA-256 (mocks/secrets.ts).
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token)
    const tokenHash = createHash('sha256').update(token).digest('hex')
    for (let tries = 0; ; tries += 1) {
      const { sessions = [] } = await page.evaluate(readStored, ['sessions'])
      if (sessions.some((session) => session.tokenHash === tokenHash)) break
      if (tries > 150) throw new Error('The demo store was not saved with the session')
      await page.waitForTimeout(200)
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * One cold Lighthouse run of `base + path` after `signIn(page, base)` in the same profile. Session
 * cookies (a peer's sign-in) would end with the browser that set them, so they are carried over
 * into Lighthouse's browser for an hour; `blockedUrlPatterns` keeps a peer's external requests
 * (fonts, telemetry) from waiting on this machine's closed network.
 */
async function runOnce({ base, path, chromePath, chromiumArgs, signIn, blockedUrlPatterns = [] }) {
  const profile = mkdtempSync(join(tmpdir(), 'taskhive-bench-lh-'))
  try {
    const context = await chromium.launchPersistentContext(profile, { executablePath: chromePath, args: chromiumArgs })
    for (const pattern of blockedUrlPatterns) await context.route(pattern.replace(/\*$/, '**'), (route) => route.abort())
    const page = context.pages()[0] ?? (await context.newPage())
    await signIn(page, base)
    const cookies = (await context.cookies()).map((cookie) => ({ ...cookie, expires: Math.floor(Date.now() / 1000) + 3600 }))
    await context.close()

    const { launch } = await import('chrome-launcher')
    const { default: lighthouse } = await import('lighthouse')
    const chrome = await launch({ chromePath, userDataDir: profile, chromeFlags: chromiumArgs })
    try {
      if (cookies.length > 0) {
        const connected = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
        await connected.contexts()[0].addCookies(cookies)
        await connected.close()
      }
      const result = await lighthouse(
        `${base}${path}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], blockedUrlPatterns },
        // Lighthouse's defaults: mobile form factor and screen, simulated throttling.
        { extends: 'lighthouse:default', settings: { formFactor: 'mobile', throttlingMethod: 'simulate' } },
      )
      const { categories, audits, runtimeError, environment } = result.lhr
      if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`)
      // A lost session would measure the sign-in page instead.
      if (new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(`${base}${path}`).pathname) throw new Error(`Lighthouse ended on ${result.lhr.finalDisplayedUrl}, not ${path}`)
      const ms = (id) => Math.round(audits[id].numericValue)
      return {
        score: Math.round(categories.performance.score * 100),
        tbtMs: ms('total-blocking-time'),
        fcpMs: ms('first-contentful-paint'),
        lcpMs: ms('largest-contentful-paint'),
        speedIndexMs: ms('speed-index'),
        cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
        totalByteWeightKb: Math.round(audits['total-byte-weight'].numericValue / 1024),
        benchmarkIndex: Math.round(environment.benchmarkIndex),
        // Where TBT comes from: the longest main-thread tasks (simulated times) and the script they ran.
        longTasks: (audits['long-tasks']?.details?.items ?? []).slice(0, 8).map((task) => ({
          url: String(task.url ?? '').replace(base, ''),
          startMs: Math.round(task.startTime),
          durationMs: Math.round(task.duration),
        })),
      }
    } finally {
      await chrome.kill()
    }
  } finally {
    rmSync(profile, { recursive: true, force: true })
  }
}

/** `runs` cold runs; the figure is each metric's median, with every run kept beside it. */
export async function measureLighthouse({ runs = 3, ...options }) {
  const all = []
  for (let run = 0; run < runs; run += 1) all.push(await runOnce(options))
  const pick = (key) => median(all.map((run) => run[key]))
  return {
    url: options.path,
    score: pick('score'),
    tbtMs: pick('tbtMs'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    speedIndexMs: pick('speedIndexMs'),
    cls: pick('cls'),
    totalByteWeightKb: pick('totalByteWeightKb'),
    benchmarkIndex: pick('benchmarkIndex'),
    runs: all,
  }
}
