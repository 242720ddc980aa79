// A catalog card's way into the cart where the brand has no page to choose an item on (Carnival books from its
// catalog): a booked item opens its questions in the card; an extra joins the booking already in the cart.
import { useState } from 'react'
import type { Product } from '../../brand/brandSchema.ts'
import type { Fulfilment } from '../../brand/fulfilment.ts'
import type { BookingKind } from '../../brand/productKind.ts'
import { AddedNote } from './AddedNote.tsx'
import { ChoiceForm } from './ChoiceForm.tsx'
import { bookingNoun, type Choice } from './choice.ts'
import { type ShopContext, trackProductAdded } from './ecommerce.ts'
import { unitPrice } from './totals.ts'
import { useCart } from './useShop.ts'

export function CardBooking({
  product,
  kind,
  extra,
  fulfilment,
  shop,
  cartHref,
}: {
  product: Product
  kind: BookingKind
  extra: boolean
  fulfilment: Fulfilment
  shop: ShopContext
  cartHref: string | undefined
}) {
  const cart = useCart(shop.scope)
  const [open, setOpen] = useState(false)
  const [added, setAdded] = useState(0)
  const booking = cart.lines.findLast((l) => l.choice?.kind === kind)?.choice
  const option = product.options?.[0]
  const add = (choice: Choice | undefined, price: number) => {
    // A sailing is one per line (its guests are its own choice); an extra may be had twice.
    const again = !extra && cart.has(product.slug, option, choice)
    if (!again) {
      cart.add(product.slug, option, 1, choice, extra ? undefined : 1)
      trackProductAdded(product, option, 1, shop, price)
    }
    setOpen(false)
    setAdded((n) => n + 1)
  }
  return (
    <>
      {extra && !booking ? (
        <p className="card-note">Added to a booking: choose {bookingNoun[kind]} first.</p>
      ) : extra ? (
        <button type="button" className="button" onClick={() => add(booking, unitPrice(product, booking, fulfilment).unitPrice)}>
          Add to booking <span className="visually-hidden">{product.name}</span>
        </button>
      ) : open ? (
        <ChoiceForm
          kind={kind}
          product={product}
          fulfilment={fulfilment}
          currency={shop.currency}
          locale={shop.locale}
          quantity={1}
          earlier={booking}
          onAdd={add}
        />
      ) : (
        <button type="button" className="button" aria-expanded={false} onClick={() => setOpen(true)}>
          Choose <span className="visually-hidden">{product.name}</span>
        </button>
      )}
      {added > 0 && (
        <AddedNote key={added} cartHref={cartHref}>
          Added to your cart: {product.name}
        </AddedNote>
      )}
    </>
  )
}
