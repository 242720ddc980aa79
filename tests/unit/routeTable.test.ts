import { describe, expect, it } from 'vitest'
import { loadBrands } from '../../brand/build/loadBrands.ts'
import { indexRoutes, notFoundMessage } from '../../routing/resolvePath.ts'
import { buildRouteTable } from '../../routing/routeTable.ts'
import { seedCatchAllBases, seedStaticRoutes } from '../fixtures/seedRoutes.ts'

const table = buildRouteTable(loadBrands())
const index = indexRoutes(table)

describe('route table from the brand data', () => {
  it('has exactly the 180 static routes of the seed table: 178 under the prefixes, / and /account', () => {
    expect(seedStaticRoutes).toHaveLength(178)
    const staticRoutes = table.routes.filter((r) => !r.slug || r.feature === 'article').map((r) => r.path)
    expect(staticRoutes).toHaveLength(180)
    expect(staticRoutes.sort()).toEqual(['/', '/account', ...seedStaticRoutes].sort())
  })

  it('has the seed catch-alls, each with at least one prerendered slug', () => {
    expect([...table.catchAllBases].sort()).toEqual([...seedCatchAllBases].sort())
    for (const base of seedCatchAllBases) {
      expect(
        table.routes.some((r) => r.path.startsWith(`${base}/`)),
        base,
      ).toBe(true)
    }
  })

  it('renders /account in the thumbtack layout and / in the default one', () => {
    expect(table.routes.find((r) => r.path === '/account')?.layout).toBe('thumbtack')
    expect(table.routes.find((r) => r.path === '/')?.layout).toBe('default')
  })

  it('gives each prefix its own layout, with the shop layout on shop sections', () => {
    expect(index.resolve('/KFC/wifi')).toMatchObject({ kind: 'page', route: { layout: 'KFC' } })
    expect(index.resolve('/KFC/shop/cart')).toMatchObject({ kind: 'page', route: { layout: 'shop' } })
    expect(index.resolve('/avis/products/cart')).toMatchObject({ kind: 'page', route: { layout: 'avis' } })
  })
})

describe('resolving a requested path', () => {
  it('ignores case and a trailing slash and returns the canonical path', () => {
    for (const path of ['/kfc/SHOP/cart/', '/KFC/shop/cart', '/Kfc/Shop/Cart//']) {
      expect(index.resolve(path)).toMatchObject({ kind: 'page', route: { path: '/KFC/shop/cart', feature: 'cart' } })
    }
    expect(index.resolve('/')).toMatchObject({ kind: 'page', route: { feature: 'directory' } })
  })

  it('tells an unknown slug under a catch-all from a path no route matches', () => {
    expect(index.resolve('/KFC/shop/products/no-such-thing')).toEqual({ kind: 'invalid' })
    expect(index.resolve('/diamond/resorts/a/b')).toEqual({ kind: 'invalid' })
    expect(index.resolve('/KFC/shop/checkout/extra')).toEqual({ kind: 'none' })
    expect(index.resolve('/nowhere')).toEqual({ kind: 'none' })
    expect(index.resolve('/KFC/shop/products')).toEqual({ kind: 'none' })
  })

  it('accepts catch-all slugs of any depth that the brand lists', () => {
    expect(index.resolve('/kfc/shop/landing/SUMMER/lemonade-deals')).toMatchObject({
      kind: 'page',
      route: { path: '/KFC/shop/landing/summer/lemonade-deals', feature: 'landing' },
    })
  })

  it('resolves configured redirects', () => {
    expect(index.resolve('/kfc/MENU/')).toEqual({ kind: 'redirect', to: '/KFC/shop' })
  })

  it('formats the two 404 messages of the error catalogue', () => {
    expect(notFoundMessage('none', '/x')).toBe('Page not found: /x')
    expect(notFoundMessage('invalid', '/KFC/shop/products/x')).toBe('Page Not Found: /KFC/shop/products/x')
  })
})
