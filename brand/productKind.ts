// Which kind hands a product over, and whether it is booked with a choice: what the browser needs of the fulfilment
// vocabulary (brand/fulfilment.ts), apart from it so that pages which only decide this carry nothing else.
import type { Fulfilment, FulfilmentKind } from './fulfilment.ts'

/** Kinds whose items need a choice before they enter the cart (dates, a sailing, a visit). */
const bookingKinds = ['rental', 'sailing', 'appointment'] as const
export type BookingKind = (typeof bookingKinds)[number]

export const isBookingKind = (kind: FulfilmentKind): kind is BookingKind => (bookingKinds as readonly string[]).includes(kind)

/** The kind a product is handed over by: its own, else its brand's, else shipping. */
export function productKind(
  product: { fulfilment?: FulfilmentKind | undefined },
  brand: Pick<Fulfilment, 'kind'>,
): FulfilmentKind {
  return product.fulfilment ?? brand.kind
}

/** Whether a product rides on the booking already in the cart rather than being booked on its own. */
export function isExtra(product: { category: string }, fulfilment: Pick<Fulfilment, 'extras'>): boolean {
  return fulfilment.extras.includes(product.category)
}

/** Whether a product is one per cart line: a booking (its guests and days are its own choices), an application
 *  (one per applicant), a digital good (a pass or membership is issued in one holder's name) and what the brand marks
 *  so (an annual membership with a mailed magazine). Extras ride on the booking and keep their quantity (two child
 *  seats). */
export function isOnePerLine(
  product: { category: string; fulfilment?: FulfilmentKind | undefined; onePerLine?: true | undefined },
  fulfilment: Pick<Fulfilment, 'kind' | 'extras'>,
): boolean {
  const kind = productKind(product, fulfilment)
  return (
    product.onePerLine === true ||
    (isBookingKind(kind) && !isExtra(product, fulfilment)) ||
    kind === 'application' ||
    kind === 'digital'
  )
}
