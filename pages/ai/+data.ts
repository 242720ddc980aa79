// The assistant answers from what the brand itself publishes: its FAQ, its catalog (only the fields it reads, not
// the art; of a catalog longer than a listing page, its first page, the rest looked up per question in the brand's
// search index: indexLookup.ts) and its locations, plus where a recommended product can be opened and the currency
// its prices are in.

import { commerceData, definePageData } from '../../components/page/build/pageData.ts'
import { listingPageSize, searchedByIndex } from '../../routing/listingPages.ts'
import { assistantProduct } from './assistantProduct.ts'
import type { AssistantLinks, AssistantLocations, AssistantProduct, CatalogIndex } from './knowledge.ts'

export interface Data {
  faq: { question: string; answer: string }[]
  products: AssistantProduct[]
  /** Set when `products` is only the catalog's first page: the rest is looked up in the search index per question. */
  catalogIndex?: CatalogIndex
  links: AssistantLinks
  currency: string
  locations?: AssistantLocations
}

export const data = definePageData((ctx): Data => {
  const { products, links, fulfilment } = commerceData(ctx)
  // A catalog longer than a listing page stays out of the payload, as out of the catalog's own pages.
  const held = ctx.brand && searchedByIndex(products.length) ? products.slice(0, listingPageSize) : products
  return {
    faq: ctx.brand?.faq ?? [],
    products: held.map((p) => assistantProduct(p, fulfilment.kind)),
    ...(ctx.brand && held !== products ? { catalogIndex: { prefix: ctx.brand.prefix, kind: fulfilment.kind } } : {}),
    links: {
      catalog: links.catalog,
      ...(links.confirmItem ? { confirmItem: links.confirmItem } : {}),
      ...(links.productBase ? { productBase: links.productBase } : {}),
    },
    currency: ctx.brand?.currency ?? 'USD',
    ...(ctx.brand?.locations
      ? {
          locations: {
            intro: ctx.brand.locations.intro,
            places: ctx.brand.locations.places.map(({ name, address, hours }) => ({ name, address, hours })),
          },
        }
      : {}),
  }
})
