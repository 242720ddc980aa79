// Placing a valid checkout: the order as the form and cart say (what is handed over where, paid when), stored once
// per cart; where a card was entered, reported as Payment Info Entered (an application or a rental paid at the
// counter enters none); the next cart is a new one. Imported with the checkout's rules (checkoutValidation.ts), on
// demand.
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
import { type CheckoutForm, type CheckoutNeeds, checkoutNeeds } from './checkoutForm.ts'
import { orderKind } from './orderKind.ts'

/** How the order is handed over, in the business's words (E-commerce spec shipping_method); none where nothing is
 *  sent or collected (a visit, a rental at the counter, a store's exit). */
export function shippingMethod(kinds: ReadonlySet<FulfilmentKind>, needs: CheckoutNeeds): string | undefined {
  if (needs.pickupAt) return 'Store pickup'
  if (kinds.has('pickup-or-delivery') && needs.address) return 'Delivery'
  if (kinds.has('shipping')) return 'Shipping'
  if (kinds.has('digital')) return 'Email'
  return undefined
}

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
        // An application is not paid, then or later; a rental without a card is paid at the counter.
        payment: needs.card ? 'now' : kinds.has('rental') ? 'later' : 'none',
        status: 'placed',
      },
      { id: referenceNumber(scope), checkoutId, placedAt: new Date().toISOString() },
    ),
  )
  const method = shippingMethod(kinds, needs)
  if (needs.card)
    track('Payment Info Entered', {
      checkout_id: checkoutId,
      order_id: order.id,
      step: 2,
      ...(method ? { shipping_method: method } : {}),
      payment_method: 'Credit card',
    })
  writeStored(storageKey(scope, 'cart-id'), null)
  return order
}
