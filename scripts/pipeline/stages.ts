// The build pipeline, stage by stage, in the order it runs: start reading here. `scripts/build.ts` around it parses
// the flags, refuses bad paths, holds the lock, answers signals and prints the summary.
//
//   1. check data        brand data, the route table, the analytics source table
//   2. bundle or reuse   Vike bundles the site (bundle.ts), or a data-only rebuild copies the last bundles (bundleCache.ts);
//                        the catalogs' files (products, search indexes) are written meanwhile (catalogFiles.ts)
//   3. prerender or reuse pages   workers render each page (prerender.ts); unchanged pages are taken from the last
//                        build's deployable (pageReuse.ts, lastBuild.ts), where they stay until publishing
//   4. finish            payloads, redirect pages, host files, build id, manifests (finish.ts, hosting/)
//   5. publish           the deployable replaces --out in one rename, or, when only page data changed, the few
//                        changed files patch the one at --out in place (publish.ts, patchPlan.ts); the history kept
//
// Its other two endings: a shard (`--shard I/N`) stops after 3 and writes a shard folder (shard.ts); a merge
// (`--merge`) replaces 2 and 3 by assembling a complete set of shard folders (mergeShards.ts), then goes on to 4.
import { join, resolve } from 'node:path'
import { isProductionAnalytics, siteSourceTable } from '../../analytics/build/siteSources.ts'
import { repeatedKeyWarnings } from '../../analytics/build/sourceTable.ts'
import type { Brand } from '../../brand/brandSchema.ts'
import { brandWarnings, loadBrands } from '../../brand/build/loadBrands.ts'
import { boundedLines } from '../../lib/boundedReport.ts'
import { type PrerenderShard, shardName, shardPaths } from '../../routing/build/prerenderShard.ts'
import { buildRouteTable } from '../../routing/routeTable.ts'
import { writeBrandIcons } from '../lib/brandIcons.ts'
import { walkFiles } from '../lib/files.ts'
import { type BuildKind, bundleKind, bundleSite, bundlesAnyway, startBundler } from './bundle.ts'
import { bundleKey } from './bundleCache.ts'
import { makePageFolders, moveCatalogFiles, writeCatalogFiles } from './catalogFiles.ts'
import { collectGarbage } from './collectGarbage.ts'
import { finishDeployable, stampPages, withoutCatalogs } from './finish.ts'
import { buildRecord, dropEarlierPageCache, readLastBuild, rememberLastBuild } from './lastBuild.ts'
import { assembleShards, checkShardSources, readShardSet, ShardSetError } from './mergeShards.ts'
import { pageDigests } from './pageInputs.ts'
import { type PageReuse, planPageReuse } from './pageReuse.ts'
import { planPatch } from './patchPlan.ts'
import { phaseClock, phaseLine } from './phaseClock.ts'
import {
  collectBeforeWorkersGrow,
  type PrerenderWorkers,
  prerenderCounter,
  startPrerenderWorkers,
  workersFor,
} from './prerender.ts'
import { prerenderModule, serverEntry } from './prerenderPages.ts'
import { recordBuildProcesses } from './processes.ts'
import { carryEarlierBuilds, linkedVersionFolder, publishDeployable, publishPatch, rememberBuild } from './publish.ts'
import type { BuildMode } from './shard.ts'
import { publishShard, writeShard } from './shard.ts'
import { type BuildSources, buildSources, sourceTimestamp } from './sources.ts'
import { type DeployableTotals, totalsOf, uploadList, writeUploadList } from './uploadList.ts'

export interface Build {
  root: string
  /** dist/ (Vike only prerenders into an outDir inside the project root), and the build's own folder in it. */
  dist: string
  staging: string
  out: string
  history: string
  report: string | undefined
  base: string
  origin: string | undefined
  clean: boolean
  quiet: boolean
  mode: BuildMode
  log: (line: string) => void
  /** Throws when a signal came: called right before anything is published. */
  checkpoint: () => Promise<void>
  /** Called the moment the new output is in place. */
  published: () => void
}

export type Outcome =
  | { ending: 'shard'; shard: PrerenderShard; pages: number; allPages: number; files: number }
  | {
      ending: 'deployable'
      id: string
      kind: BuildKind | 'merge'
      pages: number
      reuse: PageReuse | undefined
      totals: DeployableTotals
      carried: number
      prerenderSeconds: number
      /** The bundler's or the workers' peak memory, whichever is higher. */
      childPeakRssMb: number
      /** Seconds of each stage and of its parts, in the order they ran (phaseClock.ts). */
      phases: Record<string, number>
      /** How many files a patch of the deployable at --out replaced; undefined when a new version was published. */
      patched: number | undefined
    }

export async function runPipeline(build: Build): Promise<Outcome> {
  const { root, staging, mode, log } = build
  const clock = phaseClock()
  // Before any child is forked: a build killed outright leaves the list to the next build, which stops them.
  recordBuildProcesses(staging)
  // A build that will bundle whatever its sources starts the bundler now: it loads Vite and Vike meanwhile.
  const bundler = mode.kind !== 'merge' && bundlesAnyway(build) ? startBundler() : undefined
  // 1. Check data.
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
  clock.lap('check data')
  // Neither a build's own output nor the shard folders it merges are sources of it.
  const merged = mode.kind === 'merge' ? mode.folders.map((f) => resolve(f)) : []
  const notSources = [build.out, build.history, ...(build.report ? [build.report] : []), ...merged]

  const deployable = join(staging, 'client')
  let { base } = build
  let timestamp = sourceTimestamp(root)
  let kind: BuildKind | 'merge' = 'merge'
  let childPeakRssMb = 0
  let prerenderSeconds = 0
  let reuse: PageReuse | undefined
  const shard = mode.kind === 'shard' ? mode.shard : undefined
  const pages = shard ? shardPaths(allPages, shard) : allPages
  let shardSources: BuildSources | undefined
  if (mode.kind === 'merge') {
    // 2 and 3, for a merge: the shards' pages, checked to be a complete set of the same sources.
    log(`Checking ${mode.folders.length} shard folders…`)
    const shards = readShardSet(merged)
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
    clock.lap('assemble shards')
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
    const bundling = { root, dist: build.dist, staging, base, key, clean: build.clean, quiet: build.quiet, log }
    const expected = bundleKind(bundling)
    const site = { pages: allPages.length }
    // What the bundler writes for the workers: the server build and their own code.
    const modules = { serverEntry: serverEntry(staging), workerModule: prerenderModule(staging) }
    // A data-only rebuild copies the bundles first and has a worker load the server build and the brands while it
    // keys the pages: at 100,000 pages each takes seconds, and the few pages an edit changes wait for the worker.
    const restored = expected === 'data-only' ? await bundleSite({ ...bundling, bundler }) : undefined
    let early: PrerenderWorkers | undefined
    if (restored?.kind === 'data-only') {
      early = startPrerenderWorkers(1, site)
      early.preload({ ...modules, base })
    }
    // A whole build keys each page's inputs, so that a data-only rebuild renders only the pages whose inputs changed.
    const digests =
      !shard && checkout && key
        ? pageDigests({ routes: table.routes, brands, analytics: sources, settings: checkout.settings, bundleKey: key })
        : undefined
    dropEarlierPageCache(build.dist)
    // Only a data-only rebuild takes anything from the last build: a clean one does not read (and hold, while its
    // workers render) a record of some 200,000 digests.
    const last = expected === 'data-only' ? readLastBuild(build.dist) : undefined
    reuse = planPageReuse({ last, digests, reuse: expected === 'data-only', paths: pages })
    // Their files are written while the bundler runs, then let go: finishing needs none (a shard's merge writes them).
    let catalogs: Brand[] | undefined = shard ? undefined : brands
    brands = withoutCatalogs(brands)
    const renderCount = reuse.render.length + (reuse.renderNotFound ? 1 : 0)
    // The warmed worker renders an edit's few pages; more pages get a worker per core, which load while the
    // catalogs' files are written. A clean build's workers start now, in the background (prerender.ts): they load
    // Node and Vike's runtime on the core the bundler's loading leaves free, and until the bundler has ended they
    // hold only that (about 50 MB each), not the pages.
    if (early && (renderCount === 0 || workersFor(renderCount) > early.count)) {
      early.dismiss()
      early = undefined
    }
    if (restored && renderCount > 0 && !early) {
      early = startPrerenderWorkers(renderCount, site)
      early.preload(modules)
    }
    if (!restored && renderCount > 0) early = startPrerenderWorkers(renderCount, site, { background: true })
    clock.lap('sources and page keys')
    // 2. Bundle or reuse.
    const preload = () => early?.preload(modules)
    const bundlerRun = restored ? Promise.resolve(restored) : bundleSite({ ...bundling, bundler, onServerBuilt: preload })
    // Handled below; writing the catalogs' files failing first must not leave it unhandled.
    bundlerRun.catch(() => {})
    const catalogFolder = join(staging, 'catalogs')
    const catalogsStarted = performance.now()
    if (catalogs) writeCatalogFiles(catalogFolder, catalogs, reuse.writeData)
    catalogs = undefined
    // What the catalogs held would stay resident beside the workers while they grow to their size.
    if (!restored) collectBeforeWorkersGrow(renderCount)
    let bundlerEnded = false
    bundlerRun.finally(() => (bundlerEnded = true)).catch(() => {})
    await makePageFolders(catalogFolder, reuse.render, () => bundlerEnded)
    const catalogSeconds = (performance.now() - catalogsStarted) / 1000
    const bundled = await bundlerRun
    kind = bundled.kind
    moveCatalogFiles(catalogFolder, deployable)
    const bundleSeconds = clock.lap('bundle')
    clock.add('bundle', { ...bundled.phases, 'catalog files and page folders beside it': catalogSeconds })
    if (kind === 'clean') log(`  bundled in ${bundleSeconds.toFixed(2)} s: ${phaseLine(bundled.phases)}`)
    // 3. Prerender or reuse pages.
    const prerenderStarted = performance.now()
    const which = shard ? ` (shard ${shardName(shard)} of ${allPages.length} pages)` : ''
    const reused = reuse.reused > 0 ? ` (${reuse.reused} unchanged pages reused)` : ''
    log(`Prerendering ${reuse.render.length} pages${which}${reused}…`)
    const rendering =
      renderCount > 0
        ? (early ?? startPrerenderWorkers(renderCount, site)).render({
            ...modules,
            clientDir: deployable,
            base,
            paths: reuse.render,
            notFoundPage: reuse.renderNotFound,
            onPages: prerenderCounter(reuse.render.length, build.quiet, log),
            onWorkerStarted: (seconds) => clock.add('prerender', { 'worker start': seconds }),
          })
        : Promise.resolve(0)
    childPeakRssMb = Math.max(bundled.peakRssMb, await rendering)
    prerenderSeconds = (performance.now() - prerenderStarted) / 1000
    clock.lap('prerender')
    await bundled.kept?.commit()
    clock.lap('keep bundles')
  }

  if (shard && shardSources) {
    // The shard ending: its pages and the digest of every file, for a merge to check.
    log(`Writing shard ${shardName(shard)}…`)
    const folder = join(staging, 'shard')
    const manifest = writeShard(deployable, folder, { shard, pages, sources: shardSources })
    await build.checkpoint()
    publishShard(folder, build.out)
    build.published()
    return { ending: 'shard', shard, pages: pages.length, allPages: allPages.length, files: Object.keys(manifest.files).length }
  }
  // 4. Finish.
  log('Writing redirects, host files and build manifests…')
  writeBrandIcons(deployable, brands)
  clock.lap('brand icons')
  // A whole build wrote the catalogs' files while it bundled; a merge, which bundles nothing, writes them now.
  if (mode.kind === 'merge') {
    writeCatalogFiles(deployable, brands)
    clock.lap('catalog files')
  }
  const meta = finishDeployable(deployable, {
    table,
    brands,
    timestamp,
    base,
    origin: build.origin,
    history: build.history,
    // A merge's pages all carry the placeholder; a whole build's rendered ones do, its reused ones an earlier id.
    unstamped: reuse?.renderedHtml,
    kept: reuse?.from && { site: reuse.from.site, files: reuse.kept() },
    known: reuse?.dataDigests(),
  })
  // What finishing a large site left (its file lists, the headers' tree) is garbage the collector would keep until
  // the upload list is made, the build process's peak: collected first (a fraction of a second at 100,000 pages).
  if (table.routes.length - (reuse?.reused ?? 0) > 1000) collectGarbage()
  clock.lap('finish')
  const carried = carryEarlierBuilds(build.history, deployable)
  // What this build made itself: the record names them, and a patch compares them with the deployable at --out. A
  // build that took nothing made every file: the upload list names them, and a second list of 300,000 paths held
  // beside it at the build's end was its peak's margin.
  const staged = reuse?.from ? walkFiles(deployable) : undefined
  let record = staged && reuse?.record(meta.id, staged)
  const recordText = (totals: DeployableTotals) => record && JSON.stringify(buildRecord({ ...record, totals }))
  // 5. Publish: a patch of the deployable at --out when the last build's is that one and only page data changed,
  // else a new version. Both are synchronous: a signal that came meanwhile stops the build here, before publishing.
  const linked = linkedVersionFolder(build.out)
  const patch = record && staged && planPatch({ last: reuse?.from, linked, record, staging: deployable, staged })
  let totals: DeployableTotals
  let patched: number | undefined
  if (patch && linked !== undefined) {
    totals = patch.totals
    clock.lap('history and patch')
    await build.checkpoint()
    const text = recordText(totals) as string
    publishPatch({
      folder: linked,
      out: build.out,
      from: deployable,
      files: patch.changed,
      uploadList: patch.uploadList,
      record: text,
    })
    build.published()
    patched = patch.changed.length
  } else {
    // The taken files join the deployable; pages taken from a build of another id carry that id, stamped anew.
    reuse?.materialize(deployable)
    const taken = reuse?.reusedHtml
    if (taken?.id !== undefined && taken.id !== meta.id) stampPages(deployable, meta.id, taken.files, taken.id)
    clock.lap('link reused pages')
    const files = uploadList(deployable)
    totals = totalsOf(files)
    record ??= reuse?.record(
      meta.id,
      files.filter((entry) => entry.source === undefined).map((entry) => entry.path),
    )
    clock.lap('history and upload list')
    await build.checkpoint()
    const folder = publishDeployable({
      deployable,
      uploadList: (file) => writeUploadList(file, files),
      record: recordText(totals),
      out: build.out,
      buildId: meta.id,
    })
    build.published()
    rememberLastBuild(build.dist, folder)
  }
  rememberBuild(build.history, build.out, meta.id)
  clock.lap('publish')
  return {
    ending: 'deployable',
    id: meta.id,
    kind,
    pages: table.routes.length,
    reuse,
    totals,
    carried,
    prerenderSeconds,
    childPeakRssMb,
    phases: clock.phases(),
    patched,
  }
}
