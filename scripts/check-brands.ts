// Validates brand data without building: `npm run check:brands`. Exits 1 with every problem listed.
import { BrandDataError, brandsDir, loadBrands } from '../brand/build/loadBrands.ts'
import { buildRouteTable } from '../routing/routeTable.ts'
import { runCommandLine } from './lib/cli/commandLine.ts'

runCommandLine({
  name: 'check:brands',
  summary: 'Validates every brand data file (schema, cross-references, readable colours) and the route table, without building.',
  options: {},
  environment: ['BRANDS_DIR'],
  exitStatus: '0 every brand is valid; 1 problems, each listed as file: field: what was expected',
})

try {
  const brands = loadBrands()
  const table = buildRouteTable(brands)
  console.log(`${brands.length} brands in ${brandsDir()} are valid: ${table.routes.length} pages.`)
} catch (error) {
  if (!(error instanceof BrandDataError)) throw error
  console.error(error.message)
  process.exit(1)
}
