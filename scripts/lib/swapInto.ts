// Replaces a folder with a finished one in a single rename, so readers (and a failed build) never see half a
// deployable. Works across file systems by copying next to the target first.
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'

export function swapInto(ready: string, target: string): void {
  mkdirSync(dirname(target), { recursive: true })
  let source = ready
  const incoming = join(dirname(target), `.incoming-${process.pid}`)
  try {
    renameSync(ready, incoming)
    source = incoming
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    cpSync(ready, incoming, { recursive: true })
    rmSync(ready, { recursive: true, force: true })
    source = incoming
  }
  const previous = join(dirname(target), `.previous-${process.pid}`)
  if (existsSync(target)) renameSync(target, previous)
  renameSync(source, target)
  rmSync(previous, { recursive: true, force: true })
}
