import { describe, expect, it } from 'vitest'
import { loadBrands } from '../../brand/build/loadBrands.ts'
import { flowLinks } from '../../pages/directory/flows.ts'
import { indexRoutes } from '../../routing/resolvePath.ts'
import { buildRouteTable } from '../../routing/routeTable.ts'

const brands = loadBrands()
const byPrefix = (prefix: string) => {
  const brand = brands.find((b) => b.prefix === prefix)
  if (!brand) throw new Error(`no brand ${prefix}`)
  return brand
}

describe('the flows the directory lists under each partner', () => {
  it('enters each flow at its first page: the overview, the catalog, the list', () => {
    // Avis has no catalog page: its home lists the cars, so the shop starts there.
    expect(flowLinks(byPrefix('avis'))).toEqual([
      { flow: 'shop', label: 'Shop', href: '/avis' },
      { flow: 'sms', label: 'SMS', href: '/avis/sms' },
      { flow: 'assistant', label: 'Assistant', href: '/avis/ai' },
      { flow: 'journey', label: 'Journey', href: '/avis/journey' },
      { flow: 'forms', label: 'Help', href: '/avis/service' },
    ])
    expect(flowLinks(byPrefix('KFC')).map((l) => l.href)).toEqual(['/KFC/shop', '/KFC/wifi'])
    expect(flowLinks(byPrefix('NCR')).map((l) => l.flow)).toEqual(['scan'])
    expect(flowLinks(byPrefix('HGV'))).toEqual([{ flow: 'resorts', label: 'Resorts', href: '/HGV/resorts' }])
  })

  it('enters resorts without a list at the first resort, and articles at one of them', () => {
    expect(flowLinks(byPrefix('diamond'))[0]?.href).toMatch(/^\/diamond\/resorts\/[a-z0-9-]+$/)
    expect(flowLinks(byPrefix('cr')).find((l) => l.flow === 'articles')?.href).toMatch(/^\/cr\/articles\/[a-z]+$/)
  })

  it('lists every form of a brand under its own name', () => {
    expect(flowLinks(byPrefix('adtalem')).filter((l) => l.flow === 'forms')).toEqual([
      { flow: 'forms', label: 'Inquire', href: '/adtalem/form' },
      { flow: 'forms', label: 'Help', href: '/adtalem/service' },
      { flow: 'forms', label: 'Review', href: '/adtalem/review' },
    ])
  })

  it('links only to pages the site builds', () => {
    const index = indexRoutes(buildRouteTable(brands))
    for (const brand of brands) {
      for (const link of flowLinks(brand)) expect(index.resolve(link.href), link.href).toMatchObject({ kind: 'page' })
    }
  })
})
