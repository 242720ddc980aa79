// Conditional GET: whether the copy the client already holds (If-None-Match, else If-Modified-Since) is current.
import type { IncomingHttpHeaders } from 'node:http'

export function isNotModified(headers: IncomingHttpHeaders, etag: string, modified: Date): boolean {
  const ifNoneMatch = headers['if-none-match']
  if (ifNoneMatch !== undefined) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
  }
  const since = Date.parse(headers['if-modified-since'] ?? '')
  // HTTP dates have whole seconds.
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since
}
