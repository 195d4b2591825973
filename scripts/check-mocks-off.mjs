// Issue 15: a build for a real backend (`VITE_API_MOCKS=off`) carries nothing of the demo: no mock
// code, no mockServiceWorker.js, no demo account's password; it keeps the app's own sw.js (issue 17). Builds it into dist-mocks-off/ and
// scans every emitted file for markers of each; to prove the markers still mean something, each
// must occur in the demo build (dist/, built before this step in .ci/run).
// Usage: node scripts/check-mocks-off.mjs [--no-build]
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

const OUT = 'dist-mocks-off'
const DEMO = 'dist'

/** What only the demo may ship, and where it comes from. */
const MARKERS = [
  { text: 'mockServiceWorker', what: "msw's worker (file or registration)" },
  { text: '[MSW]', what: 'msw itself' },
  { text: 'taskhive:db', what: "the in-browser server's store" },
  { text: 'Reset demo data', what: 'the Demo menu' },
  { text: 'admin123', what: 'a demo password' },
  { text: 'manager123', what: 'a demo password' },
  { text: 'staff123', what: 'a demo password' },
]

function filesOf(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

function markersIn(dir) {
  const found = new Map(MARKERS.map((marker) => [marker.text, []]))
  for (const file of filesOf(dir)) {
    const text = readFileSync(file, 'latin1')
    for (const marker of MARKERS) {
      if (file.endsWith(`/${marker.text}.js`) || text.includes(marker.text)) found.get(marker.text).push(relative(dir, file))
    }
  }
  return found
}

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_API_MOCKS: 'off' },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const problems = []
if (!existsSync(DEMO)) problems.push(`${DEMO}/ is missing: build the demo first (npm run build)`)
else {
  for (const [text, files] of markersIn(DEMO)) if (files.length === 0) problems.push(`marker ${JSON.stringify(text)} is not in the demo build any more: update MARKERS`)
}
for (const [text, files] of markersIn(OUT)) {
  const marker = MARKERS.find((entry) => entry.text === text)
  for (const file of files) problems.push(`${OUT}/${file} contains ${JSON.stringify(text)} (${marker.what})`)
}

// The real-backend build keeps the app's own worker (offline use, deep links, updates), without msw's.
const worker = join(OUT, 'sw.js')
if (!existsSync(worker)) problems.push(`${OUT}/sw.js is missing: the app's service worker must ship without mocks too`)
else if (!readFileSync(worker, 'utf8').startsWith('const BUILD = ') || !readFileSync(worker, 'utf8').includes('"mockWorker":null')) {
  problems.push(`${OUT}/sw.js does not say "mockWorker":null: it would import msw's worker`)
}

if (problems.length > 0) {
  console.error(`The mocks-off build is not clean:\n${problems.map((line) => `  - ${line}`).join('\n')}`)
  process.exit(1)
}
console.log(`${OUT}/ is clean: ${filesOf(OUT).length} files, none with mock code, the mock worker or demo passwords`)
