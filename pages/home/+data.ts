// The brand home: its offer up front, the catalog (in full when the brand has no listing page, so every shop
// journey can start here), campaigns, resorts, and a link to every page of the brand.

import {
  definePageData,
  type Fulfilment,
  mainShopSection,
  resolveFulfilment,
  type ShopLinks,
  shopLinks,
} from '../../components/page/build/pageData.ts'
import type { Art, NavLink, Product } from '../../components/page/index.ts'
import { siteRoutes } from '../../routing/build/siteRoutes.ts'
import { homeFeaturedCount, listingPageSize } from '../../routing/listingPages.ts'
import { isExplorable, routeLabel, startLabel } from './routeLabel.ts'

export interface Teaser {
  title: string
  text: string
  href: string
  art: Art
}

export interface Data {
  /** The hero's picture, chosen in the brand data rather than taken from the first product. */
  hero: Art
  products: Product[]
  /** The brand has its own catalog page: home shows a selection and links there. */
  catalogHref?: string
  /** Without one, home lists the range, one listing page of it: the next page, when there is more. */
  nextHref?: string
  links: ShopLinks
  fulfilment: Fulfilment
  /** The hero button's words. */
  startLabel: string
  offers: Teaser[]
  pages: NavLink[]
}

export const data = definePageData(({ brand }): Data => {
  if (!brand) throw new Error('The brand home needs a brand')
  const section = mainShopSection(brand)
  const links = shopLinks(brand, section)
  const catalogHref = section && brand.pages.includes(section) ? links.catalog : undefined
  const base = `/${brand.prefix}`
  const offers: Teaser[] = [
    ...brand.landingPages.map((l) => ({ title: l.title, text: l.intro, href: `${base}/shop/landing/${l.slug}`, art: l.art })),
    ...brand.resorts.map((r) => ({
      title: r.name,
      text: r.location,
      href: brand.pages.includes('resorts/:slug') ? `${base}/resorts/${r.slug}` : `${base}/resorts#${r.slug}`,
      art: r.art,
    })),
  ]
  // Every fixed page a visitor would open from here, articles included (each under its title); product, landing and
  // resort pages are reached from the catalog, the offers and the resorts, a flow's steps from its first page.
  const fulfilment = resolveFulfilment(brand.fulfilment)
  const articleTitle = (slug: string | undefined) => brand.articles.find((a) => a.slug === slug)?.title
  const brandRoutes = siteRoutes().table.routes.filter((r) => r.brand === brand.prefix && r.scope === brand.prefix)
  const pages = brandRoutes
    .filter((r) => r.path !== base && (!r.slug || r.feature === 'article') && isExplorable(r, brandRoutes))
    .map((r) => {
      const own = brand.pageLabels[r.path.slice(base.length + 1)]
      const label =
        r.feature === 'article'
          ? (own ?? `Read: ${articleTitle(r.slug)}`)
          : routeLabel(r, own, fulfilment.kind, Boolean(links.cart))
      return { label, href: r.path }
    })
  return {
    hero: brand.heroArt,
    products: brand.products.slice(0, catalogHref ? homeFeaturedCount : listingPageSize),
    ...(catalogHref ? { catalogHref } : {}),
    ...(!catalogHref && brand.products.length > listingPageSize ? { nextHref: `${base}/page/2` } : {}),
    links,
    fulfilment,
    startLabel: startLabel(fulfilment.kind, brand.products.length > 0),
    offers,
    pages,
  }
})
