// What each prerendered page's HTML and payload are made from, as one digest per page: a page whose digest is
// unchanged since the last build renders to the same bytes and may be reused (pageReuse.ts). The digest covers
// the bundles (their key: all code, dependencies, base, analytics mode, VITE_* variables, Node), the build's settings
// (the timestamp too), the analytics source table, the page's route entry, and the brand data the page reads.
//
// Which brand data a page reads: a page of a brand (its route names one) reads that brand's file only — its chrome,
// catalog, copy and its own routes; /account borrows thumbtack's. A page of no brand (the directory "/") lists every
// brand, and the 404 page names every brand's catch-all bases: those two read all brand files. Editing one brand and
// diffing two clean builds changes exactly these pages (tests/build/dataOnlyRebuild.test.ts rebuilds that way and
// compares with a clean build byte for byte). When in doubt a page must read all brand data.
import { createHash } from 'node:crypto'
import { routeDir } from '../lib/deployableLayout.ts'

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

export interface PageInputs {
  routes: readonly PageRoute[]
  /** The brands as loaded and checked: their content, not their files' bytes (a file reformatted is the same brand). */
  brands: readonly { prefix: string }[]
  /** The analytics source table in use, as loaded. */
  analytics: unknown
  /** The build's settings (pipeline/sources.ts): base, timestamp, analytics mode, VITE_* variables. */
  settings: Record<string, string>
  bundleKey: string
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The digest of everything each page's output depends on, by page id (every route, and notFoundPageId). */
export function pageDigests({ routes, brands, analytics, settings, bundleKey }: PageInputs): Map<string, string> {
  const brandDigests = new Map(brands.map((brand) => [brand.prefix, sha256(JSON.stringify(brand))]))
  const allBrands = [...brandDigests].sort(([a], [b]) => (a < b ? -1 : 1))
  const shared = { cacheFormat, bundleKey, settings, analytics: sha256(JSON.stringify(analytics)) }
  const digest = (page: unknown, brands: unknown) => sha256(JSON.stringify({ ...shared, page, brands })).slice(0, 32)
  const digests = new Map<string, string>()
  for (const route of routes) {
    const own = route.brand === null ? undefined : brandDigests.get(route.brand)
    digests.set(route.path, digest(route, own === undefined ? allBrands : [[route.brand, own]]))
  }
  digests.set(notFoundPageId, digest(notFoundPageId, allBrands))
  return digests
}
