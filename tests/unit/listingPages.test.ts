import { describe, expect, it } from 'vitest'
import { pagerNumbers } from '../../pages/catalog/listingLinks.tsx'
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

  it('links the first and last page and this one’s neighbours, with a gap (0) for each run left out', () => {
    expect(pagerNumbers(1, 1)).toEqual([1])
    expect(pagerNumbers(1, 4)).toEqual([1, 2, 0, 4])
    expect(pagerNumbers(3, 4)).toEqual([1, 2, 3, 4])
    expect(pagerNumbers(20, 42)).toEqual([1, 0, 19, 20, 21, 0, 42])
    expect(pagerNumbers(42, 42)).toEqual([1, 0, 41, 42])
  })
})
