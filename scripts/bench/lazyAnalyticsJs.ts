// The JavaScript the Segment library adds once it loads (after idle, on pages with a source): the chunk holding
// @segment/analytics-next and every chunk it imports statically that the page did not already load.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import fg from 'fast-glob'
import type { JsWeight } from './firstLoadJs.ts'

export function lazyAnalyticsJs(deployable: string, alreadyLoaded: readonly string[]): JsWeight {
  const chunks = fg.sync('assets/**/*.js', { cwd: deployable })
  const library = chunks.filter((c) => readFileSync(join(deployable, c), 'utf8').includes('api.segment.io'))
  const seen = new Set<string>(alreadyLoaded.map((p) => p.replace(/^\//, '')))
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    counted.push(file)
    const code = readFileSync(join(deployable, file), 'utf8')
    for (const [, rel] of code.matchAll(/(?:^|[;}\s])import\s*(?:[^'"`()]*?from\s*)?["'`](\.{1,2}\/[^"'`]+)["'`]/g)) {
      visit(join(file, '..', rel as string))
    }
  }
  const counted: string[] = []
  for (const file of library) visit(file)
  let raw = 0
  let gzip = 0
  for (const file of counted) {
    const bytes = readFileSync(join(deployable, file))
    raw += bytes.length
    gzip += gzipSync(bytes, { level: 9 }).length
  }
  return { files: counted.length, raw, gzip }
}
