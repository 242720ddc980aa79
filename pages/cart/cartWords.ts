// What the cart says only where the brand's kinds of fulfilment call for it, chosen at build time (+data.ts) so that
// no cart carries it for nothing: the saving a rental paid now at checkout brings, and what is said of a booked item
// still without its dates.
import type { Fulfilment, FulfilmentKind } from '../../components/page/build/pageData.ts'
import { isBookingKind } from '../../components/page/build/pageData.ts'

export interface CartWords {
  /** Under the totals where the cart holds a rental. */
  payNow?: string
  /** After the names of the booked items still without their dates. */
  unchosen?: string
}

/** The words of a cart whose products are handed over by `kinds` (the brand's). */
export function cartWords(kinds: ReadonlySet<FulfilmentKind>, fulfilment: Fulfilment): CartWords {
  return {
    ...(kinds.has('rental') && fulfilment.payNowDiscount > 0
      ? { payNow: `Pay now at checkout and save ${Math.round(fulfilment.payNowDiscount * 100)}% on your rental.` }
      : {}),
    ...([...kinds].some(isBookingKind) ? { unchosen: ': dates not chosen. Remove and choose again to check out.' } : {}),
  }
}
