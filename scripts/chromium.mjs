// Debian's Chromium as the end-to-end suite (playwright.config.ts) and the bench (bench.mjs) launch
// it through Playwright: headless, no sandbox, nothing that reaches the network on its own.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium'

/** Lighthouse's launcher takes these as they are (it has a --disable-features list of its own). */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

/**
 * Chromium 156 builds the address bar's popups (two WebUI renderers) for every window, and
 * Playwright opens a window for every browser context: about 2 s of CPU each, on a two-core
 * machine, beside the page under test, for popups a headless run never opens.
 */
export const HEADLESS_UNUSED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

/**
 * The features Playwright itself switches off, read from the installed playwright-core. Chromium keeps
 * only the last `--disable-features` on its command line, so a second one would silently drop these
 * (PaintHolding, HttpsUpgrades…): ours replaces Playwright's with both lists in one.
 */
function playwrightDisabledFeatures() {
  const bundle = join(dirname(createRequire(import.meta.url).resolve('playwright-core')), 'lib', 'coreBundle.js')
  const list = /\bdisabledFeatures = \[([\s\S]*?)\]/.exec(readFileSync(bundle, 'utf8'))?.[1] ?? ''
  const names = [...list.matchAll(/^\s*"(\w+)",?\s*$/gm)].map((match) => match[1])
  if (names.length === 0) throw new Error(`scripts/chromium.mjs: no disabled-features list found in ${bundle}; Playwright changed how it writes it`)
  return names
}

/** Playwright's `launchOptions` for Debian's Chromium. */
export function chromiumLaunchOptions() {
  const playwrights = playwrightDisabledFeatures()
  return {
    executablePath: CHROME_PATH,
    args: [...CHROMIUM_ARGS, `--disable-features=${[...playwrights, ...HEADLESS_UNUSED_FEATURES].join(',')}`],
    ignoreDefaultArgs: [`--disable-features=${playwrights.join(',')}`],
  }
}
