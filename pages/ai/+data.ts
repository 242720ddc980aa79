// The assistant answers from what the brand itself publishes: its FAQ, its catalog (only the fields it reads, not
// the art) and its locations, plus where a recommended product can be opened and the currency its prices are in.

import { commerceData, definePageData, productKind } from '../../components/page/build/pageData.ts'
import type { AssistantLinks, AssistantLocations, AssistantProduct } from './knowledge.ts'

export interface Data {
  faq: { question: string; answer: string }[]
  products: AssistantProduct[]
  links: AssistantLinks
  currency: string
  locations?: AssistantLocations
}

export const data = definePageData((ctx): Data => {
  const { products, links, fulfilment } = commerceData(ctx)
  return {
    faq: ctx.brand?.faq ?? [],
    products: products.map((p) => ({
      slug: p.slug,
      name: p.name,
      category: p.category,
      price: p.price,
      description: p.description,
      ...(p.badge ? { badge: p.badge } : {}),
      ...(productKind(p, fulfilment) === 'application' ? { application: true as const } : {}),
    })),
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
