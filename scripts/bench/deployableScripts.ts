// A built deployable's script files, each read and gzip-compressed once however many pages load it: weighing every
// page's first load compressed React's chunk once per page (217 times, about 3 s of a benchmark run).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export interface JsWeight {
  files: number
  raw: number
  gzip: number
}

export interface DeployableScripts {
  /** The text of `file` (relative to the deployable, with forward slashes). */
  text(file: string): string
  /** `files` weighed raw and gzip-compressed (level 9), each on its own, as a server sends them. */
  weigh(files: readonly string[]): JsWeight
}

export function deployableScripts(deployable: string): DeployableScripts {
  const read = once((file) => readFileSync(join(deployable, file)))
  const text = once((file) => read(file).toString('utf8'))
  const gzipSize = once((file) => gzipSync(read(file), { level: 9 }).length)
  return {
    text,
    weigh: (files) => ({
      files: files.length,
      raw: files.reduce((sum, file) => sum + read(file).length, 0),
      gzip: files.reduce((sum, file) => sum + gzipSize(file), 0),
    }),
  }
}

/** `compute` for each file at most once. */
function once<T>(compute: (file: string) => T): (file: string) => T {
  const known = new Map<string, T>()
  return (file) => {
    if (!known.has(file)) known.set(file, compute(file))
    return known.get(file) as T
  }
}
