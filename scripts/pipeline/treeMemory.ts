// The build's peak memory counted as its whole process tree: the build process and every process under it (the
// bundler and esbuild's service under it, the prerender workers, git) at the same moment, summed. Sampled from
// /proc where Linux has it; elsewhere the sum of the processes' own peaks, an upper bound.
import { existsSync, readdirSync, readFileSync } from 'node:fs'

/** The resident memory of `pid` in kB, or 0 when it has ended. */
function residentKb(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) : 0
  } catch {
    return 0
  }
}

/** The processes `pid` started, from each of its threads (a child belongs to the thread that forked it). */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((thread) =>
      readFileSync(`/proc/${pid}/task/${thread}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    )
  } catch {
    return []
  }
}

/** The resident memory of `pid` and all its descendants now, in kB (0 without /proc). */
export function treeKb(pid: number): number {
  let total = 0
  const pending = [pid]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    total += residentKb(next)
    pending.push(...childrenOf(next))
  }
  return total
}

export interface TreeMemory {
  /**
   * Stops sampling; the tree's peak in MB. `own` are the processes' own peaks: the build process's and its children's
   * at their fullest (the bundler's, or the workers' summed). Sampled, the peak is never below either; unsampled, it
   * is their sum.
   */
  stop(own: { build: number; children: number }): number
}

/** Samples the tree under `pid` every `intervalMs` until `stop()`, which returns its peak in MB (0 without /proc):
 *  the build's own tree, and a command the bench runs. */
export function watchTreePeak(pid: number, intervalMs: number): { stop(): number } {
  let peakKb = 0
  const sample = () => {
    peakKb = Math.max(peakKb, treeKb(pid))
  }
  const timer = setInterval(sample, intervalMs)
  timer.unref()
  sample()
  return {
    stop() {
      clearInterval(timer)
      sample()
      return Math.round(peakKb / 1024)
    },
  }
}

/** Samples this process's tree every `intervalMs` (a child's memory grows over hundreds of milliseconds). */
export function watchTreeMemory(intervalMs = 20): TreeMemory {
  const tree = existsSync(`/proc/${process.pid}/task`) ? watchTreePeak(process.pid, intervalMs) : undefined
  return {
    stop: (own) => (tree ? Math.max(tree.stop(), own.build, own.children) : own.build + own.children),
  }
}
