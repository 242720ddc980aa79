// Which pages a build renders and which it takes from the last build (the page cache, below): on a data-only rebuild,
// a page whose inputs' digest (pageInputs.ts) is in the cache is linked in; every other page is rendered. A clean
// build renders everything. Either way, a build that can key its pages leaves the cache holding exactly its own
// pages, and its product files (under the digest of their bytes), which a rebuild links in when unchanged.
import { createHash } from 'node:crypto'
import {
  constants,
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { notFoundPageId, type PageOutput, pageOutput } from './pageInputs.ts'

export interface PageReuseOptions {
  dist: string
  staging: string
  /** The digest of each page's inputs (pageInputs.ts), or undefined: render everything, keep nothing. */
  digests: ReadonlyMap<string, string> | undefined
  /** Whether cached pages may be used (a data-only rebuild); otherwise every page is rendered and then kept. */
  reuse: boolean
  /** The route paths this build writes. */
  paths: readonly string[]
}

export interface PageReuse {
  /** Route paths the workers render. */
  render: string[]
  /** Whether the workers render the 404 page. */
  renderNotFound: boolean
  /** How many route paths are copied instead of rendered. */
  reused: number
  /** The HTML files the workers write (with the id placeholder), relative to the deployable. */
  renderedHtml: string[]
  /** The HTML files of the reused pages, and the build id they carry (the cache's): stamped again if it differs. */
  reusedHtml: { id: string | undefined; files: string[] }
  /** Links the reused pages into the deployable being assembled. */
  restore(clientDir: string): void
  /** Writes a data file of the deployable (a product file), or links the cached file of the same bytes; either way
   *  the next cache holds it. */
  writeData(file: string, body: string): void
  /** Once the deployable is finished (its pages stamped with build `id`): its pages become the next cache. */
  keep(clientDir: string, id: string): void
  /** Once the build is published: the next cache becomes the cache. */
  commit(): void
}

export function planPageReuse({ dist, staging, digests, reuse, paths }: PageReuseOptions): PageReuse {
  const cache = pageCacheDir(dist)
  const pages = [...paths, notFoundPageId].map(pageOutput)
  const digestOf = (page: PageOutput) => digests?.get(page.id) as string
  // A cache that does not name the id its pages carry (cut short, or of an earlier layout) is not used.
  const stampedWith = digests && reuse ? cachedBuildId(cache) : undefined
  const names = stampedWith !== undefined ? cachedNames(cache) : new Set<string>()
  const cached = new Set(pages.filter((page) => hasCachedPage(names, page, digestOf(page))).map((page) => page.id))
  const next = digests && nextPageCache(staging)
  const html = (reused: boolean) =>
    pages.filter((page) => cached.has(page.id) === reused).flatMap((page) => page.files.filter((f) => f.endsWith('.html')))
  return {
    render: paths.filter((path) => !cached.has(path)),
    renderNotFound: !cached.has(notFoundPageId),
    reused: paths.filter((path) => cached.has(path)).length,
    renderedHtml: html(false),
    reusedHtml: { id: stampedWith, files: html(true) },
    restore(clientDir) {
      for (const page of pages) if (cached.has(page.id)) restoreCachedPage(cache, page, digestOf(page), clientDir)
    },
    writeData(file, body) {
      // Named by the digest of its bytes: the same name is the same file, whatever build wrote it.
      const name = cachedName(createHash('sha256').update(body).digest('hex').slice(0, 32), file)
      if (names.has(name)) link(join(cache, name), file)
      else writeFileSync(file, body)
      if (next) next.addFile(file, name)
    },
    keep(clientDir, id) {
      if (!next) return
      for (const page of pages) next.add(page, digestOf(page), clientDir)
      next.done(id)
    },
    commit() {
      if (next) replacePageCache(cache, next, staging)
    },
  }
}

// The last whole build's rendered pages, kept beside its bundles (dist/.pages/<digest>.<file>), each under the digest
// of everything its output depends on (pageInputs.ts): a data-only rebuild copies the pages whose digest is
// unchanged and renders only the rest. Pages are kept as the deployable has them, stamped with the build id, which
// the cache names in its file `.build-id`: a rebuild whose id is the same (an edit of page data only, finish.ts)
// links the reused pages into its deployable as they are, with no page read or written; another id is stamped
// into them again (finish.ts: a new file, never writing a cached one in place). The new cache is assembled inside
// the build's staging folder, of hard links to the deployable's page files (never written after finishing), and
// swapped in only once the build is published, so a failed build leaves the previous cache as it was.
/** One flat folder, no folder per page: on a small machine each folder made and removed costs about as much as a
 *  file. */
const cachedName = (digest: string, file: string) => `${digest}.${basename(file)}`
const cachedFile = (cache: string, digest: string, file: string) => join(cache, cachedName(digest, file))

/** A hard link (the files are never written in place again), else a copy that shares the blocks where the file
 *  system can (copy-on-write), else a plain copy. */
function link(from: string, to: string): void {
  try {
    linkSync(from, to)
  } catch {
    copyFileSync(from, to, constants.COPYFILE_FICLONE)
  }
}

/** The file of the cache naming the build id its pages carry. */
const idFile = '.build-id'

function cachedBuildId(cache: string): string | undefined {
  try {
    return readFileSync(join(cache, idFile), 'utf8').trim() || undefined
  } catch {
    return undefined
  }
}

function pageCacheDir(dist: string): string {
  return join(dist, '.pages')
}

/** What `cache` holds, listed once (none when there is no cache). */
function cachedNames(cache: string): Set<string> {
  try {
    return new Set(readdirSync(cache))
  } catch {
    return new Set()
  }
}

/** Whether the cache listed as `names` holds every file of `page` under `digest`. */
function hasCachedPage(names: ReadonlySet<string>, page: PageOutput, digest: string): boolean {
  return page.files.every((file) => names.has(cachedName(digest, file)))
}

/** Links the cached files of `page` into the deployable being assembled. */
function restoreCachedPage(cache: string, page: PageOutput, digest: string, clientDir: string): void {
  mkdirSync(dirname(join(clientDir, page.files[0] as string)), { recursive: true })
  for (const file of page.files) link(cachedFile(cache, digest, file), join(clientDir, file))
}

interface NextCache {
  /** The folder being assembled, inside the staging folder. */
  dir: string
  /** Adds a page of the finished deployable. */
  add(page: PageOutput, digest: string, clientDir: string): void
  /** Adds a data file of the deployable under its cache name. */
  addFile(file: string, name: string): void
  /** Records the build id the pages carry. */
  done(id: string): void
}

function nextPageCache(staging: string): NextCache {
  const dir = join(staging, 'page-cache')
  // Made with the first page, after the bundler has written the staging folder.
  let made = false
  const make = () => {
    if (!made) mkdirSync(dir, { recursive: true })
    made = true
  }
  return {
    dir,
    add(page, digest, clientDir) {
      make()
      for (const file of page.files) link(join(clientDir, file), cachedFile(dir, digest, file))
    },
    addFile(file, name) {
      make()
      link(file, join(dir, name))
    },
    done(id) {
      make()
      writeFileSync(join(dir, idFile), `${id}\n`)
    },
  }
}

/** Makes `next` the cache: the old one is moved into `staging` (removed with it), then `next` renamed into place. */
function replacePageCache(cache: string, next: NextCache, staging: string): void {
  if (existsSync(cache)) renameSync(cache, join(staging, 'page-cache-replaced'))
  renameSync(next.dir, cache)
}
