// Prints one plain closing line for CI: "tests: N passed, N failed" over unit and e2e suites.
import { existsSync, readFileSync } from 'node:fs'

const [vitestFile, e2eFile] = process.argv.slice(2)
let passed = 0
let failed = 0
let skipped = 0
if (vitestFile && existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'))
  passed += report.numPassedTests
  failed += report.numFailedTests
  skipped += report.numPendingTests + (report.numTodoTests ?? 0)
  console.log(`unit: ${report.numPassedTests} passed, ${report.numFailedTests} failed`)
}
if (e2eFile && existsSync(e2eFile)) {
  const { stats } = JSON.parse(readFileSync(e2eFile, 'utf8'))
  passed += stats.expected + stats.flaky
  failed += stats.unexpected
  skipped += stats.skipped
  console.log(`e2e: ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed`)
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 ? 1 : 0)
