// The JavaScript the Segment library adds once it loads (after idle, on pages with a source): the chunk holding
// @segment/analytics-next and every chunk it imports statically that the page did not already load.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fg from 'fast-glob'
import { type JsWeight, weigh } from './firstLoadJs.ts'
import { withStaticImports } from './staticImports.ts'

/** `alreadyLoaded`: the page's first-load files (firstLoadFiles), relative to the deployable. */
export function lazyAnalyticsJs(deployable: string, alreadyLoaded: readonly string[]): JsWeight {
  const chunks = fg.sync('assets/**/*.js', { cwd: deployable })
  const library = chunks.filter((c) => readFileSync(join(deployable, c), 'utf8').includes('api.segment.io'))
  const loaded = new Set(alreadyLoaded)
  const added = withStaticImports(library, (file) => readFileSync(join(deployable, file), 'utf8'))
  return weigh(
    deployable,
    added.filter((file) => !loaded.has(file)),
  )
}
