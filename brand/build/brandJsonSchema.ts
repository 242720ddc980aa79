// The JSON Schema of a brand data file, generated from the valibot schema the loader validates with, so editors
// complete and check brand files as they are typed. It describes the file as written (valibot's input type): the
// parts the loader adds (an art motif's path, trimmed text, defaults) are not the editor's business. Committed as
// brand/brand.schema.json; `npm run brand-schema` rewrites it and a unit test fails when it is out of date.
import { toJsonSchema } from '@valibot/to-json-schema'
import { brandSchema } from '../brandSchema.ts'

/** Where the generated schema is committed, relative to the project root; brand files name it in "$schema". */
export const brandJsonSchemaPath = 'brand/brand.schema.json'

export function brandJsonSchema(): Record<string, unknown> {
  // `trim` changes the value rather than checking it, so JSON Schema has no word for it; the rest converts exactly.
  const schema = toJsonSchema(brandSchema, { typeMode: 'input', errorMode: 'throw', ignoreActions: ['trim'] })
  const { $schema, ...rest } = schema
  return {
    $schema,
    title: 'Brand data file (brands/<prefix>.json)',
    description:
      'One partner brand of the storefront: name, theme, chrome, pages, catalog, copy. Generated from brand/brandSchema.ts; `npm run check-brands` also checks what a schema cannot (cross-references, contrast).',
    ...rest,
  }
}
