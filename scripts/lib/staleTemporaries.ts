// Builds name their temporary folders and links after their pid ("<prefix><pid>"). One whose process no longer
// exists (interrupted with SIGKILL, a crash) is removed by the next build; a live build's are left alone.
import { readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { isProcessAlive } from './processAlive.ts'

/** Removes `<dir>/<prefix><pid>` entries of dead processes; returns the names removed. */
export function removeStaleTemporaries(dir: string, prefixes: string[]): string[] {
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return []
  }
  const removed: string[] = []
  for (const name of names) {
    const prefix = prefixes.find((candidate) => name.startsWith(candidate))
    if (prefix === undefined) continue
    const pid = name.slice(prefix.length)
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid || isProcessAlive(Number(pid))) continue
    rmSync(join(dir, name), { recursive: true, force: true })
    removed.push(name)
  }
  return removed
}
