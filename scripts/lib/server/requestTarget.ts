// Reads a request target ("/KFC/shop?x=1", or the absolute form "http://host/KFC/shop" that proxies send) into the
// decoded path it names and a query that is safe to repeat in a Location header. The host of an absolute form is
// ignored: the server only ever answers about itself. Anything that could climb out of the deployable or confuse a
// file system (dot segments, backslashes, control characters, broken escapes) is a 400, never a lookup.
import { HttpError } from './httpError.ts'

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
