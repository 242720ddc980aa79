// The food finder pages' data: where each step lives for this brand, and — on the pages that recommend — the page
// where an item is chosen and the catalog's. None of the catalog: a result fetches its own match (useMatch.ts).

import { definePageData, mainShopSection, shopLinks } from '../../components/page/build/pageData.ts'
import { type FoodFinderData, foodSteps } from './quiz.ts'

export type Data = FoodFinderData

export const data = definePageData(({ brand, route }): FoodFinderData => {
  if (!brand) return { steps: {} }
  const steps: FoodFinderData['steps'] = {}
  for (const step of foodSteps) {
    const page = step === 'start' ? 'foodfinder' : `foodfinder/${step}`
    if (brand.pages.includes(page)) steps[step] = `/${brand.prefix}/${page}`
  }
  const recommends = route.step === 'result' || route.step === 'saveResult'
  const { confirmItem, catalog } = shopLinks(brand, mainShopSection(brand))
  return {
    steps,
    ...(recommends && confirmItem ? { confirmItem } : {}),
    ...(recommends ? { catalog } : {}),
  }
})
