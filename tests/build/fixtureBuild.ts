// Whole builds of a small brand set for the build tests, the one plain build of it that the test files share, and the
// one build of two 2,000-product catalogs that they share: each made by the first file that asks for it in a test
// run, in a folder the run's global setup provides and removes. The build files run one after another
// (vitest.config.ts), so a shared build is never made twice at once.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { inject } from 'vitest'
import { growCatalog } from '../../scripts/bench/scaledBrands.ts'
import { walkFiles } from '../../scripts/lib/files.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder for the whole test run (tests/build/globalSetup.ts). */
    buildRunFolder: string
  }
}

export const hostileName = 'Bucket </script><script>alert("xss")</script>'

/** KFC, NCR and thumbtack in `<work>/<name>`, with markup in a product name; `edit` may change KFC further. */
export function fixtureBrands(work: string, name: string, edit?: (kfc: Record<string, unknown>) => void): string {
  const dir = join(work, name)
  for (const prefix of ['KFC', 'NCR', 'thumbtack']) cpSync(`brands/${prefix}.json`, join(dir, `${prefix}.json`))
  const kfc = JSON.parse(readFileSync(join(dir, 'KFC.json'), 'utf8'))
  kfc.products[0].name = hostileName
  edit?.(kfc)
  writeFileSync(join(dir, 'KFC.json'), JSON.stringify(kfc))
  return dir
}

export interface BuildRun {
  status: number | null
  output: string
}

/**
 * `npm run build` with the brand folder `brands`, a fixed timestamp, CI output, and more flags in `args`. Run as npm
 * runs it (scripts/run.mjs): under tsx's loader every build started half a second later.
 */
export function build(
  brands: string,
  out: string,
  history: string,
  options: { args?: string[]; env?: Record<string, string> } = {},
): BuildRun {
  const result = spawnSync(
    process.execPath,
    ['scripts/run.mjs', 'scripts/build.ts', '--out', out, '--history', history, ...(options.args ?? [])],
    {
      // NODE_ENV unset, as for a user (Vitest sets "test", which would bundle React's development build).
      env: {
        ...process.env,
        NODE_ENV: undefined,
        BRANDS_DIR: brands,
        CI: 'true',
        SOURCE_DATE_EPOCH: '1790000000',
        ...options.env,
      },
      encoding: 'utf8',
    },
  )
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

/** What builds leave in the project's dist/ that a finished build must not: staging folders, the lock, and the links
 *  and files of Vike's output root while bundling (scripts/pipeline/outputLinks.mjs). */
export function buildLeftovers(): string[] {
  return readdirSync(resolve('dist')).filter(
    (name) =>
      name.startsWith('.staging-') || ['.build.lock', 'client', 'server', 'assets.json', 'page-chunks.json'].includes(name),
  )
}

/** Every file below `dir` with its bytes (base64), by path. */
export function snapshot(dir: string): Map<string, string> {
  return new Map(walkFiles(dir).map((f) => [f, readFileSync(join(dir, f), 'base64')]))
}

/**
 * The plain build of fixtureBrands() (no edit, base "/", an empty history), shared by the test files of a run; its
 * deployable's path. Only read it: another file may compare against it. Always a clean build (--clean): the
 * data-only rebuild is compared against it.
 */
export function sharedPlainBuild(): string {
  const folder = inject('buildRunFolder')
  const out = join(folder, 'plain', 'site')
  if (!existsSync(join(out, 'builds', 'latest.json'))) {
    const run = build(fixtureBrands(folder, 'plain-brands'), out, join(folder, 'plain-history'), { args: ['--clean'] })
    if (run.status !== 0) throw new Error(`The shared plain build failed:\n${run.output}`)
  }
  return out
}

/** The catalog size of the grown build (sharedGrownBuild), as the benchmark's scale run grows catalogs. */
export const grownCatalogSize = 2000

const foodFinderPages = ['oneFive', 'two', 'three', 'four', 'confirm', 'result', 'saveResult'].map((s) => `foodfinder/${s}`)

/**
 * KFC with every kind of page that looks products up (an item page, the food finder, Scan & Go, the add-ons page and
 * the forms that name a product: review, inquiry, service request, which needs help topics), its catalog grown to
 * `products` as the bench grows catalogs, each product with a shelf code (a made-up GTIN-13) for Scan & Go to list
 * and look up.
 */
export function kfcWithEveryProductPage(products: number): Record<string, unknown> {
  const kfc = JSON.parse(readFileSync('brands/KFC.json', 'utf8'))
  kfc.pages.push('shop/confirmItem', 'foodfinder', ...foodFinderPages, 'scan')
  kfc.pages.push('products/addons', 'review', 'form', 'service')
  kfc.help = { topics: [{ label: 'An order', aboutProduct: true }, { label: 'Something else' }] }
  kfc.products = growCatalog(kfc.products, products).map((product, n) => ({ ...product, barcode: String(4_000_000_000_000 + n) }))
  return kfc
}

export interface GrownBuild {
  /** The deployable's path. */
  site: string
  /** What the build printed. */
  output: string
  /** The products of KFC and of at&t, as the build read them. */
  products: { KFC: GrownProduct[]; att: GrownProduct[] }
}

export interface GrownProduct {
  slug: string
  name: string
  description: string
  category: string
}

/**
 * The build of two catalogs of 2,000 products, shared by the test files of a run that look at a big catalog (its
 * listing pages, search index and page weights) rather than each building one (2,000 product pages take the longest
 * of any build here): KFC as kfcWithEveryProductPage(2,000), and at&t grown to 2,000, whose home lists its range (it
 * has no catalog page). Only read it.
 */
export function sharedGrownBuild(): GrownBuild {
  const folder = inject('buildRunFolder')
  const brands = join(folder, 'grown-brands')
  const site = join(folder, 'grown', 'site')
  if (!existsSync(join(site, 'builds', 'latest.json'))) {
    mkdirSync(brands, { recursive: true })
    writeFileSync(join(brands, 'KFC.json'), JSON.stringify(kfcWithEveryProductPage(grownCatalogSize)))
    const att = JSON.parse(readFileSync('brands/att.json', 'utf8'))
    att.products = growCatalog(att.products, grownCatalogSize)
    writeFileSync(join(brands, 'att.json'), JSON.stringify(att))
    const run = build(brands, site, join(folder, 'grown-history'))
    if (run.status !== 0) throw new Error(`The shared grown build failed:\n${run.output}`)
    writeFileSync(join(folder, 'grown', 'output.txt'), run.output)
  }
  const products = (prefix: string) => JSON.parse(readFileSync(join(brands, `${prefix}.json`), 'utf8')).products as GrownProduct[]
  const output = readFileSync(join(folder, 'grown', 'output.txt'), 'utf8')
  return { site, output, products: { KFC: products('KFC'), att: products('att') } }
}
