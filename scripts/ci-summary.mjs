// Sums the JSON reports that vitest and Playwright write under CI into one plain closing line
// ("N passed, N failed, N skipped"), since CI reads that line and not vitest's own summary.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const dir = process.argv[2] ?? 'test-results'
const totals = { passed: 0, failed: 0, skipped: 0 }
const flaky = []

function addVitest(report) {
  totals.passed += report.numPassedTests ?? 0
  totals.failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0)
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
}

function addPlaywright(report) {
  const stats = report.stats ?? {}
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0)
  totals.failed += stats.unexpected ?? 0
  totals.skipped += stats.skipped ?? 0
  // Tests that failed and then passed on their retry: counted as passed, named here.
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'flaky') flaky.push(`${spec.file}: ${spec.title}`)
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report.suites ?? []) walk(suite)
}

const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []
if (files.length === 0) {
  console.error(`No test reports found in ${dir}; did the tests run?`)
  process.exit(1)
}
for (const file of files) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'))
  if ('numPassedTests' in report) addVitest(report)
  else if ('stats' in report) addPlaywright(report)
  console.log(`${file}: read`)
}
for (const name of flaky) console.log(`flaky (passed on its retry): ${name}`)
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0)
