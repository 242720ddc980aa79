// The closing summary of `npm test`: each stage that ran with its seconds and result, the test counts of the
// two test runners, and one total line in the "N passed, N failed" form CI systems read. Two stages run side by
// side (scripts/test.sh), so the total is the command's own time (its last argument), not the stages' sum.
import { existsSync, readFileSync } from 'node:fs'

const [stagesFile = '', vitestReport = '', playwrightReport = '', vitestBuildReport = '', wallSeconds = ''] =
  process.argv.slice(2)

interface Counts {
  passed: number
  failed: number
  skipped: number
}

function readJson(file: string): unknown {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
  } catch {
    return undefined
  }
}

function vitestCounts(file: string): Counts | undefined {
  const report = readJson(file) as
    | { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }
    | undefined
  if (!report) return undefined
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests }
}

function playwrightCounts(): Counts | undefined {
  const report = readJson(playwrightReport) as {
    stats?: { expected: number; unexpected: number; flaky: number; skipped: number }
  }
  const stats = report?.stats
  if (!stats) return undefined
  // A flaky test (passed only on a retry) counts as failed: retries are off, so there should be none.
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped }
}

const counted: Record<string, Counts | undefined> = {
  'unit tests (vitest)': vitestCounts(vitestReport),
  'build tests (vitest)': vitestCounts(vitestBuildReport),
  'end-to-end tests (playwright)': playwrightCounts(),
}

const rows = existsSync(stagesFile)
  ? readFileSync(stagesFile, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\t') as [string, string, string])
  : []

const width = Math.max(30, ...rows.map(([name]) => name.length))
console.log('\n== summary')
console.log(`${'stage'.padEnd(width)}  seconds  result`)
let seconds = 0
const total: Counts = { passed: 0, failed: 0, skipped: 0 }
for (const [name, took, status] of rows) {
  seconds += Number(took)
  const counts = counted[name]
  if (counts) {
    total.passed += counts.passed
    total.failed += counts.failed
    total.skipped += counts.skipped
  }
  const tests = counts
    ? `  ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`
    : ''
  console.log(`${name.padEnd(width)}  ${took.padStart(7)}  ${status === '0' ? 'ok' : `FAILED (exit ${status})`}${tests}`)
}
const wall = wallSeconds === '' ? Number.NaN : Number(wallSeconds)
const together = Number.isFinite(wall) && wall < seconds ? ` (stages side by side: ${seconds} s one after another)` : ''
console.log(`${'total'.padEnd(width)}  ${String(Number.isFinite(wall) ? wall : seconds).padStart(7)}${together}`)
console.log(`tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`)
