// The peak resident memory of a process and everything under it, summed at each moment and sampled from /proc (as
// lib/treeMemory.ts measures the build's own tree): for a command the bench runs, whose tree is not its own.
import { readdirSync, readFileSync } from 'node:fs'

function residentKb(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) : 0
  } catch {
    return 0
  }
}

/** The processes `pid` started, from each of its threads. */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((thread) =>
      readFileSync(`/proc/${pid}/task/${thread}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    )
  } catch {
    return []
  }
}

function treeKb(pid: number): number {
  let total = 0
  const pending = [pid]
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    total += residentKb(next)
    pending.push(...childrenOf(next))
  }
  return total
}

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
