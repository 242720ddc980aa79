// The cart's E-commerce events: Cart Viewed as the cart opens, Product Removed when a line is removed. Imported on
// demand as the page mounts (so by the first removal it has arrived): the E-commerce properties
// (components/shop/ecommerce.ts) are then no part of the cart's first load, and a visitor never sees the difference.
import { track } from '../../components/page/index.ts'
import { cartId, lineProperties, type PricedLine, productProperties, type ShopContext } from '../../components/shop/index.ts'

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
