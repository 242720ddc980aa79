// What of its brand's catalog (the products) each kind of page reads, declared by feature: a page's digest
// (pageInputs.ts) covers its brand without the products, plus only what this table says the page reads of them. So
// one product's edit re-renders only the pages that show it: its page, the listing pages it is on, the pages that
// feature it, and the kinds declared below as reading the whole catalog. Each entry mirrors what the feature's
// +data.ts reads (pages/<feature>/+data.ts and renderer/server/commerceData.ts); when in doubt an entry reads the
// whole catalog. tests/build/oneEditRebuild.test.ts edits one price, rebuilds, compares with a clean build byte
// for byte and counts the pages rendered.
import { createHash } from 'node:crypto'
import { isAddOnCategory } from '../../brand/addOns.ts'
import type { Brand, Product } from '../../brand/brandSchema.ts'
import { resolveFulfilment } from '../../brand/fulfilment.ts'
import type { RouteFeature } from '../../brand/pageKinds.ts'
import { productKind } from '../../brand/productKind.ts'
import { mainShopSection } from '../../brand/shopLinks.ts'
import { categorySlugs, homeFeaturedCount, listingPageSize, placeOfSlug } from '../../routing/listingPages.ts'
import type { RouteEntry } from '../../routing/routeTable.ts'
import { productDigest } from '../lib/productFiles.ts'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** One brand's catalog, indexed once, with each product's digest and the digests of the views pages read. */
export class BrandCatalog {
  readonly products: readonly Product[]
  private readonly digests: string[]
  private readonly slugs: Map<string, number>
  private readonly members = new Map<string, number[]>()
  private readonly views = new Map<string, string>()
  private slugsOfCategories: ReadonlyMap<string, string> | undefined

  constructor(
    readonly brand: Brand,
    /** The brand's routes in the route table (the home page lists them). */
    readonly routes: readonly RouteEntry[],
  ) {
    this.products = brand.products
    this.digests = brand.products.map(productDigest)
    this.slugs = new Map(brand.products.map((product, index) => [product.slug, index]))
    brand.products.forEach((product, index) => {
      const list = this.members.get(product.category)
      if (list) list.push(index)
      else this.members.set(product.category, [index])
    })
  }

  /** The digests of the products at these positions. */
  digestsAt(indexes: readonly number[]): string[] {
    return indexes.map((index) => this.digests[index] as string)
  }

  /** The digests of the first `count` products. */
  first(count: number): string[] {
    return this.digests.slice(0, count)
  }

  /** The digests of the products from `start` to before `end`. */
  slice(start: number, end: number): string[] {
    return this.digests.slice(start, end)
  }

  /** The product's position, or -1. */
  indexOf(slug: string | undefined): number {
    return slug === undefined ? -1 : (this.slugs.get(slug) ?? -1)
  }

  /** The positions of a category's products, in catalog order. */
  inCategory(category: string): readonly number[] {
    return this.members.get(category) ?? []
  }

  /** The digest of one view of every product (the whole catalog, its names, …), made once per brand. */
  view(name: string, of: (product: Product) => unknown): string {
    let digest = this.views.get(name)
    if (digest === undefined) {
      digest = sha256(JSON.stringify(this.products.map(of)))
      this.views.set(name, digest)
    }
    return digest
  }

  /** The catalog's category slugs (routing/listingPages.ts), made once: every listing page looks its own up. */
  categorySlugs(): ReadonlyMap<string, string> {
    this.slugsOfCategories ??= categorySlugs(this.products.map((p) => p.category))
    return this.slugsOfCategories
  }

  whole(): string {
    return this.view('whole', (product) => product)
  }
}

/** What a page of this kind reads of its brand's catalog, as a value whose digest joins the page's. */
export type CatalogRead = (catalog: BrandCatalog, route: RouteEntry) => unknown

const none: CatalogRead = () => null
const whole: CatalogRead = (catalog) => catalog.whole()
const names: CatalogRead = (catalog) => catalog.view('names', (p) => p.name)
const categories: CatalogRead = (catalog) => catalog.view('categories', (p) => p.category)
/** cartKinds(): the kind each product is handed over by, which decides the cart's and checkout's words. */
const kinds: CatalogRead = (catalog) => {
  const fulfilment = resolveFulfilment(catalog.brand.fulfilment)
  return catalog.view('kinds', (p) => productKind(p, fulfilment))
}
/** featuredProducts(): the products named by slug, in that order. */
const featured = (catalog: BrandCatalog, slugs: readonly string[] | undefined) =>
  (slugs ?? []).map((slug) => catalog.digestsAt([catalog.indexOf(slug)].filter((i) => i >= 0)))

/** The catalog page and its listing pages (pages/catalog/+data.ts): a catalog of one page is shown whole; a longer
 *  one shows the page's products, and counts and links that follow from the catalog's length and categories. */
const listing: CatalogRead = (catalog, route) => {
  const { products } = catalog
  if (products.length <= listingPageSize) return catalog.whole()
  const allCategories = catalog.view('categories', (p) => p.category)
  const place = placeOfSlug(route.slug ?? '', catalog.categorySlugs())
  if (!place) return catalog.whole()
  const listed = place.category === undefined ? undefined : catalog.inCategory(place.category)
  const start = (place.page - 1) * listingPageSize
  const length = listed?.length ?? products.length
  const shown = listed
    ? catalog.digestsAt(listed.slice(start, start + listingPageSize))
    : catalog.slice(start, start + listingPageSize)
  return { total: products.length, categories: allCategories, listed: length, shown }
}

/** Every feature's reads; a new feature must declare its own (the type requires every feature). */
export const catalogReads: Record<RouteFeature, CatalogRead> = {
  // Lists the brands by name, tagline and picture: no products.
  directory: none,
  // One listing page of the range, or a few products when the brand has a catalog page; whether there are products
  // at all and more than one page; and a link to every page of the brand (the route table).
  home: (catalog, route) => {
    const section = mainShopSection(catalog.brand)
    const count = section && catalog.brand.pages.includes(section) ? homeFeaturedCount : listingPageSize
    const routes = catalog.routes.filter((r) => r.scope === route.scope && (!r.slug || r.feature === 'article'))
    // isExplorable() asks which features have a page without a step: slug pages included.
    const features = [...new Set(catalog.routes.map((r) => `${r.feature}/${r.step ?? ''}`))].sort()
    return { shown: catalog.first(count), total: catalog.products.length, routes: sha256(JSON.stringify([routes, features])) }
  },
  catalog: listing,
  // Its product, and the first three others of its category ("related").
  product: (catalog, route) => {
    const own = catalog.indexOf(route.slug)
    const category = catalog.products[own]?.category
    const related =
      category === undefined
        ? []
        : catalog
            .inCategory(category)
            // The first four hold the three others: a category of thousands is not walked for every product page.
            .slice(0, 4)
            .filter((i) => i !== own)
            .slice(0, 3)
    return { own: catalog.digestsAt(own >= 0 ? [own] : []), related: catalog.digestsAt(related) }
  },
  // The lines' products are fetched in the browser; the words follow the kinds the cart can hold.
  cart: kinds,
  checkout: kinds,
  confirmOrder: kinds,
  confirmItem: none,
  account: none,
  article: (catalog, route) => featured(catalog, catalog.brand.articles.find((a) => a.slug === route.slug)?.productSlugs),
  landing: (catalog, route) => featured(catalog, catalog.brand.landingPages.find((l) => l.slug === route.slug)?.productSlugs),
  // The add-ons category, or the catalog when there is none: its first listing page's worth, and how many there are.
  addons: (catalog) => {
    const all = catalog.products.map((_, index) => index)
    const addons = all.filter((index) => isAddOnCategory(catalog.products[index]?.category ?? ''))
    const offered = addons.length > 0 ? addons : all
    return { shown: catalog.digestsAt(offered.slice(0, listingPageSize)), total: offered.length }
  },
  // The assistant holds the catalog's first listing page, or all of it when it fits: held whole here.
  ai: whole,
  // Scan & Go lists the first products with a barcode (name and code) and how many have one; a scan looks its code
  // up in the build's barcode index and the product's own file.
  scan: (catalog) => catalog.view('barcodes', (p) => (p.barcode === undefined ? null : [p.name, p.barcode])),
  // A result fetches its match, which the build computed (lookupIndexes.ts): the pages hold no product.
  foodfinder: none,
  // The flow is built from the catalog (its interests), with a few products per interest.
  journey: whole,
  // The names a service request or a form may pick, the categories a catalog request offers.
  service: names,
  form: names,
  catalogRequest: categories,
  review: (catalog) => catalog.view('slugs and names', (p) => [p.slug, p.name]),
  // Resorts are brand data apart from the catalog.
  resorts: none,
  resort: none,
  sms: none,
  wifi: none,
}
