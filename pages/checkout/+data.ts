import { type CommerceData, cartKinds, commerceData, definePageData } from '../../components/page/build/pageData.ts'
import { type CheckoutWords, checkoutWords } from './checkoutWords.ts'

// No catalog: the lines' products are fetched for the lines in the cart (useLineProducts), so the page weighs the
// same whatever the catalog's size. The brand's kinds are read from it here, for the words.
export interface Data extends Omit<CommerceData, 'products'> {
  /** What the checkout says, in the words of the brand's own kinds of fulfilment only. */
  words: CheckoutWords
}

export const data = definePageData((ctx): Data => {
  const commerce = commerceData(ctx)
  const { products: _products, ...frame } = commerce
  return { ...frame, words: checkoutWords(cartKinds(commerce)) }
})
