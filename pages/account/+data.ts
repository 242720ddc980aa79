import { commerceData, definePageData } from '../../components/page/build/pageData.ts'
import { type AccountWords, accountWords } from './accountWords.ts'

export interface Data {
  /** What the brand calls what a visitor sends it, when it takes any (it has a cart): brands without one (a
   *  resort directory) have no history to list. */
  words?: AccountWords
  /** Where one of them is shown in full, when the brand has that page. */
  confirmOrder?: string
}

export const data = definePageData((ctx): Data => {
  const { links, fulfilment } = commerceData(ctx)
  return {
    ...(links.cart ? { words: accountWords(fulfilment.kind) } : {}),
    ...(links.confirmOrder ? { confirmOrder: links.confirmOrder } : {}),
  }
})
