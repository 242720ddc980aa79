// First-load JavaScript of a built page: its module script and every modulepreload, raw and gzip (level 9, each
// file compressed on its own, as a server sends them).
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { walkFiles } from '../lib/walkFiles.ts'

export interface JsWeight {
  files: number
  raw: number
  gzip: number
}

/** The script URLs a page's HTML loads up front: its module script and modulepreloads. */
export function firstLoadScripts(deployable: string, route: string): string[] {
  const html = readFileSync(join(deployable, route, 'index.html'), 'utf8')
  return [
    ...new Set(
      [...html.matchAll(/<script src="([^"]+)"|<link rel="modulepreload" href="([^"]+)"/g)].map((m) => (m[1] ?? m[2]) as string),
    ),
  ]
}

export function firstLoadJs(deployable: string, route: string, base = '/'): JsWeight {
  const urls = firstLoadScripts(deployable, route)
  let raw = 0
  let gzip = 0
  for (const url of urls) {
    const bytes = readFileSync(join(deployable, url.slice(base.length)))
    raw += bytes.length
    gzip += gzipSync(bytes, { level: 9 }).length
  }
  return { files: urls.length, raw, gzip }
}

export interface RouteTypeWeight extends JsWeight {
  /** The page of this route type (page feature) with the most first-load JavaScript. */
  route: string
}

/** For every route type (page feature) the built site has, its heaviest page's first-load JavaScript. */
export function firstLoadJsByRouteType(deployable: string): Record<string, RouteTypeWeight> {
  const heaviest: Record<string, RouteTypeWeight> = {}
  for (const file of walkFiles(deployable)) {
    if (!file.endsWith('_payload.json') || file.startsWith('builds/')) continue
    const route = dirname(file) === '.' ? '' : dirname(file)
    const feature = (JSON.parse(readFileSync(join(deployable, file), 'utf8')) as { route: { feature: string } }).route.feature
    const weight = firstLoadJs(deployable, route)
    if (weight.gzip > (heaviest[feature]?.gzip ?? -1)) heaviest[feature] = { route: `/${route}`, ...weight }
  }
  return heaviest
}
