import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { HEADLESS_UNUSED_FEATURES } from '../scripts/chromium.mjs'

/** The command line of each browser this worker launched (its child processes; not their renderers). */
function browserCommandLines(): string[][] {
  const lines: string[][] = []
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let args: string[]
    let parent: number
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      // /proc/<pid>/stat: "pid (name) state ppid …"; the name may hold spaces.
      parent = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1])
    } catch {
      continue
    }
    if (parent === process.pid && args.includes('--remote-debugging-pipe')) lines.push(args)
  }
  return lines
}

test('the suite’s Chromium keeps Playwright’s disabled features and opens no address-bar popups', async ({ browser, page }) => {
  await page.goto('/')
  // No WebUI renderer for the omnibox beside the page (scripts/chromium.mjs).
  const session = await browser.newBrowserCDPSession()
  const { targetInfos } = (await session.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] }
  expect(targetInfos.filter((target) => target.url.startsWith('chrome://omnibox'))).toEqual([])
  expect(targetInfos.some((target) => target.type === 'page')).toBe(true)

  // One --disable-features switch (Chromium keeps only the last): Playwright's list and ours.
  const lines = browserCommandLines()
  expect(lines.length).toBeGreaterThan(0)
  for (const args of lines) {
    const switches = args.filter((arg) => arg.startsWith('--disable-features='))
    expect(switches).toHaveLength(1)
    const features = switches[0]!.slice('--disable-features='.length).split(',')
    expect(features).toEqual(expect.arrayContaining([...HEADLESS_UNUSED_FEATURES, 'PaintHolding', 'ThirdPartyStoragePartitioning']))
  }
})
