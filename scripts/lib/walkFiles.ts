import { type Dirent, readdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Every regular file below `dir`, as sorted paths relative to it with forward slashes (dotfiles included).
 * Symlinks are skipped, files and folders alike: one could point outside the deployable, and a deployable never
 * needs one, so none is uploaded or served. Read with fs alone: a build walks its deployable several times, and a
 * glob library cost more to load and to run than the walk.
 */
export function walkFiles(dir: string): string[] {
  const files: string[] = []
  const walk = (folder: string, prefix: string) => {
    let entries: Dirent[] = []
    try {
      entries = readdirSync(folder, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      if (entry.isFile()) files.push(prefix + entry.name)
      else if (entry.isDirectory()) walk(join(folder, entry.name), `${prefix}${entry.name}/`)
    }
  }
  walk(dir, '')
  return files.sort()
}
