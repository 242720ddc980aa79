// The money rules, in one place for the cart, checkout, the confirmation and the E-commerce events. A line's price
// follows what was chosen for it: a rental's daily rate times its days, a sailing's fare (plus the cabin's supplement)
// per guest. Paying a rental now takes the brand's pay-now discount off the rental lines; tax is charged on what is
// paid. An application is not sold: it has no price, quantity, tax or total (its fees fall due only once approved),
// so the totals are those of the rest of the cart. A line that is one of a kind (a booking, an application, a digital
// pass: productKind.ts isOnePerLine) counts once, whatever an older cart stored. Amounts are rounded to cents at each
// step, as a till would.
import type { ProductFacts } from '../../brand/brandSchema.ts'
import type { Fulfilment, FulfilmentKind } from '../../brand/fulfilment.ts'
import { isBookingKind, isExtra, isOnePerLine, productKind } from '../../brand/productKind.ts'
import type { CartLine } from './cart.ts'
import { type Choice, isChoice, type RentalChoice } from './choiceShape.ts'
import type { Units } from './units.ts'

/** Estimated sales tax shown in every demo checkout. */
export const taxRate = 0.08

export type { Units } from './units.ts'

export interface PricedLine<P extends ProductFacts = ProductFacts> extends CartLine {
  product: P
  kind: FulfilmentKind
  /** The price of one of the line's items for what was chosen (a car for 3 days, a sailing for 2 guests). */
  unitPrice: number
  lineTotal: number
  units?: Units | undefined
  /** Rides on the cart's booking (a car's extra, an excursion) rather than being booked on its own. */
  extra: boolean
  /** One per cart line (a booking, an application, a digital pass): no quantity to change. */
  single: boolean
  /** Not paid at checkout (an application): shown without a price, and no part of the totals. */
  unpriced: boolean
  /** A booked item without a usable choice (a cart from before it needed one): it cannot be checked out yet. */
  needsChoice: boolean
  /** Position in the stored cart, for changing or removing the line. */
  index: number
}

export interface Totals {
  subtotal: number
  /** Taken off for paying now (rentals); 0 when nothing is. */
  discount: number
  tax: number
  total: number
  itemCount: number
}

export const cents = (n: number) => Math.round(n * 100) / 100

export const dayMs = 86_400_000

/** Rental days: every started 24 hours from pickup to return counts as a day, and a rental is at least one. */
export function rentalDays(choice: Pick<RentalChoice, 'pickup' | 'return'>): number {
  const ms = Date.parse(`${choice.return}:00Z`) - Date.parse(`${choice.pickup}:00Z`)
  return Math.max(1, Math.ceil(ms / dayMs))
}

/** The price of one item of `product` for `choice`, and what it was multiplied by. */
export function unitPrice(
  product: ProductFacts,
  choice: Choice | undefined,
  fulfilment: Fulfilment,
): { unitPrice: number; units?: Units } {
  if (choice?.kind === 'rental') {
    const count = rentalDays(choice)
    return { unitPrice: cents(product.price * count), units: { count, per: 'day' } }
  }
  if (choice?.kind === 'sailing' && !isExtra(product, fulfilment)) {
    const supplement = fulfilment.cabins.find((c) => c.name === choice.cabin)?.supplement ?? 0
    return { unitPrice: cents((product.price + supplement) * choice.guests), units: { count: choice.guests, per: 'guest' } }
  }
  return { unitPrice: product.price }
}

/** Lines whose product no longer exists in the catalog are left out rather than priced at zero. */
export function priceLines<P extends ProductFacts>(
  lines: readonly CartLine[],
  products: readonly P[],
  fulfilment: Fulfilment,
): PricedLine<P>[] {
  const bySlug = new Map(products.map((p) => [p.slug, p]))
  return lines.flatMap((line, index) => {
    const product = bySlug.get(line.slug)
    if (!product) return []
    const kind = productKind(product, fulfilment)
    const extra = isExtra(product, fulfilment)
    // A stored choice of the wrong shape, or for another kind, counts as none: the cart asks to choose again.
    const choice = isChoice(line.choice) && line.choice.kind === kind ? line.choice : undefined
    const price = unitPrice(product, choice, fulfilment)
    const single = isOnePerLine(product, fulfilment)
    const quantity = single ? 1 : line.quantity
    return [
      {
        ...line,
        quantity,
        product,
        kind,
        ...price,
        lineTotal: cents(price.unitPrice * quantity),
        extra,
        single,
        unpriced: kind === 'application',
        needsChoice: isBookingKind(kind) && !choice && !extra,
        index,
      },
    ]
  })
}

interface PaymentChoice {
  /** The visitor pays a rental now rather than at the counter. */
  payNow: boolean
}

export function totals(
  lines: readonly PricedLine[],
  fulfilment: Pick<Fulfilment, 'payNowDiscount'>,
  payment: PaymentChoice = { payNow: false },
): Totals {
  const sum = (of: readonly PricedLine[]) => cents(of.reduce((total, l) => total + l.lineTotal, 0))
  const priced = lines.filter((l) => !l.unpriced)
  const subtotal = sum(priced)
  const rentals = sum(priced.filter((l) => l.kind === 'rental'))
  const discount = payment.payNow ? cents(rentals * fulfilment.payNowDiscount) : 0
  const tax = cents(cents(subtotal - discount) * taxRate)
  return {
    subtotal,
    discount,
    tax,
    total: cents(subtotal - discount + tax),
    itemCount: priced.reduce((n, l) => n + l.quantity, 0),
  }
}
