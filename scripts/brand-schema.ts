// `npm run brand-schema`: writes brand/brand.schema.json from the valibot brand schema (brand/build/brandJsonSchema.ts).
// Run it after changing brand/brandSchema.ts; a unit test fails while the committed file is out of date.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brandJsonSchema, brandJsonSchemaPath } from '../brand/build/brandJsonSchema.ts'
import { projectRoot } from '../brand/build/projectRoot.ts'
import { runCommandLine } from './cli/commandLine.ts'
import { formatJson } from './lib/formats.ts'

runCommandLine({
  name: 'brand-schema',
  summary: `Writes ${brandJsonSchemaPath}, the JSON Schema editors check brand files with, from brand/brandSchema.ts.`,
  options: {},
  exitStatus: '0 written',
})

writeFileSync(join(projectRoot(), brandJsonSchemaPath), formatJson(brandJsonSchema()))
console.log(`Wrote ${brandJsonSchemaPath}.`)
