// What each object of the deployable makes a browser load, read from the object itself: the upload order follows
// from it (uploadOrder.ts), not from a table of kinds of files. A text file refers to another object when it
// names its path: absolutely (`/assets/app.js`, `/icons/KFC.svg`, under any base path), relative to itself
// (`./chunk.js`, a CSS `url(font.woff2)`), or from the site root with a folder, as bundles and payloads name chunks
// (`assets/chunks/x.js`). Pages and payloads also load what the runtime fetches for them: the payload of every page
// they link to (client navigation), the build meta their `data-build-id` names, and the page a redirect page
// refreshes to. Links to pages are no loads (pages link to each other in cycles), and builds/latest.json, the
// pointer that goes up last, is never a reference.
import { posix } from 'node:path'

/** The objects of a deployable as the references are resolved against. */
export interface ObjectIndex {
  has(path: string): boolean
  isHtml(path: string): boolean
}

export const latestPointer = 'builds/latest.json'
const payloadName = '_payload.json'

/** Runs of URL path characters with a slash or a dot in them (a path has one or the other): quotes, spaces, `?`,
 *  `#`, `(`, `)`, `,`, `:`, `;` end one. */
const pathRun = /[\w\-.~%@+]*[/.][\w\-.~%@+/]*/g
const buildId = /\sdata-build-id="([0-9A-Za-z_-]+)"/g
const refresh = /<meta\b[^>]*\bhttp-equiv=["']?refresh["']?[^>]*>/gi
const refreshTarget = /\bcontent=["']?\s*\d+\s*;\s*url=([^"'>\s]+)/i

export function isHtmlType(contentType: string): boolean {
  return mediaType(contentType) === 'text/html'
}

function mediaType(contentType: string): string {
  return contentType.split(';')[0]?.trim().toLowerCase() ?? ''
}

/** Whether a file of this type can name other objects (text, scripts, styles, JSON, SVG, XML). */
function isText(contentType: string): boolean {
  const type = mediaType(contentType)
  return type.startsWith('text/') || /[/+](json|javascript|xml)$/.test(type) || type === 'image/svg+xml'
}

/** The objects (by path) that `path`, with this content, makes a browser load; sorted, without itself. */
export function referencesOf(path: string, contentType: string, content: Buffer, objects: ObjectIndex): string[] {
  if (!isText(contentType)) return []
  const html = isHtmlType(contentType)
  // Pages and payloads (and build metas) are the documents whose links the runtime follows.
  const document = html || mediaType(contentType) === 'application/json'
  // JSON inlined in HTML and bundled strings escape slashes.
  const text = content
    .toString('utf8')
    .replace(/\\u002[fF]/g, '/')
    .replaceAll('\\/', '/')
  const found = new Set<string>()
  const folder = posix.dirname(path)
  for (const [run] of text.matchAll(pathRun)) {
    const target = resolveRun(run, folder, document, objects)
    if (target !== undefined) found.add(target)
  }
  if (html) {
    for (const [, id] of text.matchAll(buildId)) {
      const meta = `builds/meta/${id}.json`
      if (objects.has(meta)) found.add(meta)
    }
    for (const [tag] of text.matchAll(refresh)) {
      const url = refreshTarget.exec(tag)?.[1]
      if (url?.startsWith('/')) for (const page of pageObjects(url, objects)) found.add(page)
    }
  }
  found.delete(path)
  found.delete(latestPointer)
  return [...found].sort()
}

function resolveRun(raw: string, folder: string, document: boolean, objects: ObjectIndex): string | undefined {
  const run = decoded(raw.replace(/\.+$/, ''))
  // A lone "/" is the site's home (its payload); other one-character runs name nothing.
  if (run === undefined || (run.length < 2 && run !== '/') || run.startsWith('//')) return undefined
  if (run.startsWith('/')) {
    // Under a base path (`/demo/assets/app.js`) the object is a suffix of the URL path: the longest one that is.
    const segments = run.slice(1).split('/')
    for (let skip = 0; skip < segments.length; skip++) {
      const target = absoluteTarget(segments.slice(skip).join('/'), document, objects)
      if (target !== undefined) return target
    }
    return undefined
  }
  if (run.startsWith('./') || run.startsWith('../')) {
    const target = posix.join(folder, run)
    return isLoadable(target, objects) ? target : undefined
  }
  // From the site root only with a folder in it (`assets/chunks/x.js`): a bare name ("_payload.json" in a script
  // that builds payload URLs) is relative to the file, as a stylesheet's `url(font.woff2)` is.
  const candidates = run.includes('/') ? [run, posix.join(folder, run)] : [posix.join(folder, run)]
  return candidates.find((candidate) => isLoadable(candidate, objects))
}

/** A file that is not a page; or, from a document, the payload of the page at that URL path. */
function absoluteTarget(path: string, document: boolean, objects: ObjectIndex): string | undefined {
  const bare = path.replace(/\/+$/, '').replace(/(^|\/)index\.html$/, '')
  if (isLoadable(path, objects)) return path
  if (!document) return undefined
  const payload = bare === '' ? payloadName : `${bare}/${payloadName}`
  return objects.has(payload) ? payload : undefined
}

function isLoadable(path: string, objects: ObjectIndex): boolean {
  return path !== '' && objects.has(path) && !objects.isHtml(path)
}

/** The objects a page URL is served from: its index.html and its extensionless copy, where they exist. */
function pageObjects(url: string, objects: ObjectIndex): string[] {
  const bare = decoded(url.split(/[?#]/)[0] ?? '')
    ?.replace(/^\/+|\/+$/g, '')
    .replace(/(^|\/)index\.html$/, '')
  if (bare === undefined) return []
  return [bare === '' ? 'index.html' : `${bare}/index.html`, bare].filter((path) => path !== '' && objects.has(path))
}

function decoded(text: string): string | undefined {
  try {
    return text.includes('%') ? decodeURIComponent(text) : text
  } catch {
    return undefined
  }
}
