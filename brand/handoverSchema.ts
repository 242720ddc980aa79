// The brand data fields that say how something is handed over beyond its kind (brand/fulfilment.ts): how soon a
// pickup order is ready and a delivered one arrives, in the business's own words (the checkout and the confirmation
// say them, so a drill is not "ready in about 20 minutes" where the brand promises "as little as two hours"); and a
// product that one person holds (an annual membership), one per cart line whatever its kind.
import * as v from 'valibot'
import { text } from './schemaParts.ts'

const timing = v.pipe(
  text,
  v.regex(/^in /, 'expected how soon, said after "Ready" or "Arrives": "in about 20 minutes", "in as little as two hours"'),
)

export const fulfilmentTimes = {
  pickupReady: v.optional(timing),
  deliveryTime: v.optional(timing),
}

export const productHandover = {
  /** One per cart line, with no quantity: a membership one person holds. Bookings, applications and digital goods
   *  are so by their kind (brand/productKind.ts isOnePerLine). */
  onePerLine: v.optional(v.literal(true, 'expected true (one per cart line, like an annual membership), or leave it out')),
}
