// `npm run build`: validates brand data, prerenders every page with Vike, finishes the deployable (payloads,
// redirects, build id, manifests, upload list) in a staging folder and publishes it only when all of it worked.
// The stages themselves, in order, are in pipeline/stages.ts; this file is the command around them: its flags, the
// paths it refuses before writing anything (pipeline/guard.ts) and a bad --base, one build at a time per project
// (pipeline/lock.ts), signals (pipeline/interrupts.ts), and the summary. Sharded: `--shard I/N --out DIR`
// prerenders about 1/N of the pages into a shard folder, and `--merge DIR1 DIR2 … --out DIR` checks a complete set
// of them and finishes it exactly as a whole build would. Non-interactive; prints progress and a summary (only the
// summary and errors under CI=true).
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { BrandDataError, projectRoot } from '../brand/build/loadBrands.ts'
import { ShardSpecError, shardName } from '../routing/build/prerenderShard.ts'
import { parseBasePath } from './cli/basePath.ts'
import { runCommandLine } from './cli/commandLine.ts'
import { isCi } from './cli/environment.ts'
import { asText, switchOption, valueOption } from './cli/options.ts'
import { parseSiteOrigin } from './hosting/siteOrigin.ts'
import { BuildPathError, checkBuildPaths } from './pipeline/guard.ts'
import { watchInterrupts } from './pipeline/interrupts.ts'
import { acquireBuildLock, BuildLockedError, removeStaleTemporaries } from './pipeline/lock.ts'
import { ShardSetError } from './pipeline/mergeShards.ts'
import { removeOutputLinks } from './pipeline/outputLinks.mjs'
import { noSpaceMessage, stopBuildProcesses } from './pipeline/processes.ts'
import { removeStalePublishing } from './pipeline/publish.ts'
import { type BuildMode, buildMode, removeStaleShardPublishing } from './pipeline/shard.ts'
import { runPipeline } from './pipeline/stages.ts'
import { watchTreeMemory } from './pipeline/treeMemory.ts'

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
// The bundler's links of a build that died while bundling (a new bundler would replace them; a data-only build runs none).
removeOutputLinks(dist)
removeStalePublishing(out)
removeStaleShardPublishing(out)

const hadDeployable = existsSync(out)
const outKind = mode.kind === 'shard' ? 'shard folder' : 'deployable'
const unchanged = () =>
  hadDeployable ? `The previous ${outKind} at ${shown(out)} is unchanged.` : `Nothing was written to ${shown(out)}.`
const cleanUp = () => {
  removeOutputLinks(dist)
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
  const outcome = await runPipeline({
    ...{ root, dist, staging, out, history, report, base: options.base, origin: options.indexable },
    ...{ clean: options.clean, quiet, mode, log },
    checkpoint: () => interrupts.checkpoint(),
    published: () => {
      published = true
    },
  })
  const seconds = Math.round((performance.now() - started) / 10) / 100
  if (outcome.ending === 'shard') {
    const summary = { shard: shardName(outcome.shard), pages: outcome.pages, files: outcome.files, seconds, out: shown(out) }
    console.log(
      `Built shard ${summary.shard}: ${summary.pages} of ${outcome.allPages} pages (${summary.files} files) in ${summary.seconds} s → ${summary.out} (not a deployable: merge the complete set with --merge)`,
    )
    if (report) writeFileSync(report, JSON.stringify(summary, null, 2))
  } else {
    const { id, kind, reuse, totals } = outcome
    const summary = {
      buildId: id,
      /** "clean": bundled; "data-only": the last clean build's bundles reused (only brand data changed); "merge". */
      kind,
      pages: outcome.pages,
      /** Pages rendered by this build, and pages copied unchanged from the last build's (a data-only rebuild). */
      pagesRendered: reuse?.render.length ?? 0,
      pagesReused: reuse?.reused ?? 0,
      /** Files replaced in the deployable at --out when it was patched in place; null: a new version was published. */
      filesPatched: outcome.patched ?? null,
      // The files themselves, not the extensionless copies the upload list adds.
      htmlFiles: totals.htmlFiles,
      htmlBytes: totals.htmlBytes,
      totalBytes: totals.bytes,
      files: totals.files,
      earlierBuildsCarried: outcome.carried,
      seconds,
      prerenderSeconds: Math.round(outcome.prerenderSeconds * 100) / 100,
      /** Seconds of each stage and its parts, in the order they ran (pipeline/phaseClock.ts). */
      phases: outcome.phases,
      /** The whole process tree's peak (pipeline/treeMemory.ts): the build process, the bundler, the workers at once. */
      peakRssMb: memory.stop({ build: Math.round(process.resourceUsage().maxRSS / 1024), children: outcome.childPeakRssMb }),
      out: shown(out),
    }
    const kindText = {
      clean: 'clean build',
      'data-only': 'data-only rebuild: bundles reused',
      merge: `merged from ${mode.kind === 'merge' ? mode.folders.length : 0} shards`,
    }
    const patchedText = summary.filesPatched === null ? '' : `, ${summary.filesPatched} files patched in place`
    const rendered = summary.pagesReused
      ? `, ${summary.pagesRendered} pages rendered and ${summary.pagesReused} reused${patchedText}`
      : ''
    console.log(
      `Built ${summary.pages} pages (${summary.files} files, ${(summary.totalBytes / 1e6).toFixed(2)} MB) in ${summary.seconds} s → ${summary.out} (build ${id}, ${kindText[kind]}${rendered})`,
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
