import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from './chromium.mjs'
const BASE = process.env.BASE ?? 'http://127.0.0.1:4180'
const browser = await chromium.launch(chromiumLaunchOptions())
const context = await browser.newContext()
await context.addInitScript(() => localStorage.setItem('taskhive:demo-settings', JSON.stringify({ latency: 'off', teammates: false })))
const page = await context.newPage()
await page.goto(`${BASE}/signin`)
await page.getByRole('button', { name: 'Sign in as demo Admin' }).click()
await page.waitForURL('**/dashboard')
await page.goto(`${BASE}/dashboard?bench-tasks=20000`)
await page.locator('main article').first().waitFor({ timeout: 180_000 })
await page.waitForTimeout(3000)
const info = await page.evaluate(async () => {
  const db = await new Promise((r) => { const q = indexedDB.open('taskhive'); q.onsuccess = () => r(q.result) })
  const st = db.transaction('store').objectStore('store')
  const p = (q) => new Promise((r) => (q.onsuccess = () => r(q.result)))
  const [keys, values] = await Promise.all([p(st.getAllKeys()), p(st.getAll())])
  const sizes = keys.map((k, i) => [k, typeof values[i] === 'string' ? values[i].length : JSON.stringify(values[i]).length])
  const tasks = values.filter((v, i) => String(keys[i]).startsWith('tasks/')).flatMap((v) => JSON.parse(v))
  window.__tasks = tasks
  db.close()
  return { n: keys.length, total: sizes.reduce((a, [, s]) => a + s, 0), big: sizes.filter(([, s]) => s > 50000).length, sample: sizes.slice(0, 8), taskBytes: JSON.stringify(tasks).length, tasks: tasks.length }
})
console.log(JSON.stringify(info))
// layouts: chunk sizes for strings and objects
const layouts = (process.env.LAYOUTS ?? 'str500,str100,str50,obj500,obj100').split(',')
for (const layout of layouts) {
  await page.evaluate(async (layout) => {
    const kind = layout.slice(0, 3), size = Number(layout.slice(3))
    await new Promise((r) => { const q = indexedDB.deleteDatabase('micro-' + layout); q.onsuccess = r; q.onerror = r })
    const db = await new Promise((r) => { const q = indexedDB.open('micro-' + layout, 1); q.onupgradeneeded = () => q.result.createObjectStore('s'); q.onsuccess = () => r(q.result) })
    const tx = db.transaction('s', 'readwrite'); const s = tx.objectStore('s')
    const t = window.__tasks
    for (let i = 0; i < t.length; i += size) { const part = t.slice(i, i + size); s.put(kind === 'str' ? JSON.stringify(part) : part, `tasks/${String(i / size).padStart(6, '0')}`) }
    await new Promise((r) => (tx.oncomplete = r)); db.close()
  }, layout)
}
for (let round = 0; round < 3; round++) {
  for (const layout of layouts) {
    await page.goto(`${BASE}/favicon.svg`); await page.waitForTimeout(800)
    const ms = await page.evaluate(async (layout) => {
      const kind = layout.slice(0, 3)
      let maxGap = 0, last = performance.now(), running = true
      const tick = () => { const now = performance.now(); maxGap = Math.max(maxGap, now - last); last = now; if (running) setTimeout(tick, 0) }
      tick()
      const t0 = performance.now()
      const db = await new Promise((r) => { const q = indexedDB.open('micro-' + layout); q.onsuccess = () => r(q.result) })
      const st = db.transaction('s').objectStore('s')
      const values = await new Promise((r) => { const q = st.getAll(); q.onsuccess = () => r(q.result) })
      const t1 = performance.now()
      let n = 0; for (const v of values) n += (kind === 'str' ? JSON.parse(v) : v).length
      const t2 = performance.now()
      db.close()
      running = false; maxGap = Math.max(maxGap, performance.now() - last)
      return `${layout}: maxgap ${Math.round(maxGap)} read ${Math.round(t1 - t0)} parse ${Math.round(t2 - t1)} (${n})`
    }, layout)
    console.log(ms)
  }
}
await browser.close()
