// Moves a folder with one rename when it can; across file systems (a staging folder in the project, --out on
// another disk) by copying to a temporary name beside the target first, so the target appears whole or not at all.
import { cpSync, renameSync, rmSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

export function moveFolder(from: string, to: string): void {
  try {
    renameSync(from, to)
    return
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
  }
  const copying = join(dirname(to), `.${basename(to)}.copying-${process.pid}`)
  cpSync(from, copying, { recursive: true })
  renameSync(copying, to)
  rmSync(from, { recursive: true, force: true })
}
