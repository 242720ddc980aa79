// What a build derives from the data files, computed by the dev server from the files as they are now: the route
// table, the build manifests (builds/latest.json, builds/meta/<id>.json), the brand icons and the web font files.
// Each comes from the code the build itself runs; only the build id differs: the dev server's pages carry the id
// placeholder (no deployable exists to digest), so that placeholder is the id the dev manifests answer for.
import { readFileSync } from 'node:fs'
import type { Brand } from '../../brand/brandSchema.ts'
import { dataVersion } from '../../brand/build/dataVersion.ts'
import { loadBrands } from '../../brand/build/loadBrands.ts'
import { brandFontFiles } from '../../brand/build/webFontFiles.ts'
import { indexWords, itemChunk, type WordsFile } from '../../lib/searchIndex.ts'
import { buildIdPlaceholder } from '../../renderer/pageModules.ts'
import { searchedByIndex } from '../../routing/listingPages.ts'
import { buildRouteTable, type RouteTable } from '../../routing/routeTable.ts'
import { brandIconFiles } from '../lib/brandIcons.ts'
import { type BuildMeta, buildMeta, contentType } from '../lib/deployableLayout.ts'
import { productFileAt } from '../lib/productFiles.ts'
import { lookupFileAt } from '../pipeline/lookupIndexes.ts'

export const devBuildId = buildIdPlaceholder

export interface DevData {
  brands: Brand[]
  table: RouteTable
  meta: BuildMeta
}

/** A generated file: its content type and bytes. */
export interface DevFile {
  type: string
  body: string | Buffer
}

let cached: { version: number; data: DevData } | undefined

/** The current data, read again after each change (a BrandDataError when the files are invalid). `timestamp` is the
 *  time of the last change, the dev counterpart of the build's commit time. */
export function devData(timestamp: () => number): DevData {
  const version = dataVersion()
  if (cached?.version !== version) {
    const brands = loadBrands()
    const table = buildRouteTable(brands)
    cached = { version, data: { brands, table, meta: buildMeta(devBuildId, timestamp(), table) } }
  }
  return cached.data
}

/** The generated file at `path` (below the base, no leading slash), or undefined when a build would not make one. */
export function devFile(path: string, { brands, meta }: DevData): DevFile | undefined {
  const body = devFileBody(path, brands, meta)
  return body === undefined ? undefined : { type: contentType(path), body }
}

function devFileBody(path: string, brands: readonly Brand[], meta: BuildMeta): string | Buffer | undefined {
  if (path === 'builds/latest.json') return JSON.stringify({ id: meta.id, timestamp: meta.timestamp })
  if (path === `builds/meta/${meta.id}.json`) return JSON.stringify(meta)
  const product = productFileAt(path, brands) ?? lookupFileAt(path, brands) ?? searchFileAt(path, brands)
  if (product) return product
  const icon = brandIconFiles(brands).get(path)
  if (icon) return icon
  const font = brands.flatMap(brandFontFiles).find((file) => file.file === path)
  return font && readFileSync(font.source)
}

const searchPath = /^([^/]+)\/_search\/(?:words\/([^/]+)|items\/(0|[1-9]\d*))\.json$/
/** Each brand list's words files by brand, worked out once per read of the data (a search asks for several). */
const wordsByBrands = new WeakMap<readonly Brand[], Map<string, Map<string, WordsFile>>>()

/** A file of a brand's search index (<prefix>/_search/…) as the build writes it (scripts/pipeline/searchIndexes.ts: of
 *  a catalog longer than a listing page), so that a paged catalog's search, and the product pickers, work under
 *  `npm run dev`; undefined for none. */
export function searchFileAt(path: string, brands: readonly Brand[]): string | undefined {
  const [, prefix, key, chunk] = searchPath.exec(path) ?? []
  const brand = brands.find((b) => b.prefix === prefix)
  if (!brand || !searchedByIndex(brand.products.length)) return undefined
  if (chunk !== undefined) {
    const items = brand.products.slice(Number(chunk) * itemChunk, (Number(chunk) + 1) * itemChunk)
    return items.length > 0 ? JSON.stringify(items) : undefined
  }
  const byBrand = wordsByBrands.get(brands) ?? new Map<string, Map<string, WordsFile>>()
  wordsByBrands.set(brands, byBrand)
  const files = byBrand.get(brand.prefix) ?? indexWords(brand.products)
  byBrand.set(brand.prefix, files)
  const file = key === undefined ? undefined : files.get(key)
  return file && JSON.stringify(file)
}
