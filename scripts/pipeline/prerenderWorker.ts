// A prerender worker's task (prerender.ts forks prerenderWorkerStart.mjs, which runs this): renders
// the pages it is sent, reports each one written, and ends with its peak memory. A separate process runs Vike's
// server runtime as in production and keeps the pages' memory out of the build process. The bundler compiles this
// module to plain JavaScript beside the server build (bundlerProcess.mjs), so a worker needs no TypeScript loader.
import { type PrerenderOptions, prerenderPages, warmRenderer } from './prerenderPages.ts'

export type WorkerTask = Omit<PrerenderOptions, 'onPage' | 'onReady'> & {
  /** This module compiled (prerenderPages.ts: prerenderModule). */
  workerModule: string
}
/** Sent before the task when the bundler has written the server build and this module (prerenderWorkerStart.mjs). */
export type WorkerPreload = { preload: Pick<WorkerTask, 'serverEntry' | 'workerModule'> & { base?: string } }
/** `startSeconds`: from the worker's start to its first page (Node, Vike's runtime and the server build loaded). */
export type WorkerMessage = { pages: number } | { done: true; peakRssMb: number; startSeconds: number } | { error: string }

// Progress goes to the parent in batches: one message per page costs more than the page on a large site.
const batch = 50

export async function runTask(task: WorkerTask): Promise<void> {
  const send = (message: WorkerMessage) => new Promise<void>((done) => process.send?.(message, () => done()))
  let unreported = 0
  let startSeconds = 0
  try {
    await prerenderPages({
      ...task,
      onReady: () => {
        startSeconds = performance.now() / 1000
      },
      onPage: () => {
        if (++unreported < batch) return
        process.send?.({ pages: unreported } satisfies WorkerMessage)
        unreported = 0
      },
    })
    if (unreported > 0) await send({ pages: unreported })
    await send({ done: true, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024), startSeconds })
  } catch (error) {
    await send({ error: (error as Error).message })
  }
}

/** Loads what the server build's routes read (the brands) ahead of the task (a preload with a base: a rebuild that
 *  is still keying its pages); a failure shows with the task. */
export async function warm(serverEntry: string, base: string): Promise<void> {
  await warmRenderer(serverEntry, base)
}
