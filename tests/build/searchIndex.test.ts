// A 2,000-product catalog (KFC's, grown as the benchmark's scale run grows it) is searched from the static index
// the build writes under KFC/_search/: the index lists every product once, finds each by its name, and a query
// fetches a few KB of it (gzip, as the deployable stores it), not the catalog.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { searchIndex } from '../../lib/searchIndex.ts'
import { gzipObject } from '../../scripts/lib/deployableLayout.ts'
import { sharedGrownBuild, sharedPlainBuild } from './fixtureBuild.ts'

interface Product {
  slug: string
  name: string
  description: string
}

// KFC with 2,000 products: the run's shared build of big catalogs.
describe('the search index of a 2,000-product catalog', () => {
  const { site: out, output, products: grown } = sharedGrownBuild()
  const products: Product[] = grown.KFC
  /** Reads the index from the deployable as the browser would fetch it, counting the gzip bytes fetched. */
  const reader = () => {
    const fetched: string[] = []
    let bytes = 0
    const read = async (file: string) => {
      const path = join(out, file)
      fetched.push(file)
      if (!existsSync(path)) return undefined
      const content = readFileSync(path)
      bytes += gzipObject(content).length
      return JSON.parse(content.toString('utf8'))
    }
    // Each file read once, as the browser fetches it once per page view.
    const files = new Map<string, Promise<unknown>>()
    const readOnce = (file: string): Promise<unknown> => {
      const reading = files.get(file) ?? read(file)
      files.set(file, reading)
      return reading
    }
    return { read: readOnce, fetched, bytes: () => bytes }
  }

  it('builds', () => {
    // sharedGrownBuild() has thrown, with the build's output, if the build failed.
    expect(output).toMatch(/Built \d+ pages/)
  })

  it('holds every product once, in catalog order, in its items files, and lists its files in the upload list', () => {
    const items: Product[] = []
    for (let chunk = 0; existsSync(join(out, `KFC/_search/items/${chunk}.json`)); chunk++) {
      items.push(...JSON.parse(readFileSync(join(out, `KFC/_search/items/${chunk}.json`), 'utf8')))
    }
    expect(items.map((p) => p.slug)).toEqual(products.map((p) => p.slug))
    const uploads = JSON.parse(readFileSync(`${out}.upload-list.json`, 'utf8')) as { path: string; contentType: string }[]
    expect(uploads).toContainEqual(
      expect.objectContaining({ path: 'KFC/_search/items/0.json', contentType: 'application/json; charset=utf-8' }),
    )
    expect(uploads).toContainEqual(expect.objectContaining({ path: 'KFC/_search/words/le.json', contentEncoding: 'gzip' }))
  })

  it('finds every product by its name', async () => {
    const { read } = reader()
    for (const product of products) {
      const results = await searchIndex<Product>('KFC', product.name, read)
      // Products whose names begin with the same words come along ("No. 15" begins "No. 150"): by name all the same.
      const first = await results.products(0, results.total)
      expect(
        first.map((p) => p.slug),
        product.name,
      ).toContain(product.slug)
      expect(first.every((p) => p.name.length > 0)).toBe(true)
    }
  })

  it('answers a query for the last product’s name by fetching less than 6 KB of the index', async () => {
    const last = products.at(-1) as Product
    const { read, fetched, bytes } = reader()
    const results = await searchIndex<Product>('KFC', last.name, read)
    const shown = await results.products(0, 24)
    expect(shown[0]?.slug).toBe(last.slug)
    expect(fetched.every((file) => file.startsWith('KFC/_search/'))).toBe(true)
    // 3.4 KB when written: the words files "le", "no" and "20", and the one items file of the result.
    expect(fetched).toHaveLength(4)
    expect(bytes()).toBeLessThan(6 * 1024)
  })

  it('finds by a word of the description, and nothing for words no product has', async () => {
    const { read } = reader()
    const herbs = await searchIndex<Product>('KFC', 'herbs spices', read)
    const expected = products.filter((p) => /herbs/i.test(p.description) && /spices/i.test(p.description))
    expect(herbs.total).toBe(expected.length)
    expect(herbs.total).toBeGreaterThan(0)
    expect((await searchIndex<Product>('KFC', 'zzzz', read)).total).toBe(0)
  })
})

describe('a catalog of one listing page', () => {
  it('gets no search index: the pages that search it carry it whole', () => {
    const out = sharedPlainBuild()
    const uploads = JSON.parse(readFileSync(`${out}.upload-list.json`, 'utf8')) as { path: string }[]
    for (const prefix of ['KFC', 'NCR']) {
      expect(existsSync(join(out, prefix, '_products'))).toBe(true)
      expect(existsSync(join(out, prefix, '_search'))).toBe(false)
      expect(uploads.some((file) => file.path.startsWith(`${prefix}/_search/`))).toBe(false)
    }
  })
})
