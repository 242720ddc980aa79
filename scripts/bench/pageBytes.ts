// What a visitor fetches for a prerendered page before it runs any script: its HTML and its payload, raw and gzip.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export interface Bytes {
  raw: number
  gzip: number
}

/** A page's weight: its HTML and its payload where it has them (a page may have only one), and both together. */
export interface PageBytes {
  route: string
  html?: Bytes
  payload?: Bytes
  total: Bytes
}

function fileBytes(file: string): Bytes | undefined {
  if (!existsSync(file)) return undefined
  const body = readFileSync(file)
  // Level 9, as firstLoadJs.ts weighs scripts: what a server sends.
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length }
}

/** The weight of the page at `route` (no leading slash) in the deployable. */
export function pageBytes(deployable: string, route: string): PageBytes {
  const html = fileBytes(join(deployable, route, 'index.html'))
  const payload = fileBytes(join(deployable, route, '_payload.json'))
  if (!html && !payload) throw new Error(`${route} has neither HTML nor a payload in ${deployable}`)
  const total = { raw: (html?.raw ?? 0) + (payload?.raw ?? 0), gzip: (html?.gzip ?? 0) + (payload?.gzip ?? 0) }
  return { route, ...(html ? { html } : {}), ...(payload ? { payload } : {}), total }
}
