import fg from 'fast-glob'

/**
 * Every regular file below `dir`, as sorted paths relative to it with forward slashes (dotfiles included).
 * Symlinks are skipped, files and folders alike: one could point outside the deployable, and a deployable never
 * needs one, so none is uploaded or served.
 */
export function walkFiles(dir: string): string[] {
  return fg.sync('**/*', { cwd: dir, dot: true, onlyFiles: true, followSymbolicLinks: false }).sort()
}
