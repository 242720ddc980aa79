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
  const bytes = new Map<string, Buffer>()
  const texts = new Map<string, string>()
  const gzipped = new Map<string, number>()
  const read = (file: string) => {
    let content = bytes.get(file)
    if (!content) bytes.set(file, (content = readFileSync(join(deployable, file))))
    return content
  }
  const gzipSize = (file: string) => {
    let size = gzipped.get(file)
    if (size === undefined) gzipped.set(file, (size = gzipSync(read(file), { level: 9 }).length))
    return size
  }
  return {
    text: (file) => {
      let text = texts.get(file)
      if (text === undefined) texts.set(file, (text = read(file).toString('utf8')))
      return text
    },
    weigh: (files) => ({
      files: files.length,
      raw: files.reduce((sum, file) => sum + read(file).length, 0),
      gzip: files.reduce((sum, file) => sum + gzipSize(file), 0),
    }),
  }
}
