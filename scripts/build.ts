// `npm run build`: validates brand data, prerenders every page with Vike, finishes the deployable (payloads,
// redirects, build id, manifests, upload list) in a staging folder and publishes it only when all of it worked.
// Before writing anything it refuses paths it must not replace (lib/buildPaths.ts) and a bad --base; one build at
// a time per project (lib/buildLock.ts). Non-interactive; prints progress and a summary (only the summary and
// errors under CI=true).
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { isProductionAnalytics, siteSourceTable } from '../analytics/build/siteSources.ts'
import { repeatedKeyWarnings } from '../analytics/build/sourceTable.ts'
import { BrandDataError, loadBrands, projectRoot } from '../brand/build/loadBrands.ts'
import { buildRouteTable } from '../routing/routeTable.ts'
import { parseBasePath } from './lib/basePath.ts'
import { writeBrandIcons } from './lib/brandIcons.ts'
import { carryEarlierBuilds, rememberBuild } from './lib/buildHistory.ts'
import { acquireBuildLock, BuildLockedError } from './lib/buildLock.ts'
import { BuildPathError, checkBuildPaths } from './lib/buildPaths.ts'
import { runCommandLine } from './lib/cli/commandLine.ts'
import { isCi } from './lib/cli/environment.ts'
import { asText, valueOption } from './lib/cli/options.ts'
import { finishDeployable } from './lib/finishDeployable.ts'
import { withPrerenderProgress } from './lib/prerenderProgress.ts'
import { publishDeployable, removeStalePublishing } from './lib/publishDeployable.ts'
import { sourceTimestamp } from './lib/sourceTimestamp.ts'
import { removeStaleTemporaries } from './lib/staleTemporaries.ts'
import { uploadList } from './lib/uploadList.ts'

const { options } = runCommandLine({
  name: 'build',
  summary: 'Validates brand data, prerenders every page and publishes the deployable atomically: a failed build changes nothing.',
  options: {
    out: valueOption('--out', '<dir>', 'Deployable folder (a symlink to the newest version)', asText, 'dist/site'),
    base: valueOption('--base', '<path>', 'URL path the site is hosted under', parseBasePath, '/'),
    history: valueOption('--history', '<dir>', 'Folder keeping earlier builds’ manifests', asText, 'builds'),
    report: valueOption('--report', '<file>', 'Also write the summary as JSON to this file', asText),
  },
  environment: [
    'CI',
    'ANALYTICS_ENV',
    'ANALYTICS_SOURCES',
    'SOURCE_DATE_EPOCH',
    'VITE_BUILD_POLL_INTERVAL_MS',
    'BRANDS_DIR',
    'DEBUG',
  ],
  exitStatus: '0 built and published; 1 refused or failed (the previous deployable is unchanged); 130/143 interrupted',
  examples: ['npm run build -- --out /tmp/site', 'ANALYTICS_SOURCES=ops/sources.json ANALYTICS_ENV=PROD npm run build'],
})

const root = projectRoot()
const quiet = isCi()
const log = (line: string) => quiet || console.log(line)
const started = performance.now()
const out = resolve(root, options.out)
const history = resolve(root, options.history)
const report = options.report === undefined ? undefined : resolve(options.report)
const shown = (path: string) => relative(root, path) || '.'

const base = options.base
try {
  checkBuildPaths({ root, out, history, report })
} catch (error) {
  if (!(error instanceof BuildPathError)) throw error
  console.error(error.message)
  process.exit(1)
}

// Vike only prerenders into an outDir inside the project root.
const dist = join(root, 'dist')
const staging = join(dist, `.staging-${process.pid}`)
let releaseLock = () => {}
try {
  releaseLock = acquireBuildLock(join(dist, '.build.lock'))
} catch (error) {
  if (!(error instanceof BuildLockedError)) throw error
  console.error(error.message)
  process.exit(1)
}
for (const name of removeStaleTemporaries(dist, ['.staging-'])) log(`Removed dist/${name}, left by a build that died.`)
removeStalePublishing(out)

const hadDeployable = existsSync(out)
const unchanged = () =>
  hadDeployable ? `The previous deployable at ${shown(out)} is unchanged.` : `Nothing was written to ${shown(out)}.`
const cleanUp = () => {
  rmSync(staging, { recursive: true, force: true, maxRetries: 3 })
  releaseLock()
}
const interrupted = (signal: 'SIGINT' | 'SIGTERM') => {
  cleanUp()
  console.error(`Build interrupted (${signal}). ${unchanged()}`)
  process.exit(signal === 'SIGINT' ? 130 : 143)
}
process.once('SIGINT', interrupted)
process.once('SIGTERM', interrupted)

let published = false
try {
  log('Checking brand data…')
  const brands = loadBrands()
  const table = buildRouteTable(brands)
  log(`  ${brands.length} brands, ${table.routes.length} pages, ${table.redirects.length} redirects`)
  const sources = siteSourceTable()
  for (const warning of repeatedKeyWarnings(sources)) console.warn(`Warning: analytics ${warning}`)
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
  const carried = carryEarlierBuilds(history, deployable)
  const files = uploadList(deployable)

  publishDeployable({ deployable, uploadList: `${JSON.stringify(files, null, 1)}\n`, out, buildId: meta.id })
  published = true
  rememberBuild(history, out, meta.id)

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
    out: shown(out),
  }
  console.log(
    `Built ${summary.pages} pages (${summary.files} files, ${(summary.totalBytes / 1e6).toFixed(2)} MB) in ${summary.seconds} s → ${summary.out} (build ${meta.id})`,
  )
  if (report) writeFileSync(report, JSON.stringify(summary, null, 2))
} catch (error) {
  console.error(error instanceof BrandDataError ? error.message : `Build failed: ${(error as Error).message}`)
  if (!(error instanceof BrandDataError) && process.env.DEBUG) console.error((error as Error).stack)
  console.error(published ? `The new deployable at ${shown(out)} is in place; only this last step failed.` : unchanged())
  process.exitCode = 1
} finally {
  cleanUp()
  // Past this point there is nothing left to interrupt: a late Ctrl+C must not report an interrupted build.
  process.off('SIGINT', interrupted)
  process.off('SIGTERM', interrupted)
}
