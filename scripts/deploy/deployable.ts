// The deployable as the deploy sees it: the upload list beside the folder, checked against the folder's files,
// with a content hash of every object, so nothing is uploaded that the build did not list or with other headers.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { boundedItems } from '../../lib/boundedReport.ts'
import { UsageError } from '../cli/options.ts'
import { gzipObject, uploadListFor, uploadListPath } from '../lib/deployableLayout.ts'
import { walkFiles } from '../lib/files.ts'
import { isHtmlType, referencesOf } from './references.ts'

/** One object to publish: its path under the target, and the file (`source`) whose bytes it gets — compressed,
 *  when it is stored with a `contentEncoding`. */
export interface LocalObject {
  path: string
  source: string
  contentType: string
  cacheControl: string
  contentEncoding?: 'gzip'
  /** The object's size: the stored (maybe compressed) bytes. */
  bytes: number
  /** Digests of the stored bytes. */
  md5Hex: string
  sha256Hex: string
  /** Paths of the objects this one makes a browser load (references.ts): they go up before it. */
  references: string[]
}

/** The bytes an object stores for the content of its source file. */
export function storedBytes(content: Buffer, encoding: 'gzip' | undefined): Buffer {
  return encoding === 'gzip' ? gzipObject(content) : content
}

const relativePath = v.pipe(
  v.string(),
  v.check(
    (p) => p !== '' && !p.startsWith('/') && !p.includes('\\') && p.split('/').every((s) => s !== '' && s !== '.' && s !== '..'),
    'a relative path with forward slashes',
  ),
)

// `source` lets one file be published under a second key too (an extensionless `KFC/shop/cart` beside
// `KFC/shop/cart/index.html`); without it an entry's bytes come from the file at its own path.
const uploadListSchema = v.array(
  v.object({
    path: relativePath,
    source: v.optional(relativePath),
    contentType: v.pipe(v.string(), v.minLength(1)),
    cacheControl: v.pipe(v.string(), v.minLength(1)),
    contentEncoding: v.optional(v.literal('gzip')),
    bytes: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
)

export interface Deployable {
  /** The folder's real path: a deploy reads every file from here, so a build publishing meanwhile (which switches
   *  the link at --dir) cannot mix two versions into one deploy. */
  root: string
  objects: LocalObject[]
}

export function readDeployable(given: string): Deployable {
  if (!existsSync(given) || !statSync(given).isDirectory()) {
    throw new UsageError(`No deployable folder at ${given}: run \`npm run build\` first, or pass --dir`)
  }
  const dir = realpathSync(given)
  // The list of the version resolved just now, not the plain copy beside --dir, which a publishing build replaces
  // an instant after switching the link.
  const listFile = uploadListFor(dir, given)
  if (listFile === undefined) {
    throw new UsageError(`No upload list at ${uploadListPath(given)}: \`npm run build\` writes it beside the deployable folder`)
  }
  const entries = parseUploadList(listFile)
  checkAgainstFolder(entries, dir, listFile)

  // Each path by itself: a reference is kept as the listed path's own string, not a copy made while resolving it
  // (100,000 pages name millions of scripts, payloads and metas: copies would take hundreds of megabytes).
  const paths = new Map(entries.map((entry) => [entry.path, entry.path]))
  const html = new Set(entries.filter((entry) => isHtmlType(entry.contentType)).map((entry) => entry.path))
  const index = { has: (path: string) => paths.has(path), isHtml: (path: string) => html.has(path) }
  // One source may be stored under two keys (a page and its extensionless copy): read and digested once.
  const stored = new Map<string, Omit<LocalObject, 'path' | 'source' | 'contentType' | 'cacheControl'>>()
  const objects = entries.map((entry) => {
    const source = entry.source ?? entry.path
    const key = `${entry.contentEncoding ?? ''}:${source}`
    let object = stored.get(key)
    if (!object) {
      const content = readFileSync(join(dir, source))
      const bytes = storedBytes(content, entry.contentEncoding)
      const references = referencesOf(source, entry.contentType, content, index).map((path) => paths.get(path) ?? path)
      object = { bytes: bytes.length, md5Hex: digest('md5', bytes), sha256Hex: digest('sha256', bytes), references }
      stored.set(key, object)
    }
    return { ...entry, source, ...object }
  })
  return { root: dir, objects }
}

function parseUploadList(listFile: string) {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(listFile, 'utf8'))
  } catch (error) {
    throw new UsageError(`The upload list ${listFile} is not valid JSON: ${(error as Error).message}`)
  }
  const result = v.safeParse(uploadListSchema, json)
  if (!result.success) {
    const problems = result.issues.slice(0, 3).map((issue) => `${v.getDotPath(issue) ?? '(list)'}: ${issue.message}`)
    throw new UsageError(`The upload list ${listFile} is malformed: ${problems.join('; ')}`)
  }
  return result.output
}

function checkAgainstFolder(entries: v.InferOutput<typeof uploadListSchema>, dir: string, listFile: string): void {
  const files = new Set(walkFiles(dir))
  const seen = new Set<string>()
  const duplicated: string[] = []
  const missing: string[] = []
  const resized: string[] = []
  const used = new Set<string>()
  for (const entry of entries) {
    if (seen.has(entry.path)) duplicated.push(entry.path)
    seen.add(entry.path)
    const source = entry.source ?? entry.path
    used.add(source)
    if (!files.has(source)) missing.push(source)
    else {
      const size = statSync(join(dir, source)).size
      if (size !== entry.bytes) resized.push(`${entry.path} (listed ${entry.bytes} bytes, the file has ${size})`)
    }
  }
  const unlisted = [...files].filter((f) => !used.has(f))
  const problems = [
    listProblem(duplicated, 'listed twice'),
    listProblem(missing, 'listed but not in the folder'),
    listProblem(unlisted, 'in the folder but not listed'),
    listProblem(resized, 'of another size than listed'),
  ].filter(Boolean)
  if (problems.length > 0) {
    throw new UsageError(
      `The upload list ${listFile} does not match the folder ${dir}: ${problems.join('; ')}. Rebuild with \`npm run build\`.`,
    )
  }
}

function listProblem(paths: string[], what: string): string {
  if (paths.length === 0) return ''
  return `${paths.length} ${paths.length === 1 ? 'file' : 'files'} ${what}: ${boundedItems(paths)}`
}

function digest(algorithm: 'md5' | 'sha256', content: Buffer): string {
  return createHash(algorithm).update(content).digest('hex')
}
