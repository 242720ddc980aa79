// When a pickup order is ready and a delivered one arrives, in the business's own words: the confirmation and the
// checkout say them, so a drill is not "ready in about 20 minutes" where the brand promises "as little as two hours".
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
