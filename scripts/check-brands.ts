// Validates brand data without building: `npm run check:brands`. Exits 1 with every problem listed.
import { BrandDataError, brandsDir, loadBrands } from '../brand/build/loadBrands.ts'
import { buildRouteTable } from '../routing/routeTable.ts'

try {
  const brands = loadBrands()
  const table = buildRouteTable(brands)
  console.log(`${brands.length} brands in ${brandsDir()} are valid: ${table.routes.length} pages.`)
} catch (error) {
  if (!(error instanceof BrandDataError)) throw error
  console.error(error.message)
  process.exit(1)
}
