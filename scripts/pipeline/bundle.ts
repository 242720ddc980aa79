// The bundling step of a build: Vike bundles the client and the server build into `staging` in a process of its own
// (bundlerProcess.mjs), which also compiles the prerender workers' code beside the server build; or, when only
// data changed since the last clean build, those bundles are copied instead (bundleCache.ts). Which of the two is
// known first, so the build can start its prerender workers at once: on a clean build they load Vike's runtime while
// the bundler works (stages.ts), and the server build and their code as soon as those are written (onServerBuilt),
// while Vike finishes and the bundler ends; they get their pages, and the memory those take, only once the bundler
// has ended.
import { fileURLToPath } from 'node:url'
import { bundleCacheDir, hasAnyBundles, hasBundles, type KeptBundles, keepBundles, restoreBundles } from './bundleCache.ts'
import { collectGarbage } from './collectGarbage.ts'
import { prerenderModule } from './prerenderPages.ts'
import { forkBuildProcess } from './processes.ts'

export type BuildKind = 'clean' | 'data-only'

export interface BundleOptions {
  root: string
  dist: string
  staging: string
  base: string
  /** The bundle key (bundleCache.ts), or undefined: bundle and keep nothing. */
  key: string | undefined
  /** Bundle even when cached bundles match (--clean). */
  clean: boolean
  quiet: boolean
  log: (line: string) => void
  /** Called when the server build and the workers' code are written, while Vike finishes and the bundler ends. */
  onServerBuilt?: () => void
  /** The bundler started ahead (startBundler), or undefined: started when there is bundling to do. */
  bundler?: Bundler | undefined
}

export interface Bundled {
  kind: BuildKind
  /** The bundler process's peak memory in MB (0 when the bundles were reused). */
  peakRssMb: number
  /** Seconds of each part of the bundling (bundlerProcess.mjs); none when reused. */
  phases: Record<string, number>
  /** The fresh bundles on their way into the cache: to commit once the prerender is done. */
  kept?: KeptBundles
}

const bundlerFile = fileURLToPath(new URL('./bundlerProcess.mjs', import.meta.url))
const prerenderTaskSource = fileURLToPath(new URL('./prerenderWorker.ts', import.meta.url))

/** What bundleSite will do: "data-only" when the last clean build's bundles match `key` and may be reused. */
export function bundleKind(options: Pick<BundleOptions, 'dist' | 'key' | 'clean'>): BuildKind {
  const { dist, key, clean } = options
  return key && !clean && hasBundles(bundleCacheDir(dist), key) ? 'data-only' : 'clean'
}

/** Whether the build bundles whatever its sources turn out to be: --clean, or no bundles kept to reuse. */
export function bundlesAnyway(options: Pick<BundleOptions, 'dist' | 'clean'>): boolean {
  return options.clean || !hasAnyBundles(bundleCacheDir(options.dist))
}

export async function bundleSite(options: BundleOptions): Promise<Bundled> {
  const { root, dist, staging, base, key, quiet, log } = options
  const cache = bundleCacheDir(dist)
  if (bundleKind(options) === 'data-only' && key && restoreBundles(cache, key, staging)) {
    log(`Reusing the bundles of the last clean build: only data changed (base ${base})…`)
    return { kind: 'data-only', peakRssMb: 0, phases: {} }
  }
  log(`Bundling with Vike (base ${base})…`)
  // What this process dropped before bundling would stay resident beside the bundler, at the build's peak.
  collectGarbage()
  const prerenderTask = { source: prerenderTaskSource, out: prerenderModule(staging) }
  const bundler = options.bundler ?? startBundler()
  const { onServerBuilt } = options
  const { peakRssMb, phases } = await bundler.run({ root, staging, base, quiet, prerenderTask }, { onServerBuilt })
  return { kind: 'clean', peakRssMb, phases, ...(key ? { kept: keepBundles(cache, key, staging) } : {}) }
}

// Rolldown's allocator and V8's young generation sized for a one-off build on a small machine: the bundler's peak
// memory drops from about 400 MB to about 230 MB, at the same speed (the output is the same). Two threads for
// Rolldown's own work (parsing, transforming, writing), where one left the second core idle: in the client and server
// builds the bundler's JavaScript thread mostly waits for it (the median client build went from 1.27 to 0.73 s and the
// server's from 0.84 to 0.65 s in 5 alternating rounds on the busy 2-core machine), at the same peak (about 200 MB).
const lean = {
  env: {
    MIMALLOC_ARENA_EAGER_COMMIT: '0',
    MIMALLOC_PURGE_DELAY: '0',
    ROLLDOWN_WORKER_THREADS: '2',
    TOKIO_WORKER_THREADS: '2',
    RAYON_NUM_THREADS: '2',
  },
  nodeFlags: ['--max-semi-space-size=2'],
}

interface BundlerTask {
  root: string
  staging: string
  base: string
  quiet: boolean
  /** The prerender worker's task to compile, and the module to write. */
  prerenderTask: { source: string; out: string }
}

type BundlerReport = Pick<Bundled, 'peakRssMb' | 'phases'>

type BundlerEvents = Pick<BundleOptions, 'onServerBuilt'>

/** The bundler's process (bundlerProcess.mjs), loading Vite and Vike until it is given its task. */
export interface Bundler {
  /** Gives the bundler its task (once); resolves when it has ended with its peak memory in MB and the seconds of
   *  its parts. `events.onServerBuilt` is called when the server is built. */
  run(task: BundlerTask, events?: BundlerEvents): Promise<BundlerReport>
}

/**
 * Starts the bundler's process before its task is known. Vite, Rolldown and Vike take about half a second to load
 * (more on a busy machine): a build that will bundle whatever its sources (stages.ts) starts it first thing, and it
 * loads them while the build checks its data and reads its sources. One that never gets its task is stopped with the
 * build's other children.
 */
export function startBundler(): Bundler {
  const bundler = forkBuildProcess(bundlerFile, [], lean)
  let report: BundlerReport | undefined
  let failure: string | undefined
  let events: BundlerEvents = {}
  bundler.on('message', (message: BundlerReport | { built: 'server' } | { error: string }) => {
    if ('error' in message) failure = message.error
    else if ('built' in message) events.onServerBuilt?.()
    else report = message
  })
  const ended = new Promise<BundlerReport>((resolve, reject) => {
    bundler.on('error', reject)
    bundler.on('exit', (code, signal) => {
      if (report !== undefined) resolve(report)
      else reject(new Error(failure ?? `the bundler stopped (${signal ?? `exit code ${code}`})`))
    })
  })
  // Observed by run(); a bundler the build never needed ends unobserved.
  ended.catch(() => {})
  return {
    run(task, given = {}) {
      events = given
      bundler.send(task)
      return ended
    },
  }
}
