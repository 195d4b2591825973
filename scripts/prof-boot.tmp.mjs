// Boot CPU profile at N tasks: self time by function, and by file.
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from './chromium.mjs'
const BASE = process.env.BASE ?? 'http://127.0.0.1:4180'
const N = Number(process.env.N ?? 20000)
const browser = await chromium.launch(chromiumLaunchOptions())
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
await context.addInitScript(() => localStorage.setItem('taskhive:demo-settings', JSON.stringify({ latency: 'off', teammates: false })))
const page = await context.newPage()
await page.goto(`${BASE}/signin`)
await page.getByRole('button', { name: 'Sign in as demo Admin' }).click()
await page.waitForURL('**/dashboard')
const url = `${BASE}/dashboard?bench-tasks=${N}`
await page.goto(url)
await page.locator('main article').first().waitFor({ timeout: 180_000 })
await page.waitForTimeout(3000)
await page.goto(url); await page.locator('main article').first().waitFor(); await page.waitForTimeout(2000)
const cdp = await context.newCDPSession(page)
await cdp.send('Profiler.enable')
await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
await cdp.send('Profiler.start')
const t0 = Date.now()
await page.goto(url)
await page.locator('main article').first().waitFor()
const first = await page.evaluate(() => performance.now())
await page.waitForTimeout(Number(process.env.AFTER ?? 0))
const { profile } = await cdp.send('Profiler.stop')
console.log('first card at', Math.round(first), 'ms; wall', Date.now() - t0)
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const self = new Map()
const dt = profile.timeDeltas
const counts = new Map()
profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)))
const byFn = new Map(), byFile = new Map()
for (const [id, us] of counts) {
  const n = byId.get(id); const cf = n.callFrame
  const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`
  byFn.set(key, (byFn.get(key) ?? 0) + us)
  const f = cf.url.split('/').pop() || cf.functionName
  byFile.set(f, (byFile.get(f) ?? 0) + us)
}
if (process.env.TIMELINE) {
  const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const label = (id) => { const chain = []; for (let cur = id; cur; cur = parent.get(cur)) chain.push(byId.get(cur).callFrame); const pick = chain.find((cf) => /mock-|index-|dashboard-|app-/.test(cf.url) && cf.functionName) ?? chain[0]; return `${pick.functionName || '(anon)'}@${pick.url.split('/').pop().split('-')[0]}:${pick.lineNumber}` }
  let t = profile.startTime; const buckets = new Map(); const W = Number(process.env.TIMELINE)
  profile.samples.forEach((id, i) => { t += dt[i]; const b = Math.floor((t - profile.startTime) / 1000 / W); const m = buckets.get(b) ?? new Map(); const l = label(id); m.set(l, (m.get(l) ?? 0) + (dt[i + 1] ?? 0)); buckets.set(b, m) })
  for (const [b, m] of [...buckets].sort((a, b) => a[0] - b[0])) console.log(String(b * W).padStart(5), [...m].filter(([l]) => !/^\(idle\)/.test(l)).sort((a, b) => b[1] - a[1]).slice(0, 4).map(([l, us]) => `${l} ${(us / 1000).toFixed(0)}`).join(' | '))
}
const top = (m, k) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, us]) => `${(us / 1000).toFixed(1).padStart(7)} ${n}`).join('\n')
console.log('--- by file\n' + top(byFile, 15))
console.log('--- by function\n' + top(byFn, Number(process.env.TOP ?? 40)))
// inclusive time for functions matching FN
if (process.env.FN) {
  const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const incl = new Map()
  for (const [id, us] of counts) { const seen = new Set(); for (let cur = id; cur; cur = parent.get(cur)) { const cf = byId.get(cur).callFrame; const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`; if (seen.has(key)) continue; seen.add(key); incl.set(key, (incl.get(key) ?? 0) + us) } }
  console.log('--- inclusive\n' + top(new Map([...incl].filter(([k]) => new RegExp(process.env.FN).test(k))), 40))
}
await browser.close()
