// The peak resident memory of a process and everything under it, summed at each moment and sampled from /proc (as
// pipeline/treeMemory.ts measures the build's own tree): for a command the bench runs, whose tree is not its own.
import { treeKb } from '../pipeline/treeMemory.ts'

/** Samples the tree under `pid` every `intervalMs` until `stop()`, which returns its peak in MB (0 without /proc). */
export function watchTreePeak(pid: number, intervalMs = 50): { stop(): number } {
  let peakKb = 0
  const sample = () => {
    peakKb = Math.max(peakKb, treeKb(pid))
  }
  const timer = setInterval(sample, intervalMs)
  sample()
  return {
    stop() {
      clearInterval(timer)
      return Math.round(peakKb / 1024)
    },
  }
}
