// Which pages a build renders and which it copies from the last build (pageCache.ts): on a data-only rebuild, a
// page whose inputs' digest (pageInputs.ts) is in the cache is copied; every other page is rendered. A clean
// build renders everything. Either way, a build that can key its pages leaves the cache holding exactly its own pages.
import { cachedNames, hasCachedPage, nextPageCache, pageCacheDir, replacePageCache, restoreCachedPage } from './pageCache.ts'
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
