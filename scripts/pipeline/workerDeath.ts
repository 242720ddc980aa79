// What the build says when a prerender worker dies under it: which worker, of what (a signal or an exit code), on
// which page, and what to try. A worker killed with SIGKILL by nobody in the build is almost always the system's
// out-of-memory killer, and one that aborts (SIGABRT) has usually run out of its own heap: both want more memory or
// fewer workers at once. (Before, the build only said "write EPIPE": the channel to the dead worker broke first.)
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { routeDir } from '../lib/deployableLayout.ts'

export interface WorkerDeath {
  /** 1-based, as the message counts them. */
  worker: number
  workers: number
  signal: NodeJS.Signals | null
  exitCode: number | null
  /** The page it was rendering, or undefined when it was not rendering one (it died before it was given its pages). */
  page: string | undefined
}

const memoryAdvice =
  'This is usually the system running out of memory. Give the build more memory, or run fewer workers at once ' +
  '(one per available CPU: `taskset -c 0 npm run build` runs one), or split the build over several runners with ' +
  '`--shard I/N` and `--merge` (docs/build-output.md#sharded-builds).'

export function workerDeathMessage({ worker, workers, signal, exitCode, page }: WorkerDeath): string {
  const how = signal ? `was killed by ${signal}` : `stopped with exit code ${exitCode}`
  const where = page ? ` while rendering ${page}` : ''
  const advice = signal === 'SIGKILL' || signal === 'SIGABRT' ? ` ${memoryAdvice}` : ''
  return `prerender worker ${worker} of ${workers} ${how}${where}.${advice}`
}

/**
 * The page a worker was on: a worker renders its `paths` in order and writes each page's payload last, so it is
 * the first page from `reported` (the pages it had reported written) on whose payload is not on disk; the site's
 * 404 page when it had written them all and was to render that one too.
 */
export function pageInProgress(
  paths: readonly string[],
  reported: number,
  clientDir: string,
  notFoundPage: boolean,
): string | undefined {
  for (let i = reported; i < paths.length; i++) {
    const path = paths[i] as string
    if (!existsSync(join(clientDir, routeDir(path), '_payload.json'))) return path
  }
  return notFoundPage ? '/404.html (the site’s 404 page)' : undefined
}
