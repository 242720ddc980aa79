// Orders placed in the demo checkout, kept per brand so the confirmation and account pages can show them.

import * as v from 'valibot'
import { storedList } from '../../lib/storedList.ts'

const orderLine = v.object({
  slug: v.string(),
  name: v.string(),
  option: v.optional(v.string()),
  quantity: v.number(),
  price: v.number(),
})

const order = v.object({
  id: v.string(),
  placedAt: v.string(),
  lines: v.array(orderLine),
  totals: v.object({ subtotal: v.number(), tax: v.number(), total: v.number(), itemCount: v.number() }),
  contact: v.object({ name: v.string(), email: v.string() }),
  shipTo: v.string(),
  /** The cart the order came from (E-commerce spec checkout_id). */
  checkoutId: v.optional(v.string()),
})

export type OrderLine = v.InferOutput<typeof orderLine>
export type Order = v.InferOutput<typeof order>

/** The orders placed on this device, newest first. */
export const orders = storedList('orders', order)
