// Files and folders as the scripts handle them: listing a tree, moving a folder whole, comparing folders by where
// they really are.
import { constants, copyFileSync, cpSync, type Dirent, linkSync, readdirSync, realpathSync, renameSync, rmSync } from 'node:fs'
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path'

/**
 * Every regular file below `dir`, as sorted paths relative to it with forward slashes (dotfiles included); none when
 * `dir` cannot be read. Symlinks are skipped, files and folders alike (Node's recursive readdir reports a link as a
 * link and does not descend into it): one could point outside the deployable, and a deployable never needs one, so
 * none is uploaded or served. Read with fs alone: a build walks its deployable several times, and a glob library
 * cost more to load and to run than the walk.
 */
export function walkFiles(dir: string): string[] {
  let entries: Dirent[] = []
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true })
  } catch {
    return []
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort()
}

// Moves a folder with one rename when it can; across file systems (a staging folder in the project, --out on
// another disk) by copying to a temporary name beside the target first, so the target appears whole or not at all.
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

/**
 * Makes `to` the same file as `from`: a hard link, else (another disk, a file system without links) a copy that shares
 * the blocks where the file system can (copy-on-write), else a plain copy. For files never written in place, as a
 * deployable's are. A link, because making a file is what costs: on this machine's disk a link took a twentieth of a
 * copy's system time.
 */
export function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to)
  } catch {
    copyFileSync(from, to, constants.COPYFILE_FICLONE)
  }
}

// Comparing folders by where they really are: symlinks in the part of a path that exists are resolved, so
// "/tmp/x" and its real location compare equal, and a not-yet-created path still compares by its real parent.
/** True when `path` is `folder` itself or anything below it. */
export function isSameOrInside(path: string, folder: string): boolean {
  const rel = relative(folder, path)
  return rel === '' || (rel.split(sep)[0] !== '..' && !isAbsolute(rel))
}

/** The real path of `path`, resolving symlinks in every part that exists (the path itself included). */
export function realPath(path: string): string {
  try {
    return realpathSync.native(path)
  } catch {
    return realLocation(path)
  }
}

/** Like realPath, but `path` itself is not followed when it is a symlink: the link is what gets replaced. */
export function realLocation(path: string): string {
  const parent = dirname(path)
  return parent === path ? path : join(realPath(parent), basename(path))
}

/** Every folder containing `path`, nearest first, up to the file-system root. */
export function ancestors(path: string): string[] {
  const found: string[] = []
  for (let folder = dirname(path); ; folder = dirname(folder)) {
    found.push(folder)
    if (dirname(folder) === folder) return found
  }
}
