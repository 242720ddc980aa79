// The kind an order is told in, where its lines mix kinds: a booking first, a delivery last. Placing an order reads
// it (placeCheckoutOrder.ts); the page itself gets its brand's kinds in this order at build time (checkoutWords.ts),
// so it carries none of the others' names.
import type { FulfilmentKind } from '../../components/shop/index.ts'

export const precedence: readonly FulfilmentKind[] = [
  'rental',
  'sailing',
  'appointment',
  'application',
  'in-store',
  'pickup-or-delivery',
  'shipping',
  'digital',
]

export function orderKind(kinds: ReadonlySet<FulfilmentKind>): FulfilmentKind {
  return precedence.find((k) => kinds.has(k)) ?? 'shipping'
}
