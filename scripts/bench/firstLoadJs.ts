// First-load JavaScript of a built page: its module script and every modulepreload, raw and gzip (level 9, each
// file compressed on its own, as a server sends them).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

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
