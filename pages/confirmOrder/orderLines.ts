// An order's lines as its summary shows them (OrderSummary.tsx): an application's without a price, a line of one
// (a booking, a pass) without "1 ×".
import type { Order } from '../../components/shop/index.ts'

export function orderLines(order: Order) {
  return order.lines.map((l) => ({
    key: `${l.slug}:${l.option ?? ''}`,
    name: l.name,
    option: l.option,
    units: l.units,
    quantity: l.quantity,
    unitPrice: l.price,
    lineTotal: Math.round(l.price * l.quantity * 100) / 100,
    single: l.quantity === 1,
    unpriced: (l.kind ?? order.kind) === 'application',
  }))
}
