// Reads a request target ("/KFC/shop?x=1", or the absolute form "http://host/KFC/shop" that proxies send) into the
// decoded path it names and a query that is safe to repeat in a Location header. The host of an absolute form is
// ignored: the server only ever answers about itself. Anything that could climb out of the deployable or confuse a
// file system (dot segments, backslashes, control characters, broken escapes) is a 400, never a lookup.
import { type IncomingHttpHeaders, STATUS_CODES } from 'node:http'

export interface RequestTarget {
  /** Percent-decoded, starting with "/". May contain empty segments ("//"); those name no file. */
  path: string
  /** "" or "?…" with every byte outside printable ASCII percent-encoded. */
  query: string
}

const absoluteForm = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/

export function parseRequestTarget(raw: string): RequestTarget {
  const target = absoluteForm.test(raw) ? raw.replace(absoluteForm, '') || '/' : raw
  if (!target.startsWith('/')) throw new HttpError(400, `not a path: ${JSON.stringify(raw.slice(0, 100))}`)
  const withoutFragment = target.split('#', 1)[0] as string
  const queryAt = withoutFragment.indexOf('?')
  const rawPath = queryAt === -1 ? withoutFragment : withoutFragment.slice(0, queryAt)
  const query = queryAt === -1 ? '' : withoutFragment.slice(queryAt)
  let path: string
  try {
    path = decodeURIComponent(rawPath)
  } catch {
    throw new HttpError(400, 'malformed percent-encoding in the path')
  }
  if (hasControlOrBackslash(path)) throw new HttpError(400, 'control character or backslash in the path')
  if (path.split('/').some((part) => part === '.' || part === '..')) throw new HttpError(400, 'dot segment in the path')
  return { path, query: printableAscii(query) }
}

function hasControlOrBackslash(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0)
    if (code < 0x20 || code === 0x7f || char === '\\') return true
  }
  return false
}

function printableAscii(text: string): string {
  return text.replace(/[^\u0021-\u007e]/gu, (char) =>
    [...Buffer.from(char, 'utf8')].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  )
}

/** A request the server answers with a client error status instead of a file (malformed target, bad method). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

// Headers every answer carries, files and errors alike, including the canned answers written straight to a socket
// when Node's HTTP parser rejects a request before any handler runs.
export const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const

export const allowedMethods = 'GET, HEAD'

/** A complete HTTP/1.1 response without a body that closes the connection, for use on a raw socket. */
export function rawResponse(status: number, extra: Record<string, string> = {}): string {
  const headers = { ...securityHeaders, ...extra, 'Content-Length': '0', Connection: 'close' }
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines.join('\r\n')}\r\n\r\n`
}

// Whether a request's Accept-Encoding takes gzip: `gzip` or `*` listed without `q=0` (RFC 9110 §12.5.3). A
// request without the header may be sent anything, but the preview sends plain bytes then, as curl expects.
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false
  let wildcard: boolean | undefined
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part
      .toLowerCase()
      .split(';')
      .map((p) => p.trim())
    const q = params.find((p) => p.startsWith('q='))
    const accepted = q === undefined || Number(q.slice(2)) > 0
    if (coding === 'gzip' || coding === 'x-gzip') return accepted
    if (coding === '*') wildcard = accepted
  }
  return wildcard === true
}

// Conditional GET: whether the copy the client already holds (If-None-Match, else If-Modified-Since) is current.
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

// Which bytes of a file a Range header asks for. One range is served as 206; several are answered with the whole
// file (allowed, and simpler than multipart); a header we cannot satisfy or parse is a 416 rather than a guess.
// Numbers of any length are compared as numbers, so "bytes=0-99999999999999999999" is simply "to the end".
export type RangeAnswer = { start: number; end: number } | 'whole' | 'unsatisfiable'

const spec = /^(\d*)-(\d*)$/

export function byteRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return 'whole'
  const unit = /^\s*bytes\s*=(.*)$/i.exec(header)
  // Another unit is not ours to refuse: it is ignored.
  if (!unit) return 'whole'
  const specs = (unit[1] as string).split(',').map((part) => spec.exec(part.trim()))
  if (specs.some((match) => !match || (match[1] === '' && match[2] === ''))) return 'unsatisfiable'
  if (specs.length > 1) return 'whole'
  const [, first, last] = specs[0] as RegExpExecArray
  if (size === 0) return 'unsatisfiable'
  if (first === '') {
    const suffix = Number(last)
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Number(last)
  if (end < start || start >= size) return 'unsatisfiable'
  return { start, end: Math.min(end, size - 1) }
}
