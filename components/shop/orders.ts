// Orders placed in the demo checkout (and booking requests where a brand has no checkout), kept per brand so the
// confirmation and account pages can show them. Orders from before fulfilment kinds read as shipped orders.

import type { FulfilmentKind } from '../../brand/fulfilment.ts'
import { type Shape, type ShapeOf, shape } from '../../lib/shape.ts'
import { storedList } from '../../lib/storedList.ts'
import { isChoice } from './choiceShape.ts'

const orderLine = shape.object({
  slug: shape.string(),
  name: shape.string(),
  option: shape.optional(shape.string()),
  quantity: shape.number(),
  /** One item's price as chosen (a car for its days), so price × quantity is the line's total. */
  price: shape.number(),
  units: shape.optional(shape.object({ count: shape.number(), per: shape.oneOf(['day', 'guest'] as const) })),
  /** What Order Completed reports of the product, as the cart's events did; absent on orders from before. */
  sku: shape.optional(shape.string()),
  category: shape.optional(shape.string()),
  /** How the line is handed over, where the order mixes kinds (a gift card with a card application). */
  kind: shape.optional(shape.string() as Shape<FulfilmentKind>),
})

const order = shape.object({
  id: shape.string(),
  placedAt: shape.string(),
  lines: shape.array(orderLine),
  totals: shape.object({
    subtotal: shape.number(),
    discount: shape.optional(shape.number()),
    tax: shape.number(),
    total: shape.number(),
    itemCount: shape.number(),
  }),
  contact: shape.object({ name: shape.string(), email: shape.string(), phone: shape.optional(shape.string()) }),
  /** How it is handed over; older orders were all shipped. */
  kind: shape.optional(shape.string() as Shape<FulfilmentKind>),
  /** Where it is delivered: set only when something is. */
  shipTo: shape.optional(shape.string()),
  /** The store a pickup order waits at. */
  pickupAt: shape.optional(shape.string()),
  /** Where a service visit takes place. */
  visitAt: shape.optional(shape.string()),
  /** When it is paid: at checkout, later (at the counter, once approved), or on a specialist's call. An order of
   *  applications only is "none": nothing is paid for it. */
  payment: shape.optional(shape.oneOf(['now', 'later', 'none'] as const)),
  /** The booking it is for: the rental, the sailing, the visit. */
  booking: shape.optional(isChoice),
  /** "requested": a booking request a specialist confirms; otherwise a placed order. */
  status: shape.optional(shape.oneOf(['placed', 'requested'] as const)),
  /** The cart the order came from (E-commerce spec checkout_id): one cart makes one order. */
  checkoutId: shape.optional(shape.string()),
})

export type OrderLine = ShapeOf<typeof orderLine>
export type Order = ShapeOf<typeof order>

/** The orders placed on this device, newest first. */
export const orders = storedList('orders', order)
