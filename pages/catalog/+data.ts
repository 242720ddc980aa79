// The catalog page's data: the products of its listing page (at most listingPageSize; a longer catalog, and each of
// its categories, continues on pages of their own: routing/listingPages.ts) and where the page sits among them.
import type { PageContextServer } from 'vike/types'
import { type CommerceData, commerceData, definePageData } from '../../components/page/build/pageData.ts'
import { categorySlugs, listingPageSize, listingSlug, pageCount, placeOfSlug } from '../../routing/listingPages.ts'

/** Where a page of a paged catalog sits; absent when the whole catalog fits on its one page. */
export interface Listing {
  /** The catalog's path: the list every page of it belongs to (Product List Viewed's list_id). */
  catalog: string
  /** The category this listing shows, by its name in the data; absent: the whole catalog. */
  category?: string
  /** The path of this listing's first page: page n is at `<firstPage>/page/<n>`. */
  firstPage: string
  page: number
  /** The list position of the page's first product: positions continue from page to page. */
  position: number
  pages: number
  /** Products in this listing, over all its pages. */
  total: number
  /** Each category's first listing page, for the filter. */
  categories: { name: string; href: string }[]
}

export interface Data extends CommerceData {
  listing?: Listing
}

const catalogData = definePageData((ctx): Data => {
  const commerce = commerceData(ctx)
  const { products } = commerce
  if (products.length <= listingPageSize) return commerce
  const slugs = categorySlugs(products.map((p) => p.category))
  const place = placeOfSlug(ctx.route.slug ?? '', slugs)
  if (!place) throw new Error(`No listing page "${ctx.route.slug}" for ${ctx.route.path}`)
  const catalog = ctx.route.slug ? ctx.route.path.slice(0, -ctx.route.slug.length - 1) : ctx.route.path
  const at = (slug: string) => (slug ? `${catalog}/${slug}` : catalog)
  const listed = place.category === undefined ? products : products.filter((p) => p.category === place.category)
  const start = (place.page - 1) * listingPageSize
  return {
    ...commerce,
    products: listed.slice(start, start + listingPageSize),
    listing: {
      catalog,
      ...(place.category !== undefined ? { category: place.category } : {}),
      firstPage: at(listingSlug({ ...place, page: 1 }, slugs)),
      page: place.page,
      position: start + 1,
      pages: pageCount(listed.length),
      total: listed.length,
      categories: [...slugs.keys()].map((name) => ({ name, href: at(listingSlug({ page: 1, category: name }, slugs)) })),
    },
  }
})

/** Each listing page is titled by where it is, so that no two pages of a catalog share one title. */
export function data(pageContext: PageContextServer) {
  const payload = catalogData(pageContext)
  const listing = payload.page.listing
  if (!listing || (listing.page === 1 && listing.category === undefined)) return payload
  const where = [listing.category, listing.page > 1 ? `page ${listing.page} of ${listing.pages}` : undefined]
  return { ...payload, title: `${payload.heading}: ${where.filter(Boolean).join(', ')} | ${payload.brand?.name}` }
}
