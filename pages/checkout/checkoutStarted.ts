// Checkout Started, sent as the checkout opens with something in the cart (its lines' products fetched first). Imported on demand as the page mounts:
// the E-commerce properties (components/shop/ecommerce.ts) are then no part of the checkout's first load, and the
// event follows the page call by one small request, which a visitor never sees.
import { track } from '../../components/page/index.ts'
import {
  type CartLine,
  cartId,
  type Fulfilment,
  lineProperties,
  orderTotals,
  type PricedLine,
  priceLines,
  productsOf,
  type ShopContext,
  totals,
} from '../../components/shop/index.ts'

/** Checkout Started for the `stored` cart, once its lines' products have been fetched (a line the catalog no longer
 *  has is left out, as it cannot be described; a cart of such lines only starts no checkout); nothing where they
 *  cannot be fetched (offline: nor can the event be). */
export function checkoutStarted(stored: CartLine[], prefix: string | undefined, fulfilment: Fulfilment, shop: ShopContext) {
  productsOf(prefix, stored).then(
    ({ products }) => {
      const lines = priceLines(stored, products, fulfilment)
      if (lines.length > 0) trackCheckoutStarted(lines, fulfilment, shop)
    },
    () => {},
  )
}

export function trackCheckoutStarted(lines: PricedLine[], fulfilment: Fulfilment, shop: ShopContext): void {
  track('Checkout Started', {
    checkout_id: cartId(shop.scope),
    ...orderTotals(totals(lines, fulfilment), shop.currency),
    products: lineProperties(lines, shop),
  })
}
