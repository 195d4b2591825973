import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from './chromium.mjs'
const BASE = process.env.BASE ?? 'http://127.0.0.1:4180'
const N = Number(process.env.N ?? 20000)
const browser = await chromium.launch(chromiumLaunchOptions())
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
await context.addInitScript(() => localStorage.setItem('taskhive:demo-settings', JSON.stringify({ latency: 'off', teammates: false })))
await context.addInitScript(() => {
  window.__log = []
  const log = (what) => window.__log.push([Math.round(performance.now()), what])
  new MutationObserver(() => {
    if (!window.__seenArticle && document.querySelector('main article')) { window.__seenArticle = 1; log('article in DOM'); requestAnimationFrame(() => setTimeout(() => log('painted after article'))) }
    if (!window.__seenMain && document.querySelector('main')) { window.__seenMain = 1; log('main in DOM') }
  }).observe(document, { childList: true, subtree: true })
  for (const m of ['getAll', 'getAllKeys', 'get']) { const orig = IDBObjectStore.prototype[m]; IDBObjectStore.prototype[m] = function (...a) { const r = orig.apply(this, a); const t = performance.now(); log(`idb ${m} ${this.name} start`); r.addEventListener('success', () => log(`idb ${m} ${this.name} done after ${Math.round(performance.now() - t)}`)); return r } }
  const oo = IDBFactory.prototype.open; IDBFactory.prototype.open = function (...a) { const r = oo.apply(this, a); log('idb open ' + a[0]); r.addEventListener('success', () => log('idb opened ' + a[0])); return r }
  const reg = navigator.serviceWorker && ServiceWorkerContainer.prototype.register
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.duration > 30) log(`longtask ${Math.round(e.startTime)}+${Math.round(e.duration)}`) }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (/\/api\//.test(e.name)) log(`api ${e.name.replace(/.*\/api/, '')} ${Math.round(e.startTime)}→${Math.round(e.responseEnd)}`) }).observe({ type: 'resource', buffered: true })
})
const page = await context.newPage()
await page.goto(`${BASE}/signin`)
await page.getByRole('button', { name: 'Sign in as demo Admin' }).click()
await page.waitForURL('**/dashboard')
const url = `${BASE}/dashboard?bench-tasks=${N}`
await page.goto(url)
await page.locator('main article').first().waitFor({ timeout: 180_000 })
await page.waitForTimeout(3000)
const results = []
for (let r = 0; r < Number(process.env.RUNS ?? 2); r++) {
  await page.goto(url)
  await page.locator('main article').first().waitFor()
  await page.waitForTimeout(1500)
  const log = await page.evaluate(() => window.__log.sort((a, b) => a[0] - b[0]))
  if (process.env.VERBOSE) { console.log('--- run', r); for (const [t, w] of log) console.log(String(t).padStart(6), w) }
  const at = (re) => log.find(([, w]) => re.test(w))
  results.push({ painted: at(/painted after/)?.[0], idb: Number(/after (\d+)/.exec(at(/getAll store done/)?.[1] ?? '')?.[1]), api: Number(/ (\d+)→/.exec(at(/api \/staff\/dashboard/)?.[1] ?? '')?.[1]) })
}
const med = (k) => { const v = results.map((x) => x[k]).sort((a, b) => a - b); return v[Math.floor(v.length / 2)] }
console.log(BASE, N, 'painted', med('painted'), 'idb', med('idb'), 'api start', med('api'), JSON.stringify(results.map((x) => x.painted)))
await browser.close()
