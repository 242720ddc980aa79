// What the cart says only where the brand's kinds of fulfilment call for it, chosen at build time (+data.ts) so that
// no cart carries it for nothing: the saving a rental paid now at checkout brings, what is said of a booked item
// still without its dates, and the way back to the catalog (a bank's applicants compare products, they do not shop).
import type { Fulfilment, FulfilmentKind } from '../../components/page/build/pageData.ts'
import { isBookingKind } from '../../components/page/build/pageData.ts'

export interface CartWords {
  /** The link back to the catalog. */
  more: string
  /** Under the totals where the cart holds a rental. */
  payNow?: string
  /** After the names of the booked items still without their dates. */
  unchosen?: string
}

/** The words of a cart whose products are handed over by `kinds` (the brand's). */
export function cartWords(kinds: ReadonlySet<FulfilmentKind>, fulfilment: Fulfilment): CartWords {
  return {
    more: [...kinds].every((k) => k === 'application') ? 'Compare more products' : 'Continue shopping',
    ...(kinds.has('rental') && fulfilment.payNowDiscount > 0
      ? { payNow: `Pay now at checkout and save ${Math.round(fulfilment.payNowDiscount * 100)}% on your rental.` }
      : {}),
    ...([...kinds].some(isBookingKind) ? { unchosen: ': dates not chosen. Remove and choose again to check out.' } : {}),
  }
}
