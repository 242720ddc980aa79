// The deployable as the deploy sees it: the upload list beside the folder, checked against the folder's files,
// with a content hash of every object and what it loads, so nothing is uploaded that the build did not list or
// with other headers. A 300,000-object site is held compactly (localObjects.ts): the list is read as a stream of
// entries, and what the deploy needs of each object is a path, a few numbers and its digests' bytes.
import { createHash } from 'node:crypto'
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { boundedItems } from '../../lib/boundedReport.ts'
import { UsageError } from '../cli/options.ts'
import { gzipObject, uploadListFor, uploadListPath } from '../lib/deployableLayout.ts'
import { LocalObjects } from './localObjects.ts'
import { referencesOf } from './references.ts'
import { readUploadList } from './uploadListEntries.ts'

export type { LocalObject } from './localObjects.ts'
export { LocalObjects }

/** The bytes an object stores for the content of its source file. */
export function storedBytes(content: Buffer, encoding: 'gzip' | undefined): Buffer {
  return encoding === 'gzip' ? gzipObject(content) : content
}

export interface Deployable {
  /** The folder's real path: a deploy reads every file from here, so a build publishing meanwhile (which switches
   *  the link at --dir) cannot mix two versions into one deploy. */
  root: string
  objects: LocalObjects
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
  const objects = new LocalObjects()
  const duplicated: string[] = []
  readUploadList(listFile, (entry) => {
    if (!objects.add(entry)) duplicated.push(entry.path)
  })
  objects.sealPaths()
  checkAgainstFolder(objects, duplicated, dir, listFile)

  const index = { has: (path: string) => objects.indexOf(path) !== undefined, isHtml: (path: string) => objects.isHtmlPath(path) }
  // One source may be stored under two keys (a page and its extensionless copy): read and digested once, by the
  // object that owns it.
  for (let i = 0; i < objects.count; i++) {
    if (objects.ownerOf(i) !== i) continue
    const source = objects.sourceOf(i)
    const content = readFileSync(join(dir, source))
    const bytes = storedBytes(content, objects.encodingOf(i))
    const references = referencesOf(source, objects.contentTypeOf(i), content, index)
    objects.setStored(i, bytes.length, digest('md5', bytes), digest('sha256', bytes), references)
  }
  return { root: dir, objects }
}

function checkAgainstFolder(objects: LocalObjects, duplicated: string[], dir: string, listFile: string): void {
  const missing: string[] = []
  const resized: string[] = []
  for (let i = 0; i < objects.count; i++) {
    const source = objects.sourceOf(i)
    const stat = lstatSync(join(dir, source), { throwIfNoEntry: false })
    if (!stat?.isFile()) missing.push(source)
    else if (stat.size !== objects.listedBytesOf(i)) {
      resized.push(`${objects.paths[i]} (listed ${objects.listedBytesOf(i)} bytes, the file has ${stat.size})`)
    }
  }
  const unlisted: string[] = []
  walkFiles(dir, '', (file) => {
    if (!objects.isSource(file)) unlisted.push(file)
  })
  const problems = [
    listProblem(duplicated, 'listed twice'),
    listProblem(missing, 'listed but not in the folder'),
    listProblem(unlisted.sort(), 'in the folder but not listed'),
    listProblem(resized, 'of another size than listed'),
  ].filter(Boolean)
  if (problems.length > 0) {
    throw new UsageError(
      `The upload list ${listFile} does not match the folder ${dir}: ${problems.join('; ')}. Rebuild with \`npm run build\`.`,
    )
  }
}

/** Every regular file under `dir` (dotfiles included, links skipped, as lib/files.ts walks a deployable), one folder
 *  at a time rather than the whole tree's entries at once. */
function walkFiles(dir: string, relative: string, each: (path: string) => void): void {
  for (const entry of readdirSync(join(dir, relative), { withFileTypes: true })) {
    const path = relative ? `${relative}/${entry.name}` : entry.name
    if (entry.isDirectory()) walkFiles(dir, path, each)
    else if (entry.isFile()) each(path)
  }
}

function listProblem(paths: string[], what: string): string {
  if (paths.length === 0) return ''
  return `${paths.length} ${paths.length === 1 ? 'file' : 'files'} ${what}: ${boundedItems(paths)}`
}

function digest(algorithm: 'md5' | 'sha256', content: Buffer): Buffer {
  return createHash(algorithm).update(content).digest()
}
