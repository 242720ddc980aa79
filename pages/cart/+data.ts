import { type CommerceData, cartKinds, commerceData, definePageData } from '../../components/page/build/pageData.ts'
import { type CartWords, cartWords } from './cartWords.ts'

export interface Data extends CommerceData {
  /** What the cart says only where the brand's kinds call for it. */
  words: CartWords
}

export const data = definePageData((ctx): Data => {
  const commerce = commerceData(ctx)
  return { ...commerce, words: cartWords(cartKinds(commerce), commerce.fulfilment) }
})
