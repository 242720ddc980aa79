// The brand JSON Schema editors use: generated from the valibot schema and committed, so it must match what the
// generator makes now; it must accept every brand file the loader accepts, and refuse what the loader refuses by
// shape (the loader's cross-checks, such as contrast, are beyond a schema).
import { readFileSync } from 'node:fs'
import Ajv from 'ajv'
import { globSync } from 'tinyglobby'
import { describe, expect, it } from 'vitest'
import { brandJsonSchema, brandJsonSchemaPath } from '../../brand/build/brandJsonSchema.ts'

const committed = JSON.parse(readFileSync(brandJsonSchemaPath, 'utf8'))
const validate = new Ajv({ allErrors: true }).compile(committed)
const kfc = JSON.parse(readFileSync('brands/KFC.json', 'utf8'))

describe('the brand JSON Schema', () => {
  it('is what brand/brandSchema.ts generates (run `npm run brand-schema` after changing the schema)', () => {
    expect(committed).toEqual(brandJsonSchema())
  })

  it('accepts every brand file, each naming it in "$schema"', () => {
    for (const file of globSync('brands/*.json')) {
      const brand = JSON.parse(readFileSync(file, 'utf8'))
      expect(validate(brand), `${file}: ${JSON.stringify(validate.errors)}`).toBe(true)
      expect(brand.$schema, file).toBe(`../${brandJsonSchemaPath}`)
    }
  })

  it.each([
    ['an unknown field', { ...kfc, colour: 'red' }, 'must NOT have additional properties'],
    ['a missing name', { ...kfc, name: undefined }, "must have required property 'name'"],
    ['a colour that is not #rrggbb', { ...kfc, theme: { ...kfc.theme, primary: 'crimson' } }, '/theme/primary'],
    ['an unknown chrome variant', { ...kfc, chrome: { header: 'banner' } }, '/chrome/header'],
    ['a bad product slug', { ...kfc, products: [{ ...kfc.products[0], slug: 'Big Bucket' }] }, '/products/0/slug'],
  ])('refuses %s', (_, brand, message) => {
    expect(validate(JSON.parse(JSON.stringify(brand)))).toBe(false)
    expect(JSON.stringify(validate.errors)).toContain(message)
  })
})
