// The journey pages' data: the brand's flow (built from its catalog), a few items per interest, and its links.

import { definePageData, mainShopSection, shopLinks } from '../../components/page/build/pageData.ts'
import { buildJourney } from './buildJourney.ts'
import type { JourneyData, JourneySuggestion } from './journey.ts'

export type Data = JourneyData

export const data = definePageData(({ brand }): JourneyData => {
  if (!brand)
    return {
      flow: buildJourney({ name: 'Demo', products: [] }),
      suggestions: {},
      links: { home: '/', overview: '/', start: '/' },
    }
  const base = `/${brand.prefix}`
  const flow = buildJourney(brand)
  const suggestions: Record<string, JourneySuggestion[]> = {}
  for (const product of brand.products) {
    const list = suggestions[product.category] ?? []
    if (list.length < 2) suggestions[product.category] = [...list, { slug: product.slug, name: product.name }]
  }
  const { confirmItem } = shopLinks(brand, mainShopSection(brand))
  return {
    flow,
    suggestions,
    links: {
      home: base,
      overview: brand.pages.includes('journey') ? `${base}/journey` : base,
      start: `${base}/journey/start`,
      ...(confirmItem ? { confirmItem } : {}),
    },
  }
})
