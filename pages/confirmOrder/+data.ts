import { type CommerceData, commerceFacts, definePageData, type FulfilmentKind } from '../../components/page/build/pageData.ts'
import type { ProductFacts } from '../../components/page/index.ts'
import { confirmedCopy, lookingUpCopy } from './confirmationCopy.ts'

// The page reads its order's own kind from the order; the brand's options for each kind (locations, cabins, time
// windows) are the cart's and the checkout's business, so they are not in this page's payload.
export interface Data extends Omit<CommerceData<ProductFacts>, 'products' | 'fulfilment'> {
  /** The heading and introduction once the order is found: the brand's copy, else its kind's. */
  confirmed: { heading: string; intro: string }
  /** The brand's kind of fulfilment, for the heading while the order is looked up. */
  kind: FulfilmentKind
}

export const data = definePageData(
  (ctx): Data => {
    const { products: _products, fulfilment, ...commerce } = commerceFacts(ctx)
    const confirmed = ctx.brand?.copy.confirmOrder ?? confirmedCopy[fulfilment.kind]
    return { ...commerce, kind: fulfilment.kind, confirmed }
  },
  // The page's own heading says nothing is confirmed: the order is looked up on the visitor's device.
  (_ctx, page) => ({
    heading: lookingUpCopy[page.kind],
    intro: 'Looking up your order on this device.',
  }),
)
