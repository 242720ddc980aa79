// First-load JavaScript of a built page: its module script, every modulepreload, and whatever those import
// statically (a file the HTML failed to preload is still fetched before the page runs, only later), raw and gzip
// (level 9, each file compressed on its own, as a server sends them).
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { walkFiles } from '../lib/files.ts'
import { type DeployableScripts, deployableScripts, type JsWeight } from './deployableScripts.ts'
import { withStaticImports } from './staticImports.ts'

/** The script URLs a page's HTML loads up front: its module script and modulepreloads. */
export function firstLoadScripts(deployable: string, route: string): string[] {
  const html = readFileSync(join(deployable, route, 'index.html'), 'utf8')
  return [
    ...new Set(
      [...html.matchAll(/<script src="([^"]+)"|<link rel="modulepreload" href="([^"]+)"/g)].map((m) => (m[1] ?? m[2]) as string),
    ),
  ]
}

/** The files (relative to the deployable) a page loads before it runs: those its HTML names and what they import. */
export function firstLoadFiles(
  deployable: string,
  route: string,
  scripts: DeployableScripts = deployableScripts(deployable),
): string[] {
  // The benchmark builds at the root path: "/assets/…" is the file "assets/…".
  const listed = firstLoadScripts(deployable, route).map((url) => url.replace(/^\//, ''))
  return withStaticImports(listed, scripts.text)
}

export function firstLoadJs(
  deployable: string,
  route: string,
  scripts: DeployableScripts = deployableScripts(deployable),
): JsWeight {
  return scripts.weigh(firstLoadFiles(deployable, route, scripts))
}

export interface RouteTypeWeight extends JsWeight {
  /** The page of this route type (page feature) with the most first-load JavaScript. */
  route: string
}

/** For every route type (page feature) the built site has, its heaviest page's first-load JavaScript. */
export function firstLoadJsByRouteType(
  deployable: string,
  scripts: DeployableScripts = deployableScripts(deployable),
): Record<string, RouteTypeWeight> {
  const heaviest: Record<string, RouteTypeWeight> = {}
  for (const file of walkFiles(deployable)) {
    if (!file.endsWith('_payload.json') || file.startsWith('builds/')) continue
    const route = dirname(file) === '.' ? '' : dirname(file)
    const feature = (JSON.parse(readFileSync(join(deployable, file), 'utf8')) as { route: { feature: string } }).route.feature
    const weight = firstLoadJs(deployable, route, scripts)
    if (weight.gzip > (heaviest[feature]?.gzip ?? -1)) heaviest[feature] = { route: `/${route}`, ...weight }
  }
  return heaviest
}
