// The checkout form's fields, as the page starts them, and which of them an order asks for: only what its kinds of
// fulfilment need (an address where something is delivered or a pro visits, a card where something is paid now, the
// applicant's details for an application). A digital good is emailed: it asks a card, never an address. Its rules are in checkoutValidation.ts.
import type { FulfilmentKind } from '../../components/shop/index.ts'

/** Every field in the order the form shows them: the first invalid one gets focus. `method` is "pickup" or
 *  "delivery" (pickup-or-delivery orders); `payment` is "now" (at checkout, with the brand's discount) or "later" (at
 *  the counter), for rentals. */
export const checkoutOrder = [
  'name',
  'email',
  'phone',
  'birthDate',
  'method',
  'pickupAt',
  'address',
  'city',
  'postalCode',
  'payment',
  'cardNumber',
  'expiry',
  'cvc',
] as const

export type CheckoutForm = Record<(typeof checkoutOrder)[number], string>

/** The form as the page starts it: every field empty (made from the order, which names each field once). */
export const emptyCheckout = Object.fromEntries(checkoutOrder.map((key) => [key, ''])) as CheckoutForm

export const testCardNumber = '4242 4242 4242 4242'

/** What an order's checkout asks. `address` says whose: where it is delivered, where a pro visits, or both. */
export interface CheckoutNeeds {
  phone: boolean
  birthDate: boolean
  method: boolean
  pickupAt: boolean
  payment: boolean
  address: 'delivery' | 'visit' | 'both' | false
  card: boolean
}

export function checkoutNeeds(kinds: ReadonlySet<FulfilmentKind>, form: Pick<CheckoutForm, 'method' | 'payment'>): CheckoutNeeds {
  const delivered = kinds.has('shipping') || (kinds.has('pickup-or-delivery') && form.method === 'delivery')
  const visited = kinds.has('appointment')
  return {
    phone: visited || kinds.has('application'),
    birthDate: kinds.has('application'),
    method: kinds.has('pickup-or-delivery'),
    pickupAt: kinds.has('pickup-or-delivery') && form.method === 'pickup',
    payment: kinds.has('rental'),
    address: delivered && visited ? 'both' : delivered ? 'delivery' : visited ? 'visit' : false,
    // Every kind is paid at checkout but a rental (at the counter, unless paid now) and an application (nothing now).
    card: [...kinds].some((k) => k !== 'rental' && k !== 'application') || (kinds.has('rental') && form.payment === 'now'),
  }
}
