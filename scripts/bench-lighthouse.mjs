// Issue #13 for `npm run bench`: Lighthouse (mobile, simulated throttling, offline) on a signed-in
// /dashboard, cold. The session is written the way the sign-in page writes it: we sign in through
// the page in a fresh Chromium profile, then hand that profile to Lighthouse. Lighthouse's own
// storage reset clears the HTTP cache, Cache Storage and service workers but keeps localStorage and
// IndexedDB (the demo store), so the run is cold (nothing cached, the mock worker registers again) yet signed in.
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { readStored } from './bench-store.mjs'

export async function measureLighthouse({ base, chromePath, chromiumArgs, username = 'manager' }) {
  const profile = mkdtempSync(join(tmpdir(), 'taskhive-bench-lh-'))
  try {
    const context = await chromium.launchPersistentContext(profile, { executablePath: chromePath, args: chromiumArgs })
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(`${base}/signin`)
    await page.getByRole('button', { name: `Sign in as demo ${username[0].toUpperCase()}${username.slice(1)}` }).click()
    await page.waitForURL('**/dashboard')
    // The demo store (IndexedDB) must hold the new session before the profile is handed over.
    // The store keeps only the token's SHA-256 (mocks/secrets.ts).
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token)
    const tokenHash = createHash('sha256').update(token).digest('hex')
    for (let tries = 0; ; tries += 1) {
      const { sessions = [] } = await page.evaluate(readStored, ['sessions'])
      if (sessions.some((session) => session.tokenHash === tokenHash)) break
      if (tries > 150) throw new Error('The demo store was not saved with the session')
      await page.waitForTimeout(200)
    }
    await context.close()

    const { launch } = await import('chrome-launcher')
    const { default: lighthouse } = await import('lighthouse')
    const chrome = await launch({ chromePath, userDataDir: profile, chromeFlags: chromiumArgs })
    try {
      const result = await lighthouse(
        `${base}/dashboard`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        // Lighthouse's defaults: mobile form factor and screen, simulated throttling.
        { extends: 'lighthouse:default', settings: { formFactor: 'mobile', throttlingMethod: 'simulate' } },
      )
      const { categories, audits, runtimeError } = result.lhr
      if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`)
      // A lost session would measure the sign-in page instead.
      if (!new URL(result.lhr.finalDisplayedUrl).pathname.endsWith('/dashboard')) throw new Error(`Lighthouse ended on ${result.lhr.finalDisplayedUrl}, not /dashboard`)
      const ms = (id) => Math.round(audits[id].numericValue)
      return {
        url: '/dashboard',
        signedInAs: username,
        score: Math.round(categories.performance.score * 100),
        tbtMs: ms('total-blocking-time'),
        fcpMs: ms('first-contentful-paint'),
        lcpMs: ms('largest-contentful-paint'),
        speedIndexMs: ms('speed-index'),
        cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
        totalByteWeightKb: Math.round(audits['total-byte-weight'].numericValue / 1024),
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
