// The assistant answers from what the brand itself publishes: its FAQ and its catalog (only the fields it reads,
// not the art), plus where a recommended product can be opened and the currency its prices are in.

import { commerceData, definePageData } from '../../components/page/build/pageData.ts'
import type { AssistantLinks, AssistantProduct } from './knowledge.ts'

export interface Data {
  faq: { question: string; answer: string }[]
  products: AssistantProduct[]
  links: AssistantLinks
  currency: string
}

export const data = definePageData((ctx): Data => {
  const { products, links } = commerceData(ctx)
  return {
    faq: ctx.brand?.faq ?? [],
    products: products.map((p) => ({
      slug: p.slug,
      name: p.name,
      category: p.category,
      price: p.price,
      description: p.description,
      ...(p.badge ? { badge: p.badge } : {}),
    })),
    links: {
      catalog: links.catalog,
      ...(links.confirmItem ? { confirmItem: links.confirmItem } : {}),
      ...(links.productBase ? { productBase: links.productBase } : {}),
    },
    currency: ctx.brand?.currency ?? 'USD',
  }
})
