import {
  type CommerceData,
  cartKinds,
  commerceFacts,
  definePageData,
  type Fulfilment,
} from '../../components/page/build/pageData.ts'
import type { ProductFacts } from '../../components/page/index.ts'
import { confirmedCopy, lookingUpCopy } from './confirmationCopy.ts'

// The page reads its order's own kind from the order; the brand's options for each kind (locations, cabins, time
// windows) are the cart's and the checkout's business, so they are not in this page's payload, but for how soon a
// pickup is ready and a delivery arrives, where the brand hands over either.

export type Handover = Pick<Fulfilment, 'pickupReady' | 'deliveryTime'>

export interface Data extends Omit<CommerceData<ProductFacts>, 'products' | 'fulfilment'> {
  /** The heading and introduction once the order is found: the brand's copy, else its kind's. */
  confirmed: { heading: string; intro: string }
  /** The brand's kind of fulfilment, for the heading while the order is looked up. */
  kind: Fulfilment['kind']
  handover?: Handover
  /** The way on after the order, back to the catalog: after an order, and (where the brand takes them) after an
   *  application, whose applicant compares products rather than shops. */
  more: { order: string; application?: string }
}

export const data = definePageData(
  (ctx): Data => {
    const facts = commerceFacts(ctx)
    const { products: _products, fulfilment, ...commerce } = facts
    const kinds = cartKinds(facts)
    const confirmed = ctx.brand?.copy.confirmOrder ?? confirmedCopy[fulfilment.kind]
    return {
      ...commerce,
      kind: fulfilment.kind,
      confirmed,
      ...(kinds.has('pickup-or-delivery')
        ? { handover: { pickupReady: fulfilment.pickupReady, deliveryTime: fulfilment.deliveryTime } }
        : {}),
      more: { order: 'Continue shopping', ...(kinds.has('application') ? { application: 'Compare more products' } : {}) },
    }
  },
  // The page's own heading says nothing is confirmed: the order is looked up on the visitor's device.
  (_ctx, page) => ({
    heading: lookingUpCopy[page.kind],
    intro: 'Looking up your order on this device.',
  }),
)
