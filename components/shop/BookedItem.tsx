// What a booked item (a rental, a sailing, a visit) asks before it enters the cart, and how an extra joins the
// booking already there: the questions (ChoiceForm.tsx) for the item itself, the booking's words and price for an
// extra, or "choose … first" when there is no booking yet. Imported on demand (ItemChooser.tsx): items that are
// simply added carry none of it.
import { withBase } from '../../lib/base.ts'
import { formatPrice } from '../../lib/formatPrice.ts'
import { ChoiceForm, type ChoiceFormProps } from './ChoiceForm.tsx'
import type { CartLine } from './cart.ts'
import { bookingNoun, type Choice, describeChoice } from './choice.ts'
import { unitPrice } from './totals.ts'
import { plural } from './units.ts'

export function BookedItem({
  extra,
  lines,
  catalogHref,
  ...item
}: Omit<ChoiceFormProps, 'earlier' | 'onAdd'> & {
  extra: boolean
  /** The cart: its latest booking of this kind is what a new booking starts from, and what an extra joins. */
  lines: readonly CartLine[]
  catalogHref: string
  onAdd: (choice: Choice | undefined, unitPrice: number) => void
}) {
  const { kind, product, fulfilment, currency, locale, quantity, onAdd } = item
  const booking = lines.findLast((l) => l.choice?.kind === kind)?.choice
  // The item itself: its questions, starting from the booking already in the cart.
  if (!extra) return <ChoiceForm {...item} earlier={booking} />
  if (!booking)
    return (
      <p className="notice">
        Extras are added to a booking: choose {bookingNoun[kind]} first. <a href={withBase(catalogHref)}>See what you can book</a>
      </p>
    )
  const price = unitPrice(product, booking, fulfilment)
  return (
    <>
      <p>For your booking: {describeChoice(booking, locale)}</p>
      <p>
        Total{price.units ? ` for ${plural(price.units.count, price.units.per)}` : ''}{' '}
        <strong>{formatPrice(price.unitPrice * quantity, currency)}</strong>
      </p>
      <button type="button" className="button" onClick={() => onAdd(booking, price.unitPrice)}>
        Add to cart
      </button>
    </>
  )
}
