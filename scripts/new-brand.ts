// `npm run new-brand -- <prefix> [--like KFC]`: adds a partner. Writes brands/<prefix>.json (a starter brand, or a
// copy of --like's data under the new prefix and name) and, when the brand copied has a one-off layout, the new
// brand's own copy of it; checked like every brand before anything is written, so the site builds with it at once.
import { loadSourceTable } from '../analytics/build/sourceTable.ts'
import { brandJsonSchemaPath } from '../brand/build/brandJsonSchema.ts'
import { fulfilmentKinds } from '../brand/fulfilment.ts'
import { runCommandLine, usageErrorText } from './cli/commandLine.ts'
import { isCi } from './cli/environment.ts'
import { asOneOf, asText, UsageError, valueOption } from './cli/options.ts'
import { NewBrandError, planNewBrand, writeNewBrand } from './newBrand/planNewBrand.ts'

const spec = {
  name: 'new-brand',
  summary:
    'Adds a partner: writes brands/<prefix>.json, a starter brand (home, account, service and SMS pages, a readable theme) or a copy of another brand’s data, checked like every brand file, so the site builds with it at once.',
  args: { name: 'the new brand’s prefix', usage: '<prefix>', min: 1, max: 1 },
  options: {
    like: valueOption(
      '--like',
      '<prefix>',
      'Start from this brand’s data (pages, catalog, theme, chrome, copy; its one-off layout, if any, as the new brand’s own)',
      asText,
    ),
    name: valueOption('--name', '<name>', 'Display name (default: the prefix)', asText),
    kind: valueOption(
      '--kind',
      '<kind>',
      `How the brand hands orders over: ${fulfilmentKinds.join(', ')} (default: shipping, or --like's kind with its options)`,
      asOneOf(fulfilmentKinds),
    ),
  },
  environment: ['BRANDS_DIR'],
  exitStatus: '0 written; 1 the prefix is taken (by a brand or a layout folder) or the data would be invalid; nothing written',
  examples: [
    'npm run new-brand -- acme',
    'npm run new-brand -- Acme --like KFC --name "Acme Chicken"',
    'npm run new-brand -- zoom --kind rental',
  ],
} as const

const { args, options } = runCommandLine(spec)
const prefix = args[0] as string

try {
  const plan = planNewBrand({ prefix, like: options.like, name: options.name, kind: options.kind })
  writeNewBrand(plan)
  const brandFile = plan.files.at(-1)?.path as string
  console.log(
    `Wrote ${plan.files.map((f) => f.path).join(', ')}${plan.like ? ` (like ${plan.like})` : ''}: ${plan.paths.length} pages under /${prefix}`,
  )
  if (!isCi()) {
    console.log(
      `Next: edit "name", "industry", "tagline" and "theme" in ${brandFile} (editors complete and check it with ${brandJsonSchemaPath}), then \`npm run check-brands\`.`,
    )
    const table = loadSourceTable()
    const family = table.brandFamilies[prefix] ?? prefix
    if (!Object.values(table.sources).some((source) => source.family === family))
      console.log(
        `Analytics: no source of the family "${family}" in the source table yet; until one is added (e.g. "${family}"), its pages log "No valid write key found".`,
      )
  }
} catch (error) {
  if (error instanceof UsageError) {
    console.error(usageErrorText(spec, error))
    process.exit(2)
  }
  if (!(error instanceof NewBrandError)) throw error
  console.error(`new-brand: ${error.message}`)
  process.exit(1)
}
