import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadBrands } from '../../brand/build/loadBrands.ts'
import { buildRouteTable } from '../../routing/routeTable.ts'
import { maxCatalog, writeScaledBrands } from '../../scripts/bench/scaledBrands.ts'

const dirs: string[] = []
const scaled = (pages: number) => {
  const dir = mkdtempSync(join(tmpdir(), 'scaled-brands-'))
  dirs.push(dir)
  const base = buildRouteTable(loadBrands()).routes.length
  return { ...writeScaledBrands(pages, base, dir), brands: loadBrands(dir) }
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('the scale benchmark’s brand data', () => {
  it('grows KFC’s and arch-pristine’s catalogs alone up to the 10,000-page run', () => {
    const { partners, brands } = scaled(10_000)
    expect(partners).toEqual([])
    const pages = buildRouteTable(brands).routes.length
    expect(Math.abs(pages - 10_000)).toBeLessThan(100)
    expect(brands.find((b) => b.prefix === 'KFC')?.products.length).toBeGreaterThan(4_000)
  })

  it('beyond it adds valid partners like KFC, no catalog larger than the 10,000-page run’s', () => {
    const { partners, catalogs, brands } = scaled(14_000)
    expect(partners).toEqual(['KFC-2'])
    expect(Math.max(...Object.values(catalogs))).toBeLessThanOrEqual(maxCatalog)
    const partner = brands.find((b) => b.prefix === 'KFC-2')
    expect(partner?.name).toBe('KFC 2')
    expect(partner?.products.length).toBe(catalogs['KFC-2'])
    const pages = buildRouteTable(brands).routes.length
    expect(Math.abs(pages - 14_000)).toBeLessThan(100)
  })
})
