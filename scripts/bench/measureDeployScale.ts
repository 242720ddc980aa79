// The deploy of one deployable measured as the bench's `--scale-deploy` measures it (deployTiming.ts): a first
// deploy into an empty loopback store, then an unchanged one, each with its seconds and its process tree's peak.
//
//   node scripts/run.mjs scripts/bench/measureDeployScale.ts <deployable>
import { measureDeploy } from './deployTiming.ts'

const site = process.argv[2]
if (!site) {
  console.error('usage: measureDeployScale.ts <deployable>')
  process.exit(2)
}
const { first, unchanged } = await measureDeploy(site)
for (const [name, run] of [
  ['first', first],
  ['unchanged', unchanged],
] as const) {
  console.log(`${name}: ${run.seconds} s, peak ${run.peakRssMb} MB — ${run.summary}`)
}
