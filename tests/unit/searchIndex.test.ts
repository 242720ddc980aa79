// The catalog search's matching (lib/searchIndex.ts): the index the build writes and the in-memory search of a
// one-page catalog find the same products for the same query, on every brand's real catalog (grown past a listing
// page, as only a longer catalog gets an index); a query's words begin words of the name or description, names rank
// first.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { getBrands } from '../../brand/build/loadBrands.ts'
import { decodeNumbers, encodeNumbers, searchIndex, searchList, words } from '../../lib/searchIndex.ts'
import { listingPageSize } from '../../routing/listingPages.ts'
import { growCatalog } from '../../scripts/bench/scaledBrands.ts'
import { writeSearchIndexes } from '../../scripts/pipeline/searchIndexes.ts'

const dir = mkdtempSync(join(tmpdir(), 'search-index-unit-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
// Each brand's catalog grown past a listing page, so that the build writes it an index (a shorter one gets none).
const brands = getBrands()
  .filter((b) => b.products.length > 0)
  .map((b) => ({ ...b, original: b.products, products: growCatalog(b.products, listingPageSize + 12) as typeof b.products }))
writeSearchIndexes(dir, brands)
const read = async (file: string) => {
  try {
    return JSON.parse(readFileSync(join(dir, file), 'utf8'))
  } catch {
    return undefined
  }
}

describe('the catalog search', () => {
  it('encodes ascending product numbers and decodes them back', () => {
    const numbers = [0, 1, 2, 3, 40, 41, 1295, 1296, 50000]
    expect(encodeNumbers(numbers)).toBe('0,1,1,1,11,1,yu,1,11kw')
    expect(decodeNumbers(encodeNumbers(numbers))).toEqual(numbers)
    expect(decodeNumbers('')).toEqual([])
  })

  it('reads words as letters and digits, accents folded', () => {
    expect(words('Crème Brûlée, 2-pack (No. 15)')).toEqual(['creme', 'brulee', '2', 'pack', 'no', '15'])
  })

  it.each(brands.map((b) => [b.prefix, b] as const))(
    '%s: the index finds what the in-memory search finds',
    async (prefix, brand) => {
      // Every product's first name word, a two-letter prefix of it, its whole name, and a word of its description.
      const queries = brand.original.flatMap((p) => {
        const [first = ''] = words(p.name)
        return [first, first.slice(0, 2), p.name, words(p.description).at(-1) ?? '']
      })
      for (const query of [...new Set(queries), 'zzzz', 'a']) {
        const fromIndex = await searchIndex<{ slug: string }>(prefix, query, read)
        const inMemory = searchList(query, brand.products)
        const slugs = async (r: typeof fromIndex) => (await r.products(0, r.total)).map((p) => p.slug)
        expect(await slugs(fromIndex), `${prefix} "${query}"`).toEqual(await slugs(inMemory))
      }
    },
  )

  it('is written for a catalog longer than a listing page only', () => {
    const short = mkdtempSync(join(tmpdir(), 'search-index-short-'))
    try {
      const kfc = getBrands().find((b) => b.prefix === 'KFC')
      if (!kfc) throw new Error('no KFC brand')
      expect(writeSearchIndexes(short, [{ ...kfc, products: kfc.products.slice(0, listingPageSize) }])).toBe(0)
      expect(existsSync(join(short, 'KFC'))).toBe(false)
      const longer = growCatalog(kfc.products, listingPageSize + 1) as typeof kfc.products
      expect(writeSearchIndexes(short, [{ ...kfc, products: longer }])).toBeGreaterThan(0)
      expect(existsSync(join(short, 'KFC/_search/items/3.json'))).toBe(true)
    } finally {
      rmSync(short, { recursive: true, force: true })
    }
  })

  it('finds by the beginnings of words, every word of the query, names before descriptions', () => {
    const products = [
      { slug: 'a', name: 'Spicy sandwich', description: 'Crispy chicken with lemon mayo.' },
      { slug: 'b', name: 'Lemonade', description: 'Fresh and cold.' },
      { slug: 'c', name: 'Lemon cake', description: 'A slice of sponge.' },
    ]
    const found = (query: string) => searchList(query, products).total
    expect(searchList('lem', products).total).toBe(3)
    expect(searchList('lemon', products)).toMatchObject({ total: 3 })
    expect(found('lemon cake')).toBe(1)
    expect(found('emon')).toBe(0)
    expect(found('l')).toBe(0)
  })

  it('ranks products found by name above those found by description', async () => {
    const products = [
      { slug: 'a', name: 'Spicy sandwich', description: 'Crispy chicken with lemon mayo.' },
      { slug: 'b', name: 'Lemonade', description: 'Fresh and cold.' },
    ]
    const results = searchList('lemon', products)
    expect((await results.products(0, 2)).map((p) => p.slug)).toEqual(['b', 'a'])
  })
})
