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

/** Text compresses to a third or less of its size; pictures, fonts (woff2) and archives are compressed already. */
const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/

/**
 * How this file is stored and sent: gzip for text. The deploy uploads such a file gzip-compressed, with
 * `Content-Encoding: gzip`, so a bucket serves a third of the bytes to every browser (they all accept gzip); the
 * preview server sends the same bytes.
 */
export function contentEncoding(path: string): 'gzip' | undefined {
  return compressible.test(contentType(path)) ? 'gzip' : undefined
}
