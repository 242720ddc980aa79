// What a build derives from the data files, computed by the dev server from the files as they are now: the route
// table, the build manifests (builds/latest.json, builds/meta/<id>.json), the brand icons and the web font files.
// Each comes from the code the build itself runs; only the build id differs: the dev server's pages carry the id
// placeholder (no deployable exists to digest), so that placeholder is the id the dev manifests answer for.
import { readFileSync } from 'node:fs'
import type { Brand } from '../../brand/brandSchema.ts'
import { dataVersion } from '../../brand/build/dataVersion.ts'
import { loadBrands } from '../../brand/build/loadBrands.ts'
import { brandFontFiles } from '../../brand/build/webFontFiles.ts'
import { buildIdPlaceholder } from '../../renderer/pageModules.ts'
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
  const product = productFileAt(path, brands) ?? lookupFileAt(path, brands)
  if (product) return product
  const icon = brandIconFiles(brands).get(path)
  if (icon) return icon
  const font = brands.flatMap(brandFontFiles).find((file) => file.file === path)
  return font && readFileSync(font.source)
}
