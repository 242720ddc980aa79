// The JavaScript the Segment library adds once it loads (after idle, on pages with a source): the chunk holding
// @segment/analytics-next and every chunk it imports statically that the page did not already load.
import { globSync } from 'tinyglobby'
import { type DeployableScripts, deployableScripts, type JsWeight } from './deployableScripts.ts'
import { withStaticImports } from './staticImports.ts'

/** `alreadyLoaded`: the page's first-load files (firstLoadFiles), relative to the deployable. */
export function lazyAnalyticsJs(
  deployable: string,
  alreadyLoaded: readonly string[],
  scripts: DeployableScripts = deployableScripts(deployable),
): JsWeight {
  const library = globSync('assets/**/*.js', { cwd: deployable }).filter((c) => scripts.text(c).includes('api.segment.io'))
  const loaded = new Set(alreadyLoaded)
  return scripts.weigh(withStaticImports(library, scripts.text).filter((file) => !loaded.has(file)))
}
