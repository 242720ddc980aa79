// The prerender stage's processes: the workers that render the pages, and the running count they report.

// Prerender progress: the workers report pages written, and the build logs a running count.
import type { ChildProcess } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { availableParallelism, getPriority, setPriority } from 'node:os'
import { fileURLToPath } from 'node:url'
import { collectGarbage } from './collectGarbage.ts'
import type { WorkerMessage, WorkerPreload, WorkerTask } from './prerenderWorker.ts'
import { forkBuildProcess, isProcessAlive, killBuildProcesses } from './processes.ts'
import { pageInProgress, workerDeathMessage } from './workerDeath.ts'

/** A callback for pages written that logs "prerendered N/total pages" at each quarter (nothing when quiet). */
export function prerenderCounter(total: number, quiet: boolean, log: (line: string) => void): (count: number) => void {
  const step = Math.max(1, Math.ceil(total / 4))
  let written = 0
  return (count) => {
    const before = written
    written += count
    if (!quiet && (Math.floor(written / step) > Math.floor(before / step) || written === total)) {
      log(`  prerendered ${written}/${total} pages`)
    }
  }
}

// Splits the pages over worker processes (prerenderWorkerStart.mjs, then prerenderWorker.ts compiled), one
// per core: rendering is CPU-bound and the build process itself only waits. A data-only rebuild starts them first
// thing, so they load Node and Vike's runtime while the bundles are copied; a clean build as soon as it knows its
// pages, in the background, while the bundler works (stages.ts). Pages are dealt round-robin from the route table's
// order, so each worker gets every brand's mix of light and heavy pages.
const workerFile = fileURLToPath(new URL('./prerenderWorkerStart.mjs', import.meta.url))

export interface RenderOptions {
  serverEntry: string
  /** The prerender worker's task compiled (prerenderPages.ts: prerenderModule). */
  workerModule: string
  clientDir: string
  base: string
  paths: readonly string[]
  /** Also render the site's 404 page (the first worker does). */
  notFoundPage: boolean
  /** Called with the number of pages just written (progress). */
  onPages?: (count: number) => void
  /** Called once all are done with the seconds the slowest worker took from its start to its first page. */
  onWorkerStarted?: (seconds: number) => void
}

export interface PrerenderWorkers {
  /** How many workers there are. */
  count: number
  /** Has each worker load the server build and its task's code ahead of its pages, as soon as they are written (the
   *  bundler is still finishing, or a rebuild is still keying its pages); with `base`, also the brands the routes
   *  read (a warm-up render of an unmatched URL). */
  preload(modules: WorkerPreload['preload']): void
  /** Renders every path (and the 404 page when asked); resolves with the workers' peak memory in MB, summed. Once. */
  render(options: RenderOptions): Promise<number>
  /** Lets the workers go unused: they end (exitWithBuild.mjs). */
  dismiss(): void
}

/** What a worker's memory depends on: it holds every brand and the route table, which grow with the pages (a page
 *  per product), and one page at a time, none of which lists more than one listing page's products. */
export interface SiteSize {
  pages: number
}

/**
 * The bound of a worker's old space, in MB. Left alone, V8 lets a worker's heap grow far beyond what it holds: 0.6 to
 * 2 GB at 100,000 pages. Bounded, it collects sooner; at 100,000 pages two workers and the build process must stay
 * under 1 GB. What a worker holds grows with the site, not with a catalog: the brands and the route table, measured
 * for two catalogs of 50,000 products (104,368 pages) at 91 and 23 MB of heap, about 1.1 KB a page, beside Vike's and
 * React's runtime; a page renders at most one listing page's products (routing/listingPages.ts), a cart or checkout
 * none (they fetch the lines' products), so no page is catalog-sized. At 320 MB each worker of that build peaked at
 * about 324 MB resident while rendering, and the tree at 818 MB with the build process (829 MB at the end, the build
 * process alone finishing): so 320 MB, or 120 MB and 1.25 KB a page where more is needed, so that a larger site
 * builds with more memory instead of a worker running out of it (the page term passes the floor at about 164,000
 * pages, where a worker would hold some 180 MB of data).
 */
export function workerHeapMb({ pages }: SiteSize): number {
  return Math.max(320, Math.ceil(120 + (pages * 1.25) / 1024))
}

/** One worker per core, fewer for fewer pages: a worker pays its start-up for about 100 pages. */
export function workersFor(pageCount: number): number {
  return Math.max(1, Math.min(availableParallelism(), Math.ceil(pageCount / 100)))
}

/** Below this many pages to render, the workers stay far under the build process's own size. */
const pagesWorthCollecting = 1000

/** Collects what this process dropped, which would stay resident beside the workers while they grow to their size.
 *  Workers that render a few pages (a rebuild after an edit) stay small, and a full collection of a large site's
 *  brands would cost the rebuild half a second for nothing. */
export function collectBeforeWorkersGrow(pageCount: number): void {
  if (pageCount > pagesWorthCollecting) collectGarbage()
}

/**
 * How much lower than the build's own priority workers started in the background run. A clean build starts its workers while the bundler loads Vite,
 * Rolldown and Vike, on one thread: at normal priority their own loading took CPU from it (its start and config
 * slower, on two cores), and started only once the client was built they took it from the server build instead (0.44
 * to 0.71 s of it, against 0.24 to 0.34 s now) and were still loading when it ended. In the background they load on
 * the core the bundler leaves free and yield the rest to it: clean builds 0.12 to 0.61 s faster in 8 of 8 pairs.
 */
const backgroundNiceness = 10
/** The highest niceness Unix knows. */
const lowestPriority = 19

export interface WorkerStart {
  /** Start at a lower priority until `preload` (or `render`): for workers started while the bundler works. */
  background?: boolean
}

/** Starts one worker per core, fewer for a small site (a worker pays its start-up for about 100 pages). A small young
 *  generation keeps the garbage of each page small. */
export function startPrerenderWorkers(pageCount: number, site: SiteSize, start: WorkerStart = {}): PrerenderWorkers {
  const count = workersFor(pageCount)
  // Collected by the caller once it has dropped what it held for the bundling (stages.ts).
  if (!start.background) collectBeforeWorkersGrow(pageCount)
  const workerHeap = [`--max-old-space-size=${workerHeapMb(site)}`, '--max-semi-space-size=4']
  const workers = Array.from({ length: count }, () => forkBuildProcess(workerFile, [], { nodeFlags: workerHeap }))
  // Relative to the build's own niceness: a build run under `nice` keeps its workers as low as itself, never above.
  const own = getPriority()
  if (start.background) {
    for (const worker of workers) setNiceness(worker, Math.min(lowestPriority, own + backgroundNiceness))
  }
  // Once the bundler has written the server build, the workers' work is the build's path: back to the build's own
  // priority where the system allows it (raising a priority takes privilege; elsewhere they stay niced, which costs
  // nothing while nothing else competes for the cores).
  const foreground = () => {
    if (start.background) for (const worker of workers) setNiceness(worker, own)
  }
  return {
    count,
    preload(modules) {
      foreground()
      // A worker that died meanwhile cannot take it (EPIPE): its death is reported when it is given its pages.
      for (const worker of workers) if (worker.connected) worker.send({ preload: modules } satisfies WorkerPreload, () => {})
    },
    dismiss() {
      for (const worker of workers) if (worker.connected) worker.disconnect()
    },
    async render(options) {
      foreground()
      const slices = workers.map((_, i) => options.paths.filter((_, n) => n % workers.length === i))
      try {
        const done = await Promise.all(
          workers.map((worker, i) => renderSlice(worker, i, slices[i] ?? [], options, workers.length)),
        )
        options.onWorkerStarted?.(Math.max(...done.map((worker) => worker.startSeconds)))
        return done.reduce((sum, worker) => sum + worker.peakRssMb, 0)
      } catch (error) {
        killBuildProcesses()
        throw error
      }
    },
  }
}

/** Sets a worker's niceness, when the system allows it and the worker is still there. Linux keeps one per thread:
 *  each thread the worker has is set (a thread it starts later takes its starter's); elsewhere, the process's. */
function setNiceness(worker: ChildProcess, niceness: number): void {
  const { pid } = worker
  if (pid === undefined || worker.exitCode !== null || worker.signalCode !== null) return
  for (const id of threadsOf(pid)) {
    try {
      setPriority(id, niceness)
    } catch {
      // Not permitted (raising a priority), or the thread or worker has just ended: it keeps the priority it has.
    }
  }
}

function threadsOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number)
  } catch {
    return [pid]
  }
}

type WorkerDone = Omit<Extract<WorkerMessage, { done: true }>, 'done'>

function renderSlice(
  worker: ChildProcess,
  i: number,
  paths: string[],
  options: RenderOptions,
  workers: number,
): Promise<WorkerDone> {
  return new Promise<WorkerDone>((resolve, reject) => {
    const notFoundPage = options.notFoundPage && i === 0
    let given = false
    let reported = 0
    const died = () =>
      new Error(
        workerDeathMessage({
          worker: i + 1,
          workers,
          signal: worker.signalCode,
          exitCode: worker.exitCode,
          page: given ? pageInProgress(paths, reported, options.clientDir, notFoundPage) : undefined,
        }),
      )
    // It may have died while the build was bundling.
    if (worker.exitCode !== null || worker.signalCode !== null) return reject(died())
    let done: WorkerDone | undefined
    let failure: Error | undefined
    worker.on('message', (message: WorkerMessage) => {
      if ('pages' in message) {
        reported += message.pages
        options.onPages?.(message.pages)
      } else if ('done' in message) done = { peakRssMb: message.peakRssMb, startSeconds: message.startSeconds }
      else failure = new Error(message.error)
    })
    // A broken channel (EPIPE) is how a worker's death may show first: its exit then says what happened. A channel
    // that broke under a worker still running is the failure itself.
    worker.on('error', (error) => {
      if (worker.pid === undefined || !isProcessAlive(worker.pid)) return
      failure ??= error
      worker.kill('SIGKILL')
    })
    worker.on('exit', () => {
      if (done !== undefined) resolve(done)
      else reject(failure ?? died())
    })
    const task: WorkerTask = {
      serverEntry: options.serverEntry,
      workerModule: options.workerModule,
      clientDir: options.clientDir,
      base: options.base,
      paths,
      notFoundPage,
    }
    // Given once the task is on its way: a worker that died before could not take it (the send fails with EPIPE).
    worker.send(task, (error) => {
      given = !error
    })
  })
}
