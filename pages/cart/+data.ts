import { type CommerceData, cartKinds, commerceData, definePageData } from '../../components/page/build/pageData.ts'
import { type CartWords, cartWords } from './cartWords.ts'

// No catalog: the lines' products are fetched for the lines in the cart (useLineProducts), so the page weighs the
// same whatever the catalog's size. The brand's kinds are read from it here, for the words.
export interface Data extends Omit<CommerceData, 'products'> {
  /** What the cart says only where the brand's kinds call for it. */
  words: CartWords
}

export const data = definePageData((ctx): Data => {
  const commerce = commerceData(ctx)
  const { products: _products, ...frame } = commerce
  return { ...frame, words: cartWords(cartKinds(commerce), commerce.fulfilment) }
})
