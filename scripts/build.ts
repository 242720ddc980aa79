// `npm run build`: validates brand data, prerenders every page with Vike, finishes the deployable (payloads,
// redirects, build id, manifests, upload list) in a staging folder and publishes it only when all of it worked.
// Sharded (lib/shard/): `--shard I/N --out DIR` prerenders about 1/N of the pages into a shard folder, and
// `--merge DIR1 DIR2 … --out DIR` checks a complete set of them and finishes it exactly as a whole build would.
// Before writing anything it refuses paths it must not replace (lib/buildPaths.ts) and a bad --base; one build at
// a time per project (lib/buildLock.ts). Non-interactive; prints progress and a summary (only the summary and
// errors under CI=true).
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { isProductionAnalytics, siteSourceTable } from '../analytics/build/siteSources.ts'
import { repeatedKeyWarnings } from '../analytics/build/sourceTable.ts'
import { BrandDataError, brandWarnings, loadBrands, projectRoot } from '../brand/build/loadBrands.ts'
import { boundedLines } from '../lib/boundedReport.ts'
import { ShardSpecError, shardName, shardPaths } from '../routing/build/prerenderShard.ts'
import { buildRouteTable } from '../routing/routeTable.ts'
import { parseBasePath } from './lib/basePath.ts'
import { writeBrandIcons } from './lib/brandIcons.ts'
import { carryEarlierBuilds, rememberBuild } from './lib/buildHistory.ts'
import { watchInterrupts } from './lib/buildInterrupts.ts'
import { acquireBuildLock, BuildLockedError } from './lib/buildLock.ts'
import { BuildPathError, checkBuildPaths } from './lib/buildPaths.ts'
import { stopBuildProcesses } from './lib/buildProcesses.ts'
import { bundleKey } from './lib/bundleCache.ts'
import { type BuildKind, bundleKind, bundleSite } from './lib/bundleSite.ts'
import { runCommandLine } from './lib/cli/commandLine.ts'
import { isCi } from './lib/cli/environment.ts'
import { asText, switchOption, valueOption } from './lib/cli/options.ts'
import { noSpaceMessage } from './lib/diskSpace.ts'
import { finishDeployable } from './lib/finishDeployable.ts'
import { parseSiteOrigin } from './lib/hosting/siteOrigin.ts'
import { pageDigests } from './lib/pageInputs.ts'
import { type PageReuse, planPageReuse } from './lib/pageReuse.ts'
import { prerenderModule, serverEntry } from './lib/prerenderPages.ts'
import { prerenderCounter } from './lib/prerenderProgress.ts'
import { startPrerenderWorkers } from './lib/prerenderWorkers.ts'
import { publishDeployable, removeStalePublishing } from './lib/publishDeployable.ts'
import { type BuildMode, buildMode } from './lib/shard/buildMode.ts'
import { type BuildSources, buildSources } from './lib/shard/buildSources.ts'
import { assembleShards, checkShardSources, readShardSet, ShardSetError } from './lib/shard/mergeShards.ts'
import { publishShard, removeStaleShardPublishing } from './lib/shard/publishShard.ts'
import { writeShard } from './lib/shard/writeShard.ts'
import { sourceTimestamp } from './lib/sourceTimestamp.ts'
import { removeStaleTemporaries } from './lib/staleTemporaries.ts'
import { watchTreeMemory } from './lib/treeMemory.ts'
import { uploadList } from './lib/uploadList.ts'

const { options, args } = runCommandLine({
  name: 'build',
  summary: 'Validates brand data, prerenders every page and publishes the deployable atomically: a failed build changes nothing.',
  args: { name: 'shard folders', usage: '[SHARD_DIR…]', min: 0, max: Number.POSITIVE_INFINITY },
  options: {
    out: valueOption(
      '--out',
      '<dir>',
      'Deployable folder (a symlink to the newest version); with --shard, the shard folder',
      asText,
      'dist/site',
    ),
    base: valueOption('--base', '<path>', 'URL path the site is hosted under', parseBasePath, '/'),
    history: valueOption('--history', '<dir>', 'Folder keeping earlier builds’ manifests', asText, 'builds'),
    report: valueOption('--report', '<file>', 'Also write the summary as JSON to this file', asText),
    clean: switchOption('--clean', 'Bundle again even when only brand data changed since the last clean build'),
    indexable: valueOption(
      '--indexable',
      '<origin>',
      'Let crawlers index the site served at this origin (robots.txt, sitemap.xml)',
      parseSiteOrigin,
    ),
    shard: valueOption('--shard', '<i/n>', 'Prerender only shard I of N (about 1/N of the pages) into --out', asText),
    merge: switchOption('--merge', 'Make the deployable from the complete set of shard folders given as arguments'),
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
  examples: [
    'npm run build -- --out /tmp/site',
    'ANALYTICS_SOURCES=ops/sources.json ANALYTICS_ENV=PROD npm run build',
    'npm run build -- --shard 2/3 --out dist/shard-2',
    'npm run build -- --merge dist/shard-1 dist/shard-2 dist/shard-3',
  ],
})

const root = projectRoot()
const quiet = isCi()
const log = (line: string) => quiet || console.log(line)
const started = performance.now()
const out = resolve(root, options.out)
const history = resolve(root, options.history)
const report = options.report === undefined ? undefined : resolve(options.report)
const shown = (path: string) => relative(root, path) || '.'

let base = options.base
const origin = options.indexable
let mode: BuildMode = { kind: 'whole' }
try {
  mode = buildMode(options, args, 'dist/site')
  const inputs = mode.kind === 'merge' ? mode.folders.map((path) => ({ flag: '--merge', path: resolve(path) })) : []
  checkBuildPaths({ root, out, history, report, writes: mode.kind === 'shard' ? 'shard' : 'deployable', inputs })
} catch (error) {
  // A wrong shard request is a wrong command line (2); a path the build must not write is a refusal (1).
  if (error instanceof ShardSpecError) {
    console.error(`build: ${error.message}\nRun \`npm run build -- --help\` for usage.`)
    process.exit(2)
  }
  if (!(error instanceof BuildPathError)) throw error
  console.error(error.message)
  process.exit(1)
}

// Vike only prerenders into an outDir inside the project root.
const dist = join(root, 'dist')
const staging = join(dist, `.staging-${process.pid}`)
let releaseLock = () => {}
try {
  releaseLock = acquireBuildLock(join(dist, '.build.lock'), (message) => console.warn(message))
} catch (error) {
  if (!(error instanceof BuildLockedError)) throw error
  console.error(error.message)
  process.exit(1)
}
for (const name of removeStaleTemporaries(dist, ['.staging-'])) log(`Removed dist/${name}, left by a build that died.`)
removeStalePublishing(out)
removeStaleShardPublishing(out)

const hadDeployable = existsSync(out)
const outKind = mode.kind === 'shard' ? 'shard folder' : 'deployable'
const unchanged = () =>
  hadDeployable ? `The previous ${outKind} at ${shown(out)} is unchanged.` : `Nothing was written to ${shown(out)}.`
const cleanUp = () => {
  rmSync(staging, { recursive: true, force: true, maxRetries: 3 })
  releaseLock()
}
let published = false
const interrupts = watchInterrupts((signal) => {
  cleanUp()
  const left = published ? `The new ${outKind} at ${shown(out)} was already in place.` : unchanged()
  console.error(`Build interrupted (${signal}). ${left}`)
})

const memory = watchTreeMemory()
try {
  log('Checking brand data…')
  let brands = loadBrands()
  for (const warning of boundedLines(brandWarnings(brands))) console.warn(`Warning (looks): ${warning}`)
  const table = buildRouteTable(brands)
  const allPages = table.routes.map((r) => r.path)
  log(`  ${brands.length} brands, ${table.routes.length} pages, ${table.redirects.length} redirects`)
  const sources = siteSourceTable()
  for (const warning of boundedLines(repeatedKeyWarnings(sources))) console.warn(`Warning: analytics ${warning}`)
  const analytics = isProductionAnalytics() ? 'production' : 'test'
  log(`  analytics: ${Object.keys(sources.sources).length} sources, ${analytics} keys`)
  // Neither a build's own output nor the shard folders it merges are sources of it.
  const notSources = [
    out,
    history,
    ...(report ? [report] : []),
    ...(mode.kind === 'merge' ? mode.folders.map((f) => resolve(f)) : []),
  ]

  const deployable = join(staging, 'client')
  let kind: BuildKind | 'merge' = mode.kind === 'merge' ? 'merge' : 'clean'
  const kindText = {
    clean: 'clean build',
    'data-only': 'data-only rebuild: bundles reused',
    merge: `merged from ${mode.kind === 'merge' ? mode.folders.length : 0} shards`,
  }
  let workersPeakRssMb = 0
  let bundlerPeakRssMb = 0
  let prerenderSeconds = 0
  let pageReuse: PageReuse | undefined
  let timestamp = sourceTimestamp(root)
  const shard = mode.kind === 'shard' ? mode.shard : undefined
  const pages = shard ? shardPaths(allPages, shard) : allPages
  let shardSources: BuildSources | undefined
  if (mode.kind === 'merge') {
    log(`Checking ${mode.folders.length} shard folders…`)
    const shards = readShardSet(mode.folders.map((f) => resolve(f)))
    // The shards' base and timestamp are the build's: the merge finishes what they started.
    const settings = shards[0]?.manifest.sources.settings ?? {}
    if (base !== '/' && base !== settings.base) {
      throw new ShardSetError('--base differs from the shards’', [`--base ${base}, the shards were built with ${settings.base}`])
    }
    base = settings.base ?? base
    timestamp = Number(settings.timestamp)
    checkShardSources(shards, buildSources(root, { base, timestamp, analytics }, notSources))
    log('Assembling the shards…')
    assembleShards(shards, allPages, deployable, ({ dir, manifest }, files) =>
      log(`  shard ${shardName(manifest.shard)}: ${manifest.pages.length} pages, ${files} files from ${dir}`),
    )
  } else {
    // What the build reads, read once before bundling: a shard records it, and it keys reusable bundles. Outside
    // a git checkout it cannot be read: a shard refuses, a whole build bundles without keeping anything.
    let checkout: BuildSources | undefined
    try {
      checkout = buildSources(root, { base, timestamp, analytics }, notSources)
    } catch (error) {
      if (shard) throw error
    }
    shardSources = shard && checkout
    const key = checkout && bundleKey(root, checkout)
    const bundling = { root, dist, staging, base, key, clean: options.clean, quiet, log }
    const expected = bundleKind(bundling)
    // A whole build keys each page's inputs, so that a data-only rebuild renders only the pages whose inputs changed.
    const digests =
      !shard && checkout && key
        ? pageDigests({ routes: table.routes, brands, analytics: sources, settings: checkout.settings, bundleKey: key })
        : undefined
    const reuse = planPageReuse({ dist, staging, digests, reuse: expected === 'data-only', paths: pages })
    // The workers read the brands themselves; finishing reads only their names, themes and fonts. Their catalogs are
    // let go here, so the build does not hold a third copy of 100,000 products while the two workers render.
    brands = brands.map((brand) => ({ ...brand, products: [], landingPages: [], resorts: [] }))
    pageReuse = reuse
    const renderCount = reuse.render.length + (reuse.renderNotFound ? 1 : 0)
    // The workers load Node and Vike's runtime while the bundles are copied; after the bundler, whose memory they
    // would add to, when there is bundling to do.
    const early = expected === 'data-only' && renderCount > 0 ? startPrerenderWorkers(renderCount) : undefined
    const bundled = await bundleSite(bundling)
    kind = bundled.kind
    bundlerPeakRssMb = bundled.peakRssMb
    const prerenderStarted = performance.now()
    const which = shard ? ` (shard ${shardName(shard)} of ${allPages.length} pages)` : ''
    const reused = reuse.reused > 0 ? ` (${reuse.reused} unchanged pages reused)` : ''
    log(`Prerendering ${reuse.render.length} pages${which}${reused}…`)
    const rendering =
      renderCount > 0
        ? (early ?? startPrerenderWorkers(renderCount)).render({
            serverEntry: serverEntry(staging),
            workerModule: prerenderModule(staging),
            clientDir: deployable,
            base,
            paths: reuse.render,
            notFoundPage: reuse.renderNotFound,
            onPages: prerenderCounter(reuse.render.length, quiet, log),
          })
        : Promise.resolve(0)
    // Handled below; a copy failing first must not leave it unhandled.
    rendering.catch(() => {})
    // The reused pages are copied while the workers load and render theirs: the two write different files.
    reuse.restore(deployable)
    reuse.keepReused()
    workersPeakRssMb = await rendering
    reuse.keepRendered(deployable)
    prerenderSeconds = (performance.now() - prerenderStarted) / 1000
  }

  if (shard && shardSources) {
    log(`Writing shard ${shardName(shard)}…`)
    const folder = join(staging, 'shard')
    const manifest = writeShard(deployable, folder, { shard, pages, sources: shardSources })
    await interrupts.checkpoint()
    publishShard(folder, out)
    published = true
    const summary = {
      shard: shardName(shard),
      pages: pages.length,
      files: Object.keys(manifest.files).length,
      seconds: Math.round((performance.now() - started) / 10) / 100,
      out: shown(out),
    }
    console.log(
      `Built shard ${summary.shard}: ${summary.pages} of ${allPages.length} pages (${summary.files} files) in ${summary.seconds} s → ${summary.out} (not a deployable: merge the complete set with --merge)`,
    )
    if (report) writeFileSync(report, JSON.stringify(summary, null, 2))
  } else {
    log('Writing redirects, host files and build manifests…')
    writeBrandIcons(deployable, brands)
    const meta = finishDeployable(deployable, { table, brands, timestamp, base, origin })
    const carried = carryEarlierBuilds(history, deployable)
    const files = uploadList(deployable)

    // Finishing is synchronous: a signal that came meanwhile stops the build here, before anything is published.
    await interrupts.checkpoint()
    publishDeployable({ deployable, uploadList: `${JSON.stringify(files, null, 1)}\n`, out, buildId: meta.id })
    published = true
    pageReuse?.commit()
    rememberBuild(history, out, meta.id)

    const seconds = (performance.now() - started) / 1000
    // The files themselves, not the extensionless copies the upload list adds.
    const onDisk = files.filter((f) => f.source === undefined)
    const html = onDisk.filter((f) => f.path.endsWith('.html'))
    const summary = {
      buildId: meta.id,
      /** "clean": bundled; "data-only": the last clean build's bundles reused (only brand data changed); "merge". */
      kind,
      pages: table.routes.length,
      /** Pages rendered by this build, and pages copied unchanged from the last build's (a data-only rebuild). */
      pagesRendered: pageReuse?.render.length ?? 0,
      pagesReused: pageReuse?.reused ?? 0,
      htmlFiles: html.length,
      htmlBytes: html.reduce((n, f) => n + f.bytes, 0),
      totalBytes: onDisk.reduce((n, f) => n + f.bytes, 0),
      files: onDisk.length,
      earlierBuildsCarried: carried,
      seconds: Math.round(seconds * 100) / 100,
      prerenderSeconds: Math.round(prerenderSeconds * 100) / 100,
      /** The whole process tree's peak (lib/treeMemory.ts): the build process, the bundler, the workers at once. */
      peakRssMb: memory.stop({
        build: Math.round(process.resourceUsage().maxRSS / 1024),
        children: Math.max(bundlerPeakRssMb, workersPeakRssMb),
      }),
      out: shown(out),
    }
    console.log(
      `Built ${summary.pages} pages (${summary.files} files, ${(summary.totalBytes / 1e6).toFixed(2)} MB) in ${summary.seconds} s → ${summary.out} (build ${meta.id}, ${kindText[kind]}${summary.pagesReused ? `, ${summary.pagesRendered} pages rendered and ${summary.pagesReused} reused` : ''})`,
    )
    if (report) writeFileSync(report, JSON.stringify(summary, null, 2))
  }
} catch (error) {
  // An interrupted build (a worker it stopped, a checkpoint) is reported by the interrupt handler.
  if (!interrupts.stopping) {
    const refused = error instanceof BrandDataError || error instanceof ShardSetError
    const noSpace = noSpaceMessage(error)
    console.error(refused ? error.message : `Build failed: ${noSpace ?? (error as Error).message}`)
    if (!refused && process.env.DEBUG) console.error((error as Error).stack)
    console.error(published ? `The new ${outKind} at ${shown(out)} is in place; only this last step failed.` : unchanged())
    process.exitCode = 1
  }
} finally {
  if (!interrupts.stopping) {
    // Workers left waiting by a build that failed before it could use them.
    await stopBuildProcesses()
    cleanUp()
  }
}
await interrupts.finish()
