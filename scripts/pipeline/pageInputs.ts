// What each prerendered page's HTML and payload are made from, as one digest per page: a page whose digest is
// unchanged since the last build renders to the same bytes and may be reused (pageReuse.ts). The digest covers
// the bundles (their key: all code, dependencies, base, analytics mode, VITE_* variables, Node), the build's settings
// but its timestamp, the analytics source table, the page's route entry, and the brand data the page reads.
//
// Which brand data a page reads: a page of a brand (its route names one) reads that brand's file without its
// products — its chrome, copy and its own routes; /account borrows thumbtack's — and of the products only what its
// kind declares (catalogReads.ts: a product page its product and the related ones, a listing page the products it
// shows and the counts its pager shows, …). A page of no brand (the directory "/") lists every brand, and the 404
// page names every brand's catch-all bases: those two read all brand files but the products. Editing one brand and
// diffing two clean builds changes exactly these pages (tests/build/dataOnlyRebuild.test.ts and
// oneEditRebuild.test.ts rebuild that way and compare with a clean build byte for byte). When in doubt a page must
// read all brand data.
//
// The timestamp is the build's (the commit's time): only the manifests (builds/latest.json, builds/meta) carry it.
// No page reads it: the prerender workers are never given it (prerender.ts passes base, paths and the server entry),
// and oneEditRebuild.test.ts reuses pages across two timestamps and compares with a clean build byte for byte.
import { createHash } from 'node:crypto'
import type { Brand } from '../../brand/brandSchema.ts'
import type { RouteEntry } from '../../routing/routeTable.ts'
import { routeDir } from '../lib/deployableLayout.ts'
import { BrandCatalog, catalogReads } from './catalogReads.ts'

/** One rendered page as the workers write it: its files, relative to the deployable. */
export interface PageOutput {
  /** The route path ("/KFC/shop"), or `notFoundPageId` for the site's 404 page. */
  id: string
  files: string[]
}

export const notFoundPageId = '404.html'

/** Bumped when what a cached page holds changes shape, so older cache entries are never read as current. */
const cacheFormat = 2

/** The files the prerender writes for `id` (a route path or notFoundPageId). */
export function pageOutput(id: string): PageOutput {
  if (id === notFoundPageId) return { id, files: ['404.html'] }
  const dir = routeDir(id)
  return { id, files: [dir ? `${dir}/index.html` : 'index.html', dir ? `${dir}/_payload.json` : '_payload.json'] }
}

export interface PageInputs {
  routes: readonly RouteEntry[]
  /** The brands as loaded and checked: their content, not their files' bytes (a file reformatted is the same brand). */
  brands: readonly Brand[]
  /** The analytics source table in use, as loaded. */
  analytics: unknown
  /** The build's settings (pipeline/sources.ts): base, analytics mode, VITE_* variables; the timestamp is left out. */
  settings: Record<string, string>
  bundleKey: string
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The digest of everything each page's output depends on, by page id (every route, and notFoundPageId). */
export function pageDigests({ routes, brands, analytics, settings, bundleKey }: PageInputs): Map<string, string> {
  const { timestamp: _timestamp, ...pageSettings } = settings
  const rests = new Map(brands.map((brand) => [brand.prefix, sha256(JSON.stringify({ ...brand, products: [] }))]))
  const allBrands = [...rests].sort(([a], [b]) => (a < b ? -1 : 1))
  // What every page shares, serialised once: at 100,000 pages each copy made per page was garbage to collect.
  const shared = JSON.stringify({ cacheFormat, bundleKey, settings: pageSettings, analytics: sha256(JSON.stringify(analytics)) })
  const digest = (page: unknown, brands: unknown, catalog: unknown) =>
    createHash('sha256')
      .update(shared)
      .update('\0')
      .update(JSON.stringify([page, brands, catalog]))
      .digest('hex')
      .slice(0, 32)
  const byBrand = new Map<string, RouteEntry[]>()
  for (const route of routes) {
    if (route.brand === null) continue
    const list = byBrand.get(route.brand)
    if (list) list.push(route)
    else byBrand.set(route.brand, [route])
  }
  const catalogs = new Map(brands.map((brand) => [brand.prefix, new BrandCatalog(brand, byBrand.get(brand.prefix) ?? [])]))
  const digests = new Map<string, string>()
  for (const route of routes) {
    const catalog = route.brand === null ? undefined : catalogs.get(route.brand)
    const own = route.brand === null ? undefined : rests.get(route.brand)
    const brandsRead = own === undefined ? allBrands : [[route.brand, own]]
    digests.set(route.path, digest(route, brandsRead, catalog ? catalogReads[route.feature](catalog, route) : null))
  }
  digests.set(notFoundPageId, digest(notFoundPageId, allBrands, null))
  return digests
}
