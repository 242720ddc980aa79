// The cart's last step where a brand takes no payment online (a cruise line books through its specialists): the
// visitor requests the booking with a name and email, and gets a reference and what happens next. The request is
// stored with the orders, once per cart, and the cart starts afresh. Imported on demand: only such carts show it.
import { RequestForm, TextField, useRequestForm } from '../../components/forms/index.ts'
import { formatPrice, referenceNumber, storageKey, track, withBase, writeStored } from '../../components/page/index.ts'
import {
  cartId,
  describeChoice,
  type Order,
  orderOf,
  orderTotals,
  type PricedLine,
  placeOrder,
  type ShopContext,
  type Totals,
} from '../../components/shop/index.ts'
import type { BookingRequestForm } from './bookingRequestChecks.ts'

const empty: BookingRequestForm = { name: '', email: '' }

export function BookingRequest({
  lines,
  totals,
  shop,
  clearCart,
  onRequested,
}: {
  lines: PricedLine[]
  totals: Totals
  shop: ShopContext
  clearCart: () => void
  onRequested: (order: Order) => void
}) {
  const kit = useRequestForm<BookingRequestForm, never, typeof import('./bookingRequestChecks.ts')>({
    prefix: 'request',
    empty,
    checks: () => import('./bookingRequestChecks.ts'),
    validate: (checks, f) => checks.validateBookingRequest(f),
    send: (f) => {
      const checkoutId = cartId(shop.scope)
      const order = placeOrder(
        shop.scope,
        orderOf(
          lines,
          totals,
          {
            contact: { name: f.name.trim(), email: f.email.trim() },
            kind: lines[0]?.kind ?? 'shipping',
            payment: 'none',
            status: 'requested',
          },
          { id: referenceNumber(shop.scope, 'REQ'), checkoutId, placedAt: new Date().toISOString() },
        ),
      )
      track('Booking Requested', { checkout_id: checkoutId, order_id: order.id, ...orderTotals(order.totals, shop.currency) })
      onRequested(order)
      clearCart()
      writeStored(storageKey(shop.scope, 'cart-id'), null)
      return undefined
    },
  })
  return (
    <RequestForm kit={kit} submitLabel="Request this booking" id="request-heading" heading="Request this booking">
      <p>Nothing is charged now. A specialist checks availability, confirms the fare with you and only then takes payment.</p>
      <div className="form-grid">
        <TextField {...kit.field('name')} label="Full name" autoComplete="name" />
        <TextField {...kit.field('email')} label="Email" autoComplete="email" inputMode="email" />
      </div>
    </RequestForm>
  )
}

/** What the visitor sees once the request is in: its reference, and what happens next. */
export function BookingRequested({
  order,
  currency,
  locale,
  catalogHref,
}: {
  order: Order
  currency: string
  locale: string
  catalogHref: string
}) {
  return (
    <section className="panel" aria-labelledby="requested-heading">
      <h2 id="requested-heading" tabIndex={-1}>
        Booking request <span className="order-id">{order.id}</span> sent
      </h2>
      {order.booking && <p>{describeChoice(order.booking, locale)}.</p>}
      <p>
        A specialist will email {order.contact.email} within one business day to confirm availability and the fare of{' '}
        {formatPrice(order.totals.total, currency)}. Nothing is charged until you accept; quote {order.id} if you call us.
      </p>
      <a className="button" href={withBase(catalogHref)}>
        Back to the catalog
      </a>
    </section>
  )
}
