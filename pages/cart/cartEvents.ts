// The cart's E-commerce events: Cart Viewed as the cart opens (its lines' products fetched first), Product Removed when a line is removed. Imported on
// demand as the page mounts (so by the first removal it has arrived): the E-commerce properties
// (components/shop/ecommerce.ts) are then no part of the cart's first load, and a visitor never sees the difference.
import { track } from '../../components/page/index.ts'
import {
  type CartLine,
  cartId,
  type Fulfilment,
  lineProperties,
  type PricedLine,
  priceLines,
  productProperties,
  productsOf,
  type ShopContext,
} from '../../components/shop/index.ts'

/** Cart Viewed for the `stored` cart, once its lines' products have been fetched (a line the catalog no longer has
 *  is left out, as it cannot be described); nothing where they cannot be fetched (offline: nor can the event be). */
export function cartViewed(stored: CartLine[], prefix: string | undefined, fulfilment: Fulfilment, shop: ShopContext) {
  productsOf(prefix, stored).then(
    ({ products }) => trackCartViewed(priceLines(stored, products, fulfilment), shop),
    () => {},
  )
}

export function trackCartViewed(lines: readonly PricedLine[], shop: ShopContext): void {
  track('Cart Viewed', { cart_id: cartId(shop.scope), products: lineProperties(lines, shop) })
}

export function trackProductRemoved(line: PricedLine, shop: ShopContext): void {
  track('Product Removed', {
    cart_id: cartId(shop.scope),
    ...productProperties(line.product, shop, line.unitPrice),
    ...(line.option ? { variant: line.option } : {}),
    quantity: line.quantity,
  })
}

/** A line whose product the catalog no longer has: all that is known of it is what the cart stored. */
export function trackGoneRemoved(line: CartLine, shop: ShopContext): void {
  track('Product Removed', {
    cart_id: cartId(shop.scope),
    product_id: line.slug,
    ...(line.option ? { variant: line.option } : {}),
    quantity: line.quantity,
  })
}
