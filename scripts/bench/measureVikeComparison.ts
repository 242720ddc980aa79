// The bench's comparison with Vike's own build (vikeComparison.ts) alone, without the rest of the bench: for working
// on the build's speed. Prints the table rows and the comparison as JSON.
//
//   node scripts/run.mjs scripts/bench/measureVikeComparison.ts [rounds]
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadBrands } from '../../brand/build/loadBrands.ts'
import { buildRouteTable } from '../../routing/routeTable.ts'
import { compareWithVike, comparisonRows } from './vikeComparison.ts'

const rounds = Number(process.argv[2] ?? 3)
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error('usage: measureVikeComparison.ts [rounds]')
  process.exit(2)
}
const work = mkdtempSync(join(tmpdir(), 'vike-comparison-'))
try {
  const pages = buildRouteTable(loadBrands()).routes.length
  const comparison = compareWithVike(pages, rounds, (round) => {
    const report = join(work, `${round}.json`)
    const started = performance.now()
    const args = ['--clean', '--out', join(work, `site-${round}`), '--history', join(work, 'history'), '--report', report]
    const result = spawnSync(process.execPath, ['scripts/run.mjs', 'scripts/build.ts', ...args], {
      encoding: 'utf8',
      env: { ...process.env, CI: 'true' },
    })
    const seconds = (performance.now() - started) / 1000
    if (result.error || result.status !== 0) throw new Error(`the build failed:\n${result.stdout}\n${result.stderr}`)
    rmSync(join(work, `site-${round}`), { recursive: true, force: true })
    return { seconds, phases: JSON.parse(readFileSync(report, 'utf8')).phases }
  })
  for (const [name, value] of comparisonRows(comparison)) console.log(`${name}: ${value}`)
  console.log(JSON.stringify(comparison, null, 1))
} finally {
  rmSync(work, { recursive: true, force: true })
}
