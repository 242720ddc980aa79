// The product's clean build against Vike's own build of as many pages (vikeReference.ts), in the same run on the
// same machine: round-robin, a product build then a reference build each round, so that a machine busy at one
// moment slows both alike; each figure is the median of its rounds. The product's builds are `--clean` (bundled
// again, as the bench's clean build), the reference's from an emptied output folder.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { median } from './median.ts'
import { checkVikeReferenceOutput, writeVikeReference } from './vikeReference.ts'

export interface ProductBuild {
  seconds: number
  /** The build's phases from its summary (pipeline/phaseClock.ts). */
  phases: Record<string, number>
}

export interface VikeComparison {
  pages: number
  rounds: number
  productSeconds: number[]
  vikeSeconds: number[]
  productMedianSeconds: number
  vikeMedianSeconds: number
  /** The medians' ratio, product over Vike. */
  productOverVike: number
  /** Each phase's median over the rounds. */
  productPhases: Record<string, number>
}

/** Builds the product (`buildProduct`, one clean build of `pages` pages) and the reference `rounds` times each. */
export function compareWithVike(pages: number, rounds: number, buildProduct: (round: number) => ProductBuild): VikeComparison {
  const site = mkdtempSync(join(tmpdir(), 'vike-reference-'))
  try {
    writeVikeReference(site, pages)
    const product: ProductBuild[] = []
    const vike: number[] = []
    for (let round = 0; round < rounds; round++) {
      product.push(buildProduct(round))
      vike.push(buildVikeReference(site, pages))
    }
    const productMedianSeconds = median(product.map((build) => build.seconds))
    const vikeMedianSeconds = median(vike)
    const names = [...new Set(product.flatMap((build) => Object.keys(build.phases)))]
    return {
      pages,
      rounds,
      productSeconds: product.map((build) => round2(build.seconds)),
      vikeSeconds: vike.map(round2),
      productMedianSeconds: round2(productMedianSeconds),
      vikeMedianSeconds: round2(vikeMedianSeconds),
      productOverVike: round2(productMedianSeconds / vikeMedianSeconds),
      productPhases: Object.fromEntries(
        names.map((name) => [name, round2(median(product.map((build) => build.phases[name] ?? 0)))]),
      ),
    }
  } finally {
    rmSync(site, { recursive: true, force: true })
  }
}

/** One build of the reference site from an empty output folder, timed from process start to exit; its pages checked. */
function buildVikeReference(site: string, pages: number): number {
  rmSync(join(site, 'dist'), { recursive: true, force: true })
  const started = performance.now()
  const result = spawnSync(process.execPath, ['scripts/run.mjs', 'scripts/bench/vikeReferenceBuild.ts', site], {
    encoding: 'utf8',
    env: { ...process.env, CI: 'true' },
  })
  const seconds = (performance.now() - started) / 1000
  if (result.error || result.status !== 0) {
    throw new Error(`Vike's reference build failed:\n${result.stdout}\n${result.stderr}`)
  }
  checkVikeReferenceOutput(site, pages)
  return seconds
}

/** The comparison as the bench's table rows. */
export function comparisonRows(comparison: VikeComparison): [string, string][] {
  const { pages, rounds, productMedianSeconds, vikeMedianSeconds, productOverVike, productPhases } = comparison
  const stages = Object.entries(productPhases).filter(([name]) => !name.includes(': '))
  return [
    [
      `clean build vs Vike + vike-react, ${pages} pages`,
      `${productMedianSeconds} s vs ${vikeMedianSeconds} s: ${productOverVike}×, medians of ${rounds} round-robin rounds`,
    ],
    ['clean build phases (medians)', stages.map(([name, seconds]) => `${name} ${seconds} s`).join(', ')],
  ]
}

function round2(n: number): number {
  return Math.round(n * 100) / 100
}
