// Checkout Started, sent as the checkout opens with something in the cart. Imported on demand as the page mounts:
// the E-commerce properties (components/shop/ecommerce.ts) are then no part of the checkout's first load, and the
// event follows the page call by one small request, which a visitor never sees.
import { track } from '../../components/page/index.ts'
import {
  cartId,
  type Fulfilment,
  lineProperties,
  orderTotals,
  type PricedLine,
  type ShopContext,
  totals,
} from '../../components/shop/index.ts'

export function trackCheckoutStarted(lines: PricedLine[], fulfilment: Fulfilment, shop: ShopContext): void {
  track('Checkout Started', {
    checkout_id: cartId(shop.scope),
    ...orderTotals(totals(lines, fulfilment), shop.currency),
    products: lineProperties(lines, shop),
  })
}
