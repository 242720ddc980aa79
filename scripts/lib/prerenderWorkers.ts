// Splits the pages over worker processes (lib/prerenderWorker.ts), one per core: rendering is CPU-bound and the
// build process itself only waits. Pages are dealt round-robin from the route table's order, so each worker gets
// every brand's mix of light and heavy pages.
import { type ChildProcess, fork } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import type { WorkerMessage, WorkerTask } from './prerenderWorker.ts'

const workerFile = fileURLToPath(new URL('./prerenderWorker.ts', import.meta.url))
const running = new Set<ChildProcess>()

/** Stops every worker at once (an interrupted build): none may write into a staging folder being removed. */
export function killPrerenderWorkers(): void {
  for (const worker of running) worker.kill('SIGKILL')
}

export interface WorkersOptions {
  serverEntry: string
  clientDir: string
  base: string
  paths: readonly string[]
  /** Called with the number of pages just written (progress). */
  onPages?: (count: number) => void
}

/** Renders every path (and the 404 page); resolves with the workers' largest peak memory in MB. */
export async function prerenderInWorkers(options: WorkersOptions): Promise<number> {
  const count = Math.max(1, Math.min(availableParallelism(), Math.ceil(options.paths.length / 100)))
  const slices = Array.from({ length: count }, (_, i) => options.paths.filter((_, n) => n % count === i))
  const workers = slices.map(() => fork(workerFile, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }))
  for (const worker of workers) {
    running.add(worker)
    worker.once('exit', () => running.delete(worker))
  }
  try {
    const peaks = await Promise.all(
      workers.map(
        (worker, i) =>
          new Promise<number>((resolve, reject) => {
            let peak: number | undefined
            worker.on('message', (message: WorkerMessage) => {
              if ('pages' in message) options.onPages?.(message.pages)
              else if ('done' in message) peak = message.peakRssMb
              else reject(new Error(message.error))
            })
            worker.on('error', reject)
            worker.on('exit', (code, signal) => {
              if (peak !== undefined) resolve(peak)
              else reject(new Error(`prerender worker ${i + 1} stopped (${signal ?? `exit code ${code}`})`))
            })
            const task: WorkerTask = {
              serverEntry: options.serverEntry,
              clientDir: options.clientDir,
              base: options.base,
              paths: slices[i] as string[],
              notFoundPage: i === 0,
            }
            worker.send(task)
          }),
      ),
    )
    return Math.max(...peaks)
  } catch (error) {
    killPrerenderWorkers()
    throw error
  }
}
