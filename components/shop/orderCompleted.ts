// Order Completed (Segment E-commerce Spec v2), once per order, with the same product fields the cart's events carried
// and the revenue charged now. Apart from ecommerce.ts so that only the confirmation, which imports it on demand,
// carries it: every catalog page sends Product Added and needs none of this.
import { track } from '../../analytics/client/calls.ts'
import { readStored, writeStored } from '../../lib/stored.ts'
import { orderTotals, type ShopContext } from './ecommerce.ts'
import type { Order } from './orders.ts'

/** The order ids already reported, each checked on its own. */
const trackedOrderIds = {
  parse: (value: unknown) => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : undefined),
}

/** An ordered line as the cart's events reported it: the order keeps its sku and category for this. */
export function orderLineProperties(order: Order, shop: ShopContext) {
  return order.lines.map((l, i) => ({
    product_id: l.slug,
    sku: l.sku ?? l.slug,
    ...(l.category ? { category: l.category } : {}),
    name: l.name,
    brand: shop.brand,
    price: l.price,
    currency: shop.currency,
    ...(l.option ? { variant: l.option } : {}),
    quantity: l.quantity,
    position: i + 1,
  }))
}

/** Order Completed's figures: `revenue` is what was charged now, so an order paid later (a rental at the counter)
 *  or not paid at all (applications) has none; an application's lines were never in the totals (totals.ts). */
export function completedTotals(order: Pick<Order, 'totals' | 'payment'>, currency: string) {
  const figures = orderTotals(order.totals, currency)
  return order.payment === 'now' || order.payment === undefined ? figures : { ...figures, revenue: 0 }
}

/** Order Completed, exactly once per order: a reload of the confirmation does not send it again. */
export function trackOrderCompleted(order: Order, shop: ShopContext): void {
  const key = `storefront:${shop.scope}:orders-tracked`
  const done = readStored<string[]>(key, [], trackedOrderIds)
  if (done.includes(order.id)) return
  writeStored(key, [...done, order.id])
  track('Order Completed', {
    checkout_id: order.checkoutId ?? order.id,
    order_id: order.id,
    total: order.totals.total,
    ...completedTotals(order, shop.currency),
    products: orderLineProperties(order, shop),
  })
}
