// The catalog page's data: the products of its listing page (at most listingPageSize; a longer catalog, and each of
// its categories, continues on pages of their own: routing/listingPages.ts) and where the page sits among them.
import type { PageContextServer } from 'vike/types'
import { type CommerceData, commerceData, definePageData } from '../../components/page/build/pageData.ts'
import { categorySlugs, listingPageSize, listingSlug, pageCount, placeOfSlug } from '../../routing/listingPages.ts'
import { categoryMarkup, pagerMarkup } from './listingLinks.tsx'

/** Where a page of a paged catalog sits; absent when the whole catalog fits on its one page. */
export interface Listing {
  /** The catalog's path: the list every page of it belongs to (Product List Viewed's list_id). */
  catalog: string
  /** The category this listing shows, by its name in the data; absent: the whole catalog. */
  category?: string
  /** The list position of the page's first product: positions continue from page to page. */
  position: number
  /** What the page shows of its listing: "Items 49–96 of 2,000". */
  range: string
  /** The links to the other pages of this listing, and to each category's listing (listingLinks.tsx). */
  pager: string
  categories: string
}

export interface Data extends CommerceData {
  listing?: Listing
}

/** A paged catalog's data, with where the page is in words ("Sides, page 2 of 9") for its title. */
const catalogData = definePageData((ctx): Data & { where?: string } => {
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
  const shown = listed.slice(start, start + listingPageSize)
  const count = (n: number) => n.toLocaleString(ctx.brand?.locale)
  const pages = pageCount(listed.length)
  const where = [place.category, place.page > 1 ? `page ${place.page} of ${pages}` : undefined].filter(Boolean)
  const choices = [undefined, ...slugs.keys()].map((category) => ({
    name: category ?? 'All categories',
    href: at(listingSlug({ page: 1, ...(category !== undefined ? { category } : {}) }, slugs)),
    current: category === place.category,
  }))
  return {
    ...commerce,
    products: shown,
    listing: {
      catalog,
      ...(place.category !== undefined ? { category: place.category } : {}),
      position: start + 1,
      range: `Items ${count(start + 1)}–${count(start + shown.length)} of ${count(listed.length)}`,
      pager: pagerMarkup(place.page, pages, (page) => at(listingSlug({ ...place, page }, slugs))),
      categories: categoryMarkup(choices),
    },
    ...(where.length > 0 ? { where: where.join(', ') } : {}),
  }
})

/** Each listing page is titled by where it is, so that no two pages of a catalog share one title. */
export function data(pageContext: PageContextServer) {
  const { page, ...payload } = catalogData(pageContext)
  const { where, ...shown } = page
  if (!where) return { ...payload, page: shown }
  return { ...payload, page: shown, title: `${payload.heading}: ${where} | ${payload.brand?.name}` }
}
