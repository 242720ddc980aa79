// A prerender worker process (lib/prerenderWorkers.ts forks it through lib/prerenderWorkerStart.mjs): renders the
// pages it is sent, reports each one written, and ends with its peak memory. A separate process runs Vike's server
// runtime as in production (the build process has Vite loaded, which turns on per-request logging) and frees the
// bundler's memory for the pages.
import { type PrerenderOptions, prerenderPages } from './prerenderPages.ts'

export type WorkerTask = Omit<PrerenderOptions, 'onPage'>
export type WorkerMessage = { pages: number } | { done: true; peakRssMb: number } | { error: string }

// Progress goes to the parent in batches: one message per page costs more than the page on a large site.
const batch = 50

// The build stopped (interrupted, or another worker failed): nothing is left to write for.
process.once('disconnect', () => process.exit(1))

process.once('message', async (task: WorkerTask) => {
  const send = (message: WorkerMessage) => new Promise<void>((done) => process.send?.(message, () => done()))
  let unreported = 0
  try {
    await prerenderPages({
      ...task,
      onPage: () => {
        if (++unreported < batch) return
        process.send?.({ pages: unreported } satisfies WorkerMessage)
        unreported = 0
      },
    })
    if (unreported > 0) await send({ pages: unreported })
    await send({ done: true, peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024) })
  } catch (error) {
    await send({ error: (error as Error).message })
  }
  process.removeAllListeners('disconnect')
  process.disconnect()
})
