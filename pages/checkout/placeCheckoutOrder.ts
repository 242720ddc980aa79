// Placing a valid checkout: the order as the form and cart say (what is handed over where, paid when), stored once
// per cart, reported as Payment Info Entered; the next cart is a new one. Imported with the checkout's rules
// (checkoutValidation.ts), on demand.
import { referenceNumber, storageKey, track, writeStored } from '../../components/page/index.ts'
import {
  cartId,
  type Fulfilment,
  type FulfilmentKind,
  type Order,
  orderOf,
  type PricedLine,
  placeOrder,
  totals,
} from '../../components/shop/index.ts'
import { type CheckoutForm, checkoutNeeds } from './checkoutForm.ts'
import { orderKind } from './orderKind.ts'

export function placeCheckoutOrder(scope: string, form: CheckoutForm, lines: PricedLine[], fulfilment: Fulfilment): Order {
  const kinds = new Set<FulfilmentKind>(lines.map((l) => l.kind))
  const kind = orderKind(kinds)
  const needs = checkoutNeeds(kinds, form)
  const checkoutId = cartId(scope)
  const address = `${form.address.trim()}, ${form.city.trim()} ${form.postalCode.trim()}`
  const order = placeOrder(
    scope,
    orderOf(
      lines,
      totals(lines, fulfilment, { payNow: form.payment === 'now' }),
      {
        contact: { name: form.name.trim(), email: form.email.trim(), ...(needs.phone ? { phone: form.phone.trim() } : {}) },
        kind,
        ...(needs.address && needs.address !== 'visit' ? { shipTo: address } : {}),
        ...(needs.address && needs.address !== 'delivery' ? { visitAt: address } : {}),
        ...(needs.pickupAt ? { pickupAt: form.pickupAt } : {}),
        payment: needs.card ? 'now' : 'later',
        status: 'placed',
      },
      { id: referenceNumber(scope), checkoutId, placedAt: new Date().toISOString() },
    ),
  )
  track('Payment Info Entered', {
    checkout_id: checkoutId,
    order_id: order.id,
    step: 2,
    shipping_method: needs.pickupAt ? 'Pickup' : needs.address ? 'Delivery' : kind,
    payment_method: needs.card ? 'Credit card' : 'None now',
  })
  writeStored(storageKey(scope, 'cart-id'), null)
  return order
}
