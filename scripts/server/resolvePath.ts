// Which file a decoded URL path means, in the two serving modes:
// - "production": case-insensitive and trailing-slash tolerant; a non-canonical URL redirects (301) to the
//   canonical one.
// - "object-store": like S3 website hosting: exact keys (the deployable's files plus the extensionless page
//   objects its upload list declares), "<folder>/" → "<folder>/index.html", and "<folder>" where only
//   "<folder>/index.html" exists → 302 to "<folder>/", as S3 answers (GCS answers 301; the round trip is the same).
// Paths with empty segments ("//x", "/a//b") name no file in either mode, so no redirect can start with "//".
import type { DeployableIndex } from './deployableIndex.ts'

export type ServeMode = 'production' | 'object-store'

export type Resolution = { file: string } | { redirect: string; status: 301 | 302 } | { missing: true }

const missing = { missing: true } as const

export function resolvePath(index: DeployableIndex, mode: ServeMode, base: string, path: string, query: string): Resolution {
  let key: string
  if (path.startsWith(base)) key = path.slice(base.length)
  else if (`${path}/` === base) key = ''
  else return missing
  const folder = key.endsWith('/') ? key.slice(0, -1) : key
  if (key.startsWith('/') || folder.includes('//')) return missing
  if (key !== '' && index.files.has(key)) return { file: key }
  const page = (name: string) => (name === '' ? 'index.html' : `${name}/index.html`)
  if (mode === 'object-store') return objectStoreKey(index, base, path, key, query)
  const canonical = index.folders.get(folder.toLowerCase())
  if (canonical === undefined) return missing
  if (canonical !== folder || key !== folder) return { redirect: redirectLocation(base, canonical, query), status: 301 }
  return { file: page(canonical) }
}

/** A bucket website: the object under the key, else the folder's index document, else the redirect to the folder. */
function objectStoreKey(index: DeployableIndex, base: string, path: string, key: string, query: string): Resolution {
  const alias = index.aliases.get(key)
  if (alias !== undefined) return { file: alias }
  if (key === '' && !path.endsWith('/')) {
    // The mount point without its slash ("/demo" for "/demo/"): a key the bucket does not have, a folder it does.
    return index.files.has('index.html') ? { redirect: redirectLocation(base, '', query), status: 302 } : missing
  }
  if (key === '' || key.endsWith('/')) {
    const file = `${key}index.html`
    return index.files.has(file) ? { file } : missing
  }
  return index.files.has(`${key}/index.html`) ? { redirect: redirectLocation(base, `${key}/`, query), status: 302 } : missing
}

/**
 * A same-origin Location: the base, then each folder name percent-encoded (so names outside Latin-1 are valid in a
 * header and "\" or "/" inside a name cannot turn it into another origin), then the query.
 */
export function redirectLocation(base: string, folder: string, query: string): string {
  // A trailing "/" (the folder form an object store redirects to) stays a "/".
  const path = folder === '' ? '' : folder.split('/').map(encodeURIComponent).join('/')
  const location = `${base}${path}${query}`
  if (!/^\/(?![/\\])[\u0021-\u007e]*$/.test(location)) throw new Error(`refusing an unsafe redirect to ${location}`)
  return location
}
