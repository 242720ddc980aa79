// Validates brand data without building: `npm run check-brands`. Exits 1 on a problem of correctness, naming a few
// of each kind and how many more; rules about looks (distinct pictures) are warnings and exit 0.
import { BrandDataError, brandsDir, brandWarnings, loadBrands } from '../brand/build/loadBrands.ts'
import { boundedLines } from '../lib/boundedReport.ts'
import { buildRouteTable } from '../routing/routeTable.ts'
import { runCommandLine } from './cli/commandLine.ts'

runCommandLine({
  name: 'check-brands',
  summary: 'Validates every brand data file (schema, cross-references, readable colours) and the route table, without building.',
  options: {},
  environment: ['BRANDS_DIR'],
  exitStatus:
    '0 every brand is valid (warnings about looks may be printed); 1 problems, a few of each kind listed as file: field: what was expected',
})

try {
  const brands = loadBrands()
  const table = buildRouteTable(brands)
  console.log(`${brands.length} brands in ${brandsDir()} are valid: ${table.routes.length} pages.`)
  for (const warning of boundedLines(brandWarnings(brands))) console.warn(`Warning (looks): ${warning}`)
} catch (error) {
  if (!(error instanceof BrandDataError)) throw error
  console.error(error.message)
  process.exit(1)
}
