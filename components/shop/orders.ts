// Orders placed in the demo checkout, kept per brand so the confirmation and account pages can show them.

import { type ShapeOf, shape } from '../../lib/shape.ts'
import { storedList } from '../../lib/storedList.ts'

const orderLine = shape.object({
  slug: shape.string(),
  name: shape.string(),
  option: shape.optional(shape.string()),
  quantity: shape.number(),
  price: shape.number(),
})

const order = shape.object({
  id: shape.string(),
  placedAt: shape.string(),
  lines: shape.array(orderLine),
  totals: shape.object({ subtotal: shape.number(), tax: shape.number(), total: shape.number(), itemCount: shape.number() }),
  contact: shape.object({ name: shape.string(), email: shape.string() }),
  shipTo: shape.string(),
  /** The cart the order came from (E-commerce spec checkout_id). */
  checkoutId: shape.optional(shape.string()),
})

export type OrderLine = ShapeOf<typeof orderLine>
export type Order = ShapeOf<typeof order>

/** The orders placed on this device, newest first. */
export const orders = storedList('orders', order)
