// What each prerendered page's HTML and payload are made from, as one digest per page: a page whose digest is
// unchanged since the last build renders to the same bytes and may be reused (lib/pageCache.ts). The digest covers
// the bundles (their key: all code, dependencies, base, analytics mode, VITE_* variables, Node), the build's settings
// (the timestamp too), the analytics source table, the page's route entry, and the brand data the page reads.
//
// Which brand data a page reads: a page of a brand (its route names one) reads that brand's file only — its chrome,
// catalog, copy and its own routes; /account borrows thumbtack's. A page of no brand (the directory "/") lists every
// brand, and the 404 page names every brand's catch-all bases: those two read all brand files. Editing one brand and
// diffing two clean builds changes exactly these pages (tests/build/dataOnlyRebuild.test.ts rebuilds that way and
// compares with a clean build byte for byte). When in doubt a page must read all brand data.
import { createHash } from 'node:crypto'
import { routeDir } from './pagePayload.ts'
import type { BuildSources } from './shard/buildSources.ts'

/** One rendered page as the workers write it: its files, relative to the deployable. */
export interface PageOutput {
  /** The route path ("/KFC/shop"), or `notFoundPageId` for the site's 404 page. */
  id: string
  files: string[]
}

export const notFoundPageId = '404.html'

/** Bumped when what a cached page holds changes shape, so older cache entries are never read as current. */
const cacheFormat = 1

interface PageRoute {
  path: string
  brand: string | null
}

/** The files the prerender writes for `id` (a route path or notFoundPageId). */
export function pageOutput(id: string): PageOutput {
  if (id === notFoundPageId) return { id, files: ['404.html'] }
  const dir = routeDir(id)
  return { id, files: [dir ? `${dir}/index.html` : 'index.html', dir ? `${dir}/_payload.json` : '_payload.json'] }
}

/** The digest of everything each page's output depends on, by page id (every route, and notFoundPageId). */
export function pageDigests(routes: readonly PageRoute[], sources: BuildSources, bundleKey: string): Map<string, string> {
  const brandFiles = Object.entries(sources.files).filter(([path]) => path.startsWith('brand data/'))
  const allBrands = Object.fromEntries(brandFiles)
  const shared = {
    cacheFormat,
    bundleKey,
    settings: sources.settings,
    analytics: Object.entries(sources.files).filter(([path]) => path.startsWith('analytics source table')),
  }
  const digest = (page: unknown, brands: Record<string, string>) =>
    createHash('sha256')
      .update(JSON.stringify({ ...shared, page, brands }))
      .digest('hex')
      .slice(0, 32)
  const digests = new Map<string, string>()
  for (const route of routes) {
    const own = route.brand === null ? undefined : `brand data/${route.brand}.json`
    const brands = own === undefined ? allBrands : { [own]: allBrands[own] ?? 'missing' }
    digests.set(route.path, digest(route, brands))
  }
  digests.set(notFoundPageId, digest(notFoundPageId, allBrands))
  return digests
}
