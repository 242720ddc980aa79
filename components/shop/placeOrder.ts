// Turning a priced cart into a stored order, once: an order is keyed by the cart it came from, so a second submit
// of the same cart (a double tap, a repeated Enter, a second tab) finds the first order instead of making another.
import { type Order, orders } from './orders.ts'
import type { PricedLine, Totals } from './totals.ts'

export type OrderDetails = Omit<Order, 'id' | 'placedAt' | 'lines' | 'totals' | 'checkoutId' | 'booking'>

/** The order of `lines`: each line priced as chosen, and the booking (the first line's choice) it is for. */
export function orderOf(
  lines: readonly PricedLine[],
  orderTotals: Totals,
  details: OrderDetails,
  ids: { id: string; checkoutId: string; placedAt: string },
): Order {
  const booking = lines.find((l) => l.choice)?.choice
  return {
    ...ids,
    lines: lines.map((l) => ({
      slug: l.slug,
      name: l.product.name,
      ...(l.option ? { option: l.option } : {}),
      quantity: l.quantity,
      price: l.unitPrice,
      ...(l.units ? { units: l.units } : {}),
      sku: l.product.barcode ?? l.slug,
      category: l.product.category,
      kind: l.kind,
    })),
    totals: orderTotals,
    ...details,
    ...(booking ? { booking } : {}),
  }
}

/** Stores `order` unless its cart already made one; returns the order that stands. */
export function placeOrder(scope: string, order: Order): Order {
  const placed = orders.read(scope).find((o) => o.checkoutId === order.checkoutId)
  if (placed) return placed
  orders.add(scope, order)
  return order
}
