import fg from 'fast-glob'

/** Every file below `dir`, as sorted paths relative to it with forward slashes (dotfiles included). */
export function walkFiles(dir: string): string[] {
  return fg.sync('**/*', { cwd: dir, dot: true, onlyFiles: true }).sort()
}
