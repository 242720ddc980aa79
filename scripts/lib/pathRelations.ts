// Comparing folders by where they really are: symlinks in the part of a path that exists are resolved, so
// "/tmp/x" and its real location compare equal, and a not-yet-created path still compares by its real parent.
import { realpathSync } from 'node:fs'
import { basename, dirname, isAbsolute, join, relative, sep } from 'node:path'

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
    const parent = dirname(path)
    return parent === path ? path : join(realPath(parent), basename(path))
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
