// The food finder pages' data: where each step lives for this brand, and — on the pages that recommend — the
// brand's catalog to score and the page where an item is chosen.

import { definePageData, mainShopSection, shopLinks } from '../../components/page/build/pageData.ts'
import { type FoodFinderData, foodSteps } from './quiz.ts'

export type Data = FoodFinderData

export const data = definePageData(({ brand, route }): FoodFinderData => {
  if (!brand) return { steps: {}, products: [] }
  const steps: FoodFinderData['steps'] = {}
  for (const step of foodSteps) {
    const page = step === 'start' ? 'foodfinder' : `foodfinder/${step}`
    if (brand.pages.includes(page)) steps[step] = `/${brand.prefix}/${page}`
  }
  const recommends = route.step === 'result' || route.step === 'saveResult'
  const { confirmItem, catalog } = shopLinks(brand, mainShopSection(brand))
  return {
    steps,
    products: recommends ? brand.products : [],
    ...(recommends && confirmItem ? { confirmItem } : {}),
    ...(recommends ? { catalog } : {}),
  }
})
