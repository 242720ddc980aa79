import { type CommerceData, cartKinds, commerceFacts, definePageData } from '../../components/page/build/pageData.ts'
import type { ProductFacts } from '../../components/page/index.ts'
import { type CheckoutWords, checkoutWords } from './checkoutWords.ts'

export interface Data extends CommerceData<ProductFacts> {
  /** What the checkout says, in the words of the brand's own kinds of fulfilment only. */
  words: CheckoutWords
}

export const data = definePageData((ctx): Data => {
  const commerce = commerceFacts(ctx)
  return { ...commerce, words: checkoutWords(cartKinds(commerce)) }
})
