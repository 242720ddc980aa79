// Which pages a build renders and which it copies from the last build (the page cache, below): on a data-only rebuild, a
// page whose inputs' digest (pageInputs.ts) is in the cache is copied; every other page is rendered. A clean
// build renders everything. Either way, a build that can key its pages leaves the cache holding exactly its own pages.
import { constants, copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, renameSync } from 'node:fs'
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
  /** Copies the reused pages into the deployable being assembled. */
  restore(clientDir: string): void
  /** Adds the reused pages to the next cache. */
  keepReused(): void
  /** Adds the rendered pages to the next cache, once written and before the build id is stamped in. */
  keepRendered(clientDir: string): void
  /** Once the build is published: its pages become the cache. */
  commit(): void
}

export function planPageReuse({ dist, staging, digests, reuse, paths }: PageReuseOptions): PageReuse {
  const cache = pageCacheDir(dist)
  const pages = [...paths, notFoundPageId].map(pageOutput)
  const digestOf = (page: PageOutput) => digests?.get(page.id) as string
  const names = digests && reuse ? cachedNames(cache) : new Set<string>()
  const cached = new Set(pages.filter((page) => hasCachedPage(names, page, digestOf(page))).map((page) => page.id))
  const next = digests && nextPageCache(cache, staging)
  return {
    render: paths.filter((path) => !cached.has(path)),
    renderNotFound: !cached.has(notFoundPageId),
    reused: paths.filter((path) => cached.has(path)).length,
    restore(clientDir) {
      for (const page of pages) if (cached.has(page.id)) restoreCachedPage(cache, page, digestOf(page), clientDir)
    },
    keepReused() {
      for (const page of pages) if (next && cached.has(page.id)) next.addReused(page, digestOf(page))
    },
    keepRendered(clientDir) {
      for (const page of pages) if (next && !cached.has(page.id)) next.addRendered(page, digestOf(page), clientDir)
    },
    commit() {
      if (next) replacePageCache(cache, next, staging)
    },
  }
}

// The last whole build's rendered pages, kept beside its bundles (dist/.pages/<digest>.<file>), each under the digest
// of everything its output depends on (pageInputs.ts): a data-only rebuild copies the pages whose digest is
// unchanged and renders only the rest. Pages are kept as the workers wrote them, before the build id is stamped in
// (finish.ts). The new cache is assembled inside the build's staging folder and swapped in only once the
// build is published, so a failed build leaves the previous cache as it was.
/** One flat folder, no folder per page: on a small machine each folder made and removed costs about as much as a
 *  file. */
const cachedName = (digest: string, file: string) => `${digest}.${basename(file)}`
const cachedFile = (cache: string, digest: string, file: string) => join(cache, cachedName(digest, file))

/** A copy that shares the blocks where the file system can (copy-on-write), a plain copy elsewhere. */
const copy = (from: string, to: string) => copyFileSync(from, to, constants.COPYFILE_FICLONE)

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

/** Copies the cached files of `page` into the deployable being assembled (copies: the deployable's HTML is rewritten
 *  in place when the build id is stamped). */
function restoreCachedPage(cache: string, page: PageOutput, digest: string, clientDir: string): void {
  mkdirSync(dirname(join(clientDir, page.files[0] as string)), { recursive: true })
  for (const file of page.files) copy(cachedFile(cache, digest, file), join(clientDir, file))
}

interface NextCache {
  /** The folder being assembled, inside the staging folder. */
  dir: string
  /** Adds a page the workers just rendered, copied from the deployable before the build id is stamped in. */
  addRendered(page: PageOutput, digest: string, clientDir: string): void
  /** Adds a page reused from the current cache (a hard link: cached files are never written again). */
  addReused(page: PageOutput, digest: string): void
}

function nextPageCache(cache: string, staging: string): NextCache {
  const dir = join(staging, 'page-cache')
  // Made with the first page, after the bundler has written the staging folder.
  let made = false
  const make = () => {
    if (!made) mkdirSync(dir, { recursive: true })
    made = true
  }
  return {
    dir,
    addRendered(page, digest, clientDir) {
      make()
      for (const file of page.files) copy(join(clientDir, file), cachedFile(dir, digest, file))
    },
    addReused(page, digest) {
      make()
      for (const file of page.files) {
        const from = cachedFile(cache, digest, file)
        try {
          linkSync(from, cachedFile(dir, digest, file))
        } catch {
          copy(from, cachedFile(dir, digest, file))
        }
      }
    },
  }
}

/** Makes `next` the cache: the old one is moved into `staging` (removed with it), then `next` renamed into place. */
function replacePageCache(cache: string, next: NextCache, staging: string): void {
  if (existsSync(cache)) renameSync(cache, join(staging, 'page-cache-replaced'))
  renameSync(next.dir, cache)
}
