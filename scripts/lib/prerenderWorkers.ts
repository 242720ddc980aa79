// Splits the pages over worker processes (lib/prerenderWorkerStart.mjs, then lib/prerenderWorker.ts), one per core:
// rendering is CPU-bound and the build process itself only waits. The workers are started before bundling, so they
// load Node, Vike's runtime and TypeScript support while the bundler runs, and render as soon as the server build
// exists. Pages are dealt round-robin from the route table's order, so each worker gets every brand's mix of light
// and heavy pages.
import { type ChildProcess, fork } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import type { WorkerMessage, WorkerTask } from './prerenderWorker.ts'

const workerFile = fileURLToPath(new URL('./prerenderWorkerStart.mjs', import.meta.url))

/** The build's Node flags without tsx's loader: the worker's entry registers it itself, after loading Vike. */
export function withoutTsxLoader(execArgv: readonly string[]): string[] {
  const flags: string[] = []
  for (let i = 0; i < execArgv.length; i++) {
    const flag = execArgv[i] as string
    if (['--import', '--require', '-r'].includes(flag) && /(^|[\\/])tsx([\\/]|$)/.test(execArgv[i + 1] ?? '')) i++
    else if (!/^--(import|require)=(.*[\\/])?tsx([\\/]|$)/.test(flag)) flags.push(flag)
  }
  return flags
}
const running = new Set<ChildProcess>()

/** Stops every worker at once (an interrupted or failed build): none may write into a staging folder being removed. */
export function killPrerenderWorkers(): void {
  for (const worker of running) worker.kill('SIGKILL')
}

export interface RenderOptions {
  serverEntry: string
  clientDir: string
  base: string
  paths: readonly string[]
  /** Called with the number of pages just written (progress). */
  onPages?: (count: number) => void
}

export interface PrerenderWorkers {
  /** Renders every path (and the 404 page); resolves with the workers' largest peak memory in MB. Once. */
  render(options: RenderOptions): Promise<number>
}

/** Starts one worker per core, fewer for a small site (a worker pays its start-up for about 100 pages). */
export function startPrerenderWorkers(pageCount: number): PrerenderWorkers {
  const count = Math.max(1, Math.min(availableParallelism(), Math.ceil(pageCount / 100)))
  const workers = Array.from({ length: count }, () =>
    fork(workerFile, { execArgv: withoutTsxLoader(process.execArgv), stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
  )
  for (const worker of workers) {
    running.add(worker)
    worker.once('exit', () => running.delete(worker))
  }
  return {
    async render(options) {
      const slices = workers.map((_, i) => options.paths.filter((_, n) => n % workers.length === i))
      try {
        return Math.max(...(await Promise.all(workers.map((worker, i) => renderSlice(worker, i, slices[i] ?? [], options)))))
      } catch (error) {
        killPrerenderWorkers()
        throw error
      }
    },
  }
}

function renderSlice(worker: ChildProcess, i: number, paths: string[], options: RenderOptions): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const stopped = () => new Error(`prerender worker ${i + 1} stopped (${worker.signalCode ?? `exit code ${worker.exitCode}`})`)
    // It may have died while the build was bundling.
    if (worker.exitCode !== null || worker.signalCode !== null) return reject(stopped())
    let peak: number | undefined
    worker.on('message', (message: WorkerMessage) => {
      if ('pages' in message) options.onPages?.(message.pages)
      else if ('done' in message) peak = message.peakRssMb
      else reject(new Error(message.error))
    })
    worker.on('error', reject)
    worker.on('exit', () => (peak === undefined ? reject(stopped()) : resolve(peak)))
    const task: WorkerTask = {
      serverEntry: options.serverEntry,
      clientDir: options.clientDir,
      base: options.base,
      paths,
      notFoundPage: i === 0,
    }
    worker.send(task)
  })
}
