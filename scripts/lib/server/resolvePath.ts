// Which file a decoded URL path means, in the two serving modes:
// - "production": case-insensitive and trailing-slash tolerant; a non-canonical URL redirects to the canonical one.
// - "object-store": like S3/GCS website hosting: exact keys and <folder>/index.html, nothing else.
// Paths with empty segments ("//x", "/a//b") name no file in either mode, so no redirect can start with "//".
import type { DeployableIndex } from './deployableIndex.ts'

export type ServeMode = 'production' | 'object-store'

export type Resolution = { file: string } | { redirect: string } | { missing: true }

const missing = { missing: true } as const

/** `base` is "/" or "/seg/…/" (see basePath.ts); `query` is "" or a "?…" safe for a header (see requestTarget.ts). */
export function resolvePath(index: DeployableIndex, mode: ServeMode, base: string, path: string, query: string): Resolution {
  let key: string
  if (path.startsWith(base)) key = path.slice(base.length)
  else if (`${path}/` === base) key = ''
  else return missing
  const folder = key.endsWith('/') ? key.slice(0, -1) : key
  if (key.startsWith('/') || folder.includes('//')) return missing
  if (key !== '' && index.files.has(key)) return { file: key }
  const page = (name: string) => (name === '' ? 'index.html' : `${name}/index.html`)
  if (mode === 'object-store') return index.files.has(page(folder)) ? { file: page(folder) } : missing
  const canonical = index.folders.get(folder.toLowerCase())
  if (canonical === undefined) return missing
  if (canonical !== folder || key !== folder) return { redirect: redirectLocation(base, canonical, query) }
  return { file: page(canonical) }
}

/**
 * A same-origin Location: the base, then each folder name percent-encoded (so names outside Latin-1 are valid in a
 * header and "\" or "/" inside a name cannot turn it into another origin), then the query.
 */
export function redirectLocation(base: string, folder: string, query: string): string {
  const path = folder === '' ? '' : folder.split('/').map(encodeURIComponent).join('/')
  const location = `${base}${path}${query}`
  if (!/^\/(?![/\\])[\u0021-\u007e]*$/.test(location)) throw new Error(`refusing an unsafe redirect to ${location}`)
  return location
}
