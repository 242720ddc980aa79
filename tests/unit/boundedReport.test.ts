// Reports of problems name a few of each kind and count the rest: a brand file with 5,000 products repeating one
// slug is refused with three examples and a count, not 5,000 lines.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BrandDataError } from '../../brand/build/loadBrands.ts'
import { boundedItems, boundedLines } from '../../lib/boundedReport.ts'
import { growCatalog } from '../../scripts/bench/scaledBrands.ts'
import { brandProblems } from './support/brandProblems.ts'

describe('bounded reports', () => {
  it('keep a few lines of each kind, in order, each kind followed by how many more there are', () => {
    const lines = [
      'KFC.json: products[0].slug: "a" is used twice',
      'KFC.json: pages[2]: unknown page "x"',
      ...Array.from({ length: 5 }, (_, i) => `KFC.json: products[${i + 1}].slug: "b${i}" is used twice`),
    ]
    expect(boundedLines(lines)).toEqual([
      'KFC.json: products[0].slug: "a" is used twice',
      'KFC.json: products[1].slug: "b0" is used twice',
      'KFC.json: products[2].slug: "b1" is used twice',
      '… and 3 more like these',
      'KFC.json: pages[2]: unknown page "x"',
    ])
    expect(boundedItems(['a', 'b', 'c', 'd', 'e'])).toBe('a, b, c and 2 more')
    expect(boundedItems(['a', 'b'])).toBe('a, b')
  })

  it('keep a refusal of 5,000 products with the same slug to a few lines', () => {
    const kfc = JSON.parse(readFileSync('brands/KFC.json', 'utf8'))
    const products = Array.from({ length: 5000 }, () => ({ ...kfc.products[0], slug: 'bucket' }))
    const problems = brandProblems({ 'KFC.json': { ...kfc, products } })
    // Every problem is still there for whoever reads the error; the message names three and counts the rest.
    expect(problems.filter((p) => p.includes('"bucket" is used twice'))).toHaveLength(4999)
    const message = new BrandDataError(problems).message
    expect(message).toMatch(/^Brand data is invalid \(\d+ problems\):\n/)
    expect(message).toContain('KFC.json: products[1].slug: "bucket" is used twice\n')
    expect(message).toContain('… and 4,996 more like these')
    expect(message.split('\n').length).toBeLessThan(20)
  })

  it('keep a feed of 50,000 products with 7 broken rows to a few examples and the count, naming file and field', () => {
    const kfc = JSON.parse(readFileSync('brands/KFC.json', 'utf8'))
    const products = growCatalog(kfc.products, 50_000) as Record<string, unknown>[]
    // Five rows with the same mistake (a price given as text), two with mistakes of their own.
    for (const row of [101, 2_002, 14_004, 36_006, 47_007]) products[row] = { ...products[row], price: 'call us' }
    products[25_005] = { ...products[25_005], name: '' }
    products[49_999] = { ...products[49_999], price: -3 }
    const problems = brandProblems({ 'KFC.json': { ...kfc, products } })
    expect(problems).toHaveLength(7)
    const lines = new BrandDataError(problems).message.split('\n')
    expect(lines[0]).toBe('Brand data is invalid (7 problems):')
    const shown = lines.slice(1).map((line) => line.trim().replace(/^.*KFC\.json: /, 'KFC.json: '))
    expect(shown).toEqual([
      'KFC.json: products[101].price: expected a price in the brand currency (got "call us")',
      'KFC.json: products[2002].price: expected a price in the brand currency (got "call us")',
      'KFC.json: products[14004].price: expected a price in the brand currency (got "call us")',
      '… and 2 more like these',
      'KFC.json: products[25005].name: expected non-empty text (got "")',
      'KFC.json: products[49999].price: expected a price of 0 or more (got -3)',
    ])
  })
})
