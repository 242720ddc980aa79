// One answer, for the upload list and the preview server alike, to "how may this file be cached?".
import { lookup } from 'mrmime'

const immutable = 'public, max-age=31536000, immutable'
const revalidate = 'public, max-age=0, must-revalidate'

/** `path` is relative to the deployable, with forward slashes ("assets/chunks/x.js", "KFC/index.html"). */
export function cacheControl(path: string): string {
  // Hashed assets never change; a build's meta file is written once under its own id.
  if (path.startsWith('assets/') || path.startsWith('builds/meta/')) return immutable
  // HTML, _payload.json and builds/latest.json change with every deploy at the same URL.
  return revalidate
}

export function contentType(path: string): string {
  // The host files `_headers` and `_redirects` are text without an extension.
  const type = path === '_headers' || path === '_redirects' ? 'text/plain' : (lookup(path) ?? 'application/octet-stream')
  return type.startsWith('text/') || type === 'application/json' || type === 'text/javascript' ? `${type}; charset=utf-8` : type
}
