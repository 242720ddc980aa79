// A brand's catalog page lists at most `listingPageSize` products; a longer catalog continues on pages of its own
// below the catalog's path, prerendered like every page (`/KFC/shop/page/2`), and each category of it likewise
// (`/KFC/shop/category/buckets`, `…/category/buckets/page/2`), so that the category filter covers the whole catalog
// and every product is one followed link away for a crawler. A catalog that fits on one page gets no such pages:
// it filters in place, as it always has. The route table (routeTable.ts) adds these pages, the catalog's +data.ts
// reads its place back from the route's slug; both go through this one module.

/** Products on one listing page: full rows in a grid of 2, 3, 4 or 6 columns. */
export const listingPageSize = 48

/**
 * Whether a catalog of `count` products is searched through the brand's static search index (lib/searchIndex.ts):
 * one longer than a listing page. A shorter one is carried whole by every page that searches it (its catalog page,
 * the assistant, the forms' product pickers), which search it in place, so the build writes it no index: for the
 * demo's 20 brands that was some 1,800 files nobody fetched, and creating them cost a build more than writing them.
 */
export const searchedByIndex = (count: number) => count > listingPageSize

/** Products a brand's home page shows when the brand has a catalog page to list the rest (a listing page otherwise). */
export const homeFeaturedCount = 4

/** Where a listing page sits: its page number and, for a category's listing, the category (as the data names it). */
export interface ListingPlace {
  page: number
  category?: string
}

/** The number of pages a list of `count` products takes (at least 1). */
export const pageCount = (count: number) => Math.max(1, Math.ceil(count / listingPageSize))

const slugOf = (category: string) =>
  category
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'category'

/** Each category's slug in its paths, in catalog order; two categories that would share one get -2, -3, … */
export function categorySlugs(categories: readonly string[]): Map<string, string> {
  const slugs = new Map<string, string>()
  const taken = new Set<string>()
  for (const category of categories) {
    if (slugs.has(category)) continue
    let slug = slugOf(category)
    for (let n = 2; taken.has(slug); n++) slug = `${slugOf(category)}-${n}`
    taken.add(slug)
    slugs.set(category, slug)
  }
  return slugs
}

/** A listing page's slug below the catalog's path ('' for the catalog's own first page). */
export function listingSlug(place: ListingPlace, slugs: ReadonlyMap<string, string>): string {
  const category = place.category === undefined ? '' : `category/${slugs.get(place.category)}`
  const page = place.page > 1 ? `page/${place.page}` : ''
  return [category, page].filter(Boolean).join('/')
}

/**
 * The further listing pages of a catalog whose products have these categories (one per product, in catalog order):
 * none when it fits on one page; else its pages 2… and every category's pages.
 */
export function listingPlaces(categories: readonly string[]): ListingPlace[] {
  if (categories.length <= listingPageSize) return []
  const places: ListingPlace[] = []
  for (let page = 2; page <= pageCount(categories.length); page++) places.push({ page })
  for (const category of new Set(categories)) {
    const count = categories.filter((c) => c === category).length
    for (let page = 1; page <= pageCount(count); page++) places.push({ page, category })
  }
  return places
}

/** The place a listing route's slug names, undefined for a slug that is not a listing page's. */
export function placeOfSlug(slug: string, slugs: ReadonlyMap<string, string>): ListingPlace | undefined {
  const match = /^(?:category\/([^/]+))?\/?(?:page\/(\d+))?$/.exec(slug)
  if (!match) return undefined
  const category = match[1] && [...slugs].find(([, s]) => s === match[1])?.[0]
  if (match[1] && category === undefined) return undefined
  return { page: match[2] ? Number(match[2]) : 1, ...(category !== undefined ? { category } : {}) }
}
