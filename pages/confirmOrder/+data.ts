import { type CommerceData, commerceFacts, definePageData } from '../../components/page/build/pageData.ts'
import type { ProductFacts } from '../../components/page/index.ts'
import { confirmedCopy, lookingUpCopy } from './confirmationCopy.ts'

export interface Data extends Omit<CommerceData<ProductFacts>, 'products'> {
  /** The heading and introduction once the order is found: the brand's copy, else its kind's. */
  confirmed: { heading: string; intro: string }
}

export const data = definePageData(
  (ctx): Data => {
    const { products: _products, ...commerce } = commerceFacts(ctx)
    return { ...commerce, confirmed: ctx.brand?.copy.confirmOrder ?? confirmedCopy[commerce.fulfilment.kind] }
  },
  // The page's own heading says nothing is confirmed: the order is looked up on the visitor's device.
  (_ctx, page) => ({
    heading: lookingUpCopy[page.fulfilment.kind],
    intro: 'Looking up your order on this device.',
  }),
)
