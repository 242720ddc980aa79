// Expands brand data into the site's route table: every prerendered page with its feature and layout, the
// catch-all bases whose unknown slugs are "Page Not Found", and the configured redirects.
import type { Brand } from '../brand/brandSchema.ts'
import { articlePagePrefix, listedPageKind, type PageKind, type RouteFeature } from '../brand/pageKinds.ts'
import { mainShopSection } from '../brand/shopLinks.ts'
import { categorySlugs, listingPlaces, listingSlug } from './listingPages.ts'

export interface RouteEntry {
  /** Canonical path in the seed table's casing, no trailing slash ("/KFC/shop/cart"). */
  path: string
  feature: RouteFeature
  layout: string
  /** The brand whose data and theme the page shows (thumbtack for the top-level /account), null for "/". */
  brand: string | null
  /** Scope of the visitor state kept in localStorage (cart, orders, sign-in): the brand, or "Demo" at top level. */
  scope: string
  section?: string
  step?: string
  slug?: string
  middleware?: string[]
}

export interface RouteTable {
  routes: RouteEntry[]
  /** Catch-all bases ("/KFC/shop/products"): a miss below one is an invalid slug, not an unknown route. */
  catchAllBases: string[]
  redirects: { from: string; to: string }[]
}

/** The layout of the top-level pages; "/account", which has no brand of its own, borrows thumbtack's. */
export const defaultLayout = 'default'
const topLevelAccountBrand = 'thumbtack'

export function buildRouteTable(brands: readonly Brand[]): RouteTable {
  const routes: RouteEntry[] = [{ path: '/', feature: 'directory', layout: defaultLayout, brand: null, scope: 'Demo' }]
  const accountBrand = brands.find((b) => b.prefix === topLevelAccountBrand)
  routes.push({
    path: '/account',
    feature: 'account',
    layout: accountBrand?.layout ?? defaultLayout,
    brand: accountBrand?.prefix ?? null,
    scope: 'Demo',
  })
  const catchAllBases: string[] = []
  const redirects: { from: string; to: string }[] = []

  for (const brand of brands) {
    const base = `/${brand.prefix}`
    const add = (relPath: string, kind: PageKind, slug?: string, listedAs = relPath) => {
      const section = relPath.split('/')[0] ?? ''
      const middleware = brand.middleware[listedAs]
      routes.push({
        path: relPath === '' ? base : `${base}/${relPath}`,
        feature: kind.feature,
        layout: brand.sectionLayouts?.[section] ?? brand.layout,
        brand: brand.prefix,
        scope: brand.prefix,
        ...(kind.section ? { section: kind.section } : {}),
        ...(kind.step ? { step: kind.step } : {}),
        ...(slug ? { slug } : {}),
        ...(middleware?.length ? { middleware } : {}),
      })
    }
    for (const page of brand.pages) {
      const kind = listedPageKind(page)
      if (!kind) continue
      if ('pattern' in kind) {
        catchAllBases.push(`${base}/${kind.base}`)
        for (const entry of brand[kind.source]) add(`${kind.base}/${entry.slug}`, kind, entry.slug, page)
      } else add(page, kind, kind.feature === 'article' ? page.slice(articlePagePrefix.length) : undefined)
      // A catalog longer than one listing page continues on pages of its own (listingPages.ts): the catalog page's,
      // or the brand home's where it lists the range, having no catalog page.
      if (kind.feature === 'catalog' || (kind.feature === 'home' && !listsCatalog(brand))) {
        const categories = brand.products.map((p) => p.category)
        const slugs = categorySlugs(categories)
        const listing = kind.feature === 'catalog' ? kind : { feature: 'catalog' as const }
        for (const place of listingPlaces(categories)) {
          const slug = listingSlug(place, slugs)
          add(page ? `${page}/${slug}` : slug, listing, slug, page)
        }
      }
    }
    for (const [from, to] of Object.entries(brand.redirects)) {
      redirects.push({ from: `${base}/${from}`, to: to === '' ? base : `${base}/${to}` })
    }
  }
  return { routes, catchAllBases, redirects }
}

/** Whether the brand's main shop has a page of its own (its home then shows a few products and links there). */
function listsCatalog(brand: Brand): boolean {
  const section = mainShopSection(brand)
  return section !== undefined && brand.pages.includes(section)
}
