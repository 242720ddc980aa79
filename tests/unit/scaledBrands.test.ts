import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadBrands } from '../../brand/build/loadBrands.ts'
import { buildRouteTable } from '../../routing/routeTable.ts'
import { type ScaleSize, writeScaledBrands } from '../../scripts/bench/scaledBrands.ts'

const dirs: string[] = []
const scaled = (size: ScaleSize) => {
  const dir = mkdtempSync(join(tmpdir(), 'scaled-brands-'))
  dirs.push(dir)
  const base = buildRouteTable(loadBrands()).routes.length
  return { ...writeScaledBrands(size, base, dir), brands: loadBrands(dir) }
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('the scale benchmark’s brand data', () => {
  it('grows KFC’s and arch-pristine’s catalogs alike until the site has about the pages asked for', () => {
    const { catalogs, brands } = scaled({ pages: 10_000 })
    expect(Object.keys(catalogs)).toEqual(['KFC', 'arch-pristine'])
    const pages = buildRouteTable(brands).routes.length
    expect(Math.abs(pages - 10_000)).toBeLessThan(100)
    expect(brands.find((b) => b.prefix === 'KFC')?.products.length).toBeGreaterThan(4_000)
    expect(brands.find((b) => b.prefix === 'arch-pristine')?.products.length).toBe(catalogs.KFC)
  })

  it('at its largest is a partner’s real case: two valid catalogs of 50,000 products, no brand added', () => {
    const { catalogs, brands } = scaled({ products: 50_000 })
    expect(catalogs).toEqual({ KFC: 50_000, 'arch-pristine': 50_000 })
    expect(brands.map((b) => b.prefix)).toEqual(loadBrands().map((b) => b.prefix))
    expect(brands.find((b) => b.prefix === 'arch-pristine')?.products.length).toBe(50_000)
    // A page per product and the listing pages of each catalog and category: about 104,000 in all.
    const pages = buildRouteTable(brands).routes.length
    expect(pages).toBeGreaterThan(100_000)
    expect(pages).toBeLessThan(106_000)
  })
})
