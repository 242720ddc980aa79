// `npm run build`: validates brand data, prerenders every page with Vike, finishes the deployable (payloads,
// redirects, build id, manifests, upload list) in a staging folder and swaps it in only when all of it worked.
// Non-interactive; prints progress and a summary (only the summary and errors under CI=true).
import { rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { cac } from 'cac'
import { isProductionAnalytics } from '../analytics/build/siteSources.ts'
import { loadSourceTable, sharedKeyWarnings } from '../analytics/build/sourceTable.ts'
import { BrandDataError, loadBrands, projectRoot } from '../brand/build/loadBrands.ts'
import { buildRouteTable } from '../routing/routeTable.ts'
import { writeBrandIcons } from './lib/brandIcons.ts'
import { carryEarlierBuilds, rememberBuild } from './lib/buildHistory.ts'
import { finishDeployable } from './lib/finishDeployable.ts'
import { withPrerenderProgress } from './lib/prerenderProgress.ts'
import { sourceTimestamp } from './lib/sourceTimestamp.ts'
import { swapInto } from './lib/swapInto.ts'
import { uploadList } from './lib/uploadList.ts'

const cli = cac('build')
cli
  .option('--out <dir>', 'Deployable folder', { default: 'dist/site' })
  .option('--base <path>', 'URL path the site is hosted under', { default: '/' })
  .option('--history <dir>', 'Folder keeping earlier builds’ manifests', { default: 'builds' })
  .option('--report <file>', 'Also write the summary as JSON to this file')
  .help()
const { options } = cli.parse()
if (options.help) process.exit(0)

const root = projectRoot()
const quiet = process.env.CI === 'true' || process.env.CI === '1'
const log = (line: string) => quiet || console.log(line)
const started = performance.now()
const out = resolve(root, options.out as string)
const base = normalizeBase(options.base as string)
// Vike only prerenders into an outDir inside the project root.
const staging = join(root, 'dist', `.staging-${process.pid}`)

try {
  log('Checking brand data…')
  const brands = loadBrands()
  const table = buildRouteTable(brands)
  log(`  ${brands.length} brands, ${table.routes.length} pages, ${table.redirects.length} redirects`)
  const sources = loadSourceTable()
  for (const warning of sharedKeyWarnings(sources)) console.warn(`Warning: analytics ${warning}`)
  log(`  analytics: ${Object.keys(sources.sources).length} sources, ${isProductionAnalytics() ? 'production' : 'test'} keys`)

  log(`Bundling and prerendering with Vike (base ${base})…`)
  process.env.OUT_DIR = relative(root, staging)
  process.env.BASE_PATH = base
  const { build } = await import('vike/api')
  // +1: the 404 page.
  await withPrerenderProgress(table.routes.length + 1, quiet, () => build({ viteConfig: { root, logLevel: 'warn' } }))

  log('Writing payloads, redirects and build manifests…')
  const deployable = join(staging, 'client')
  writeBrandIcons(deployable, brands)
  const meta = finishDeployable(deployable, { table, timestamp: sourceTimestamp(root), base })
  const carried = carryEarlierBuilds(resolve(root, options.history as string), deployable)
  const files = uploadList(deployable)
  writeFileSync(join(staging, 'upload-list.json'), `${JSON.stringify(files, null, 1)}\n`)

  swapInto(deployable, out)
  swapInto(join(staging, 'upload-list.json'), uploadListPath(out))
  rememberBuild(resolve(root, options.history as string), out, meta.id)

  const seconds = (performance.now() - started) / 1000
  const html = files.filter((f) => f.path.endsWith('.html'))
  const summary = {
    buildId: meta.id,
    pages: table.routes.length,
    htmlFiles: html.length,
    htmlBytes: html.reduce((n, f) => n + f.bytes, 0),
    totalBytes: files.reduce((n, f) => n + f.bytes, 0),
    files: files.length,
    earlierBuildsCarried: carried,
    seconds: Math.round(seconds * 100) / 100,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    out: relative(root, out) || '.',
  }
  console.log(
    `Built ${summary.pages} pages (${summary.files} files, ${(summary.totalBytes / 1e6).toFixed(2)} MB) in ${summary.seconds} s → ${summary.out} (build ${meta.id})`,
  )
  if (options.report) writeFileSync(resolve(options.report as string), JSON.stringify(summary, null, 2))
} catch (error) {
  console.error(error instanceof BrandDataError ? error.message : `Build failed: ${(error as Error).message}`)
  if (!(error instanceof BrandDataError) && process.env.DEBUG) console.error((error as Error).stack)
  console.error(`The previous deployable at ${relative(root, out)} is unchanged.`)
  process.exitCode = 1
} finally {
  rmSync(staging, { recursive: true, force: true })
}

function normalizeBase(value: string): string {
  const trimmed = value.replace(/^\/+|\/+$/g, '')
  return trimmed ? `/${trimmed}/` : '/'
}

function uploadListPath(deployable: string): string {
  return join(dirname(deployable), `${basename(deployable)}.upload-list.json`)
}
