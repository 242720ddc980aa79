// The route table and index of the current brand data, built once per process (server and build only).
import { getBrands } from '../../brand/build/loadBrands.ts'
import { indexRoutes, type RouteIndex } from '../resolvePath.ts'
import { buildRouteTable, type RouteTable } from '../routeTable.ts'

let cached: { brands: unknown; table: RouteTable; index: RouteIndex } | undefined

export function siteRoutes(): { table: RouteTable; index: RouteIndex } {
  const brands = getBrands()
  if (cached?.brands !== brands) {
    const table = buildRouteTable(brands)
    cached = { brands, table, index: indexRoutes(table) }
  }
  return cached
}
