import { describe, expect, it } from 'vitest'
import { categorySlugs, listingPlaces, listingSlug, placeOfSlug } from '../../routing/listingPages.ts'

describe('the pages of a paged catalog', () => {
  it('adds none to a catalog that fits on one page', () => {
    expect(listingPlaces(Array(48).fill('Sides'))).toEqual([])
  })

  it('adds the catalog’s further pages and each category’s pages beyond 48 products', () => {
    const categories = [...Array(60).fill('Sides'), ...Array(3).fill('Drinks')]
    const slugs = categorySlugs(categories)
    expect(listingPlaces(categories).map((place) => listingSlug(place, slugs))).toEqual([
      'page/2',
      'category/sides',
      'category/sides/page/2',
      'category/drinks',
    ])
  })

  it('gives two categories that would share a slug slugs of their own, and reads every slug back', () => {
    const slugs = categorySlugs(['Dry food', 'Dry Food', 'Café & Bar', '***'])
    expect([...slugs.values()]).toEqual(['dry-food', 'dry-food-2', 'cafe-bar', 'category'])
    for (const category of slugs.keys()) {
      for (const page of [1, 3]) {
        expect(placeOfSlug(listingSlug({ page, category }, slugs), slugs)).toEqual({ page, category })
      }
    }
    expect(placeOfSlug('', slugs)).toEqual({ page: 1 })
    expect(placeOfSlug('page/4', slugs)).toEqual({ page: 4 })
    expect(placeOfSlug('category/none', slugs)).toBeUndefined()
    expect(placeOfSlug('pages/2', slugs)).toBeUndefined()
  })
})
