// Options and quantity for one product, then into the cart: confirmItem goes on to the cart, a product page
// stays and confirms with a snackbar. A booked item (a rental, a sailing, a visit) first asks what its kind needs
// (ChoiceForm.tsx, on demand); an extra joins the booking already in the cart, priced by it.
import { useEffect, useId, useState } from 'react'
import { track } from '../../analytics/client/calls.ts'
import type { Product } from '../../brand/brandSchema.ts'
import { type Fulfilment, isBookingKind, isExtra, productKind } from '../../brand/fulfilment.ts'
import { withBase } from '../../lib/base.ts'
import { formatPrice } from '../../lib/formatPrice.ts'
import { goTo } from '../../lib/goTo.ts'
import { ProductArt } from '../page/ProductArt.tsx'
import { Snackbar } from '../page/Snackbar.tsx'
import { ChoiceOnDemand } from './ChoiceOnDemand.tsx'
import { bookingNoun, type Choice, describeChoice, plural } from './choice.ts'
import { productProperties, type ShopContext, trackProductAdded } from './ecommerce.ts'
import { QuantityStepper } from './QuantityStepper.tsx'
import { unitPrice } from './totals.ts'
import { useCart } from './useShop.ts'

export function ItemChooser({
  product,
  shop,
  fulfilment,
  cartHref,
  catalogHref,
  goToCart,
}: {
  product: Product
  shop: ShopContext
  fulfilment: Fulfilment
  cartHref: string | undefined
  catalogHref: string
  goToCart: boolean
}) {
  const { scope, currency } = shop
  const cart = useCart(scope)
  useEffect(() => track('Product Viewed', productProperties(product, shop)), [product, shop])
  const id = useId()
  const [option, setOption] = useState(product.options?.[0])
  const [quantity, setQuantity] = useState(1)
  const [added, setAdded] = useState(0)
  const kind = productKind(product, fulfilment)
  const extra = isExtra(product, fulfilment)
  const booked = isBookingKind(kind) && !extra
  // The visitor's latest booking of this kind: what a new booking starts from, and what an extra joins.
  const booking = cart.lines.findLast((l) => l.choice?.kind === kind)?.choice
  const add = (choice: Choice | undefined, price: number) => {
    cart.add(product.slug, option, quantity, choice)
    trackProductAdded(product, option, quantity, shop, price)
    if (goToCart && cartHref) goTo(cartHref)
    else setAdded((n) => n + 1)
  }
  const extraPrice = unitPrice(product, extra ? booking : undefined, fulfilment)
  return (
    <div className="detail">
      <ProductArt art={product.art} label={product.name} />
      <div>
        {product.badge && <span className="badge">{product.badge}</span>}
        <h2>{product.name}</h2>
        <p>{product.description}</p>
        <p className="price">{formatPrice(product.price, currency)}</p>
        {product.options && (
          <div className="field">
            <label htmlFor={`${id}-option`}>Choose</label>
            <select id={`${id}-option`} value={option} onChange={(e) => setOption(e.target.value)}>
              {product.options.map((o) => (
                <option key={o}>{o}</option>
              ))}
            </select>
          </div>
        )}
        {!booked && (
          <div className="field">
            <span>Quantity</span>
            <QuantityStepper value={quantity} onChange={setQuantity} label={`Quantity of ${product.name}`} />
          </div>
        )}
        {booked && isBookingKind(kind) ? (
          <ChoiceOnDemand
            kind={kind}
            product={product}
            fulfilment={fulfilment}
            currency={currency}
            quantity={quantity}
            earlier={booking}
            onAdd={add}
          />
        ) : extra && isBookingKind(kind) && !booking ? (
          <p className="notice">
            Extras are added to a booking: choose {bookingNoun[kind]} first.{' '}
            <a href={withBase(catalogHref)}>See what you can book</a>
          </p>
        ) : (
          <>
            {booking && extra && <p>For your booking: {describeChoice(booking)}</p>}
            <p>
              Total{extraPrice.units ? ` for ${plural(extraPrice.units.count, extraPrice.units.per)}` : ''}{' '}
              <strong>{formatPrice(extraPrice.unitPrice * quantity, currency)}</strong>
            </p>
            <button type="button" className="button" onClick={() => add(extra ? booking : undefined, extraPrice.unitPrice)}>
              Add to cart
            </button>
          </>
        )}
      </div>
      {added > 0 && (
        <Snackbar key={added} onClose={() => setAdded(0)} action={cartHref ? { label: 'View cart', href: cartHref } : undefined}>
          {quantity} × {product.name} added to your cart
        </Snackbar>
      )}
    </div>
  )
}
