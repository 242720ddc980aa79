// The checkout form's fields, as the page starts them, and which of them an order asks for: only what its kinds of
// fulfilment need (an address where something is delivered or a pro visits, a card where something is paid now, the
// applicant's details for an application). Its rules are in checkoutValidation.ts.
import type { FulfilmentKind } from '../../components/shop/index.ts'

export interface CheckoutForm {
  name: string
  email: string
  phone: string
  birthDate: string
  /** Pickup-or-delivery orders: "pickup" or "delivery". */
  method: string
  pickupAt: string
  /** Rentals: "now" (at checkout, with the brand's discount) or "later" (at the counter). */
  payment: string
  address: string
  city: string
  postalCode: string
  cardNumber: string
  expiry: string
  cvc: string
}

export const emptyCheckout: CheckoutForm = {
  name: '',
  email: '',
  phone: '',
  birthDate: '',
  method: '',
  pickupAt: '',
  payment: '',
  address: '',
  city: '',
  postalCode: '',
  cardNumber: '',
  expiry: '',
  cvc: '',
}

/** Every field in the order the form shows them: the first invalid one gets focus. */
export const checkoutOrder: (keyof CheckoutForm)[] = [
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
]

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

const paidAtCheckout = new Set<FulfilmentKind>(['shipping', 'pickup-or-delivery', 'sailing', 'appointment', 'in-store'])

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
    card: [...kinds].some((k) => paidAtCheckout.has(k)) || (kinds.has('rental') && form.payment === 'now'),
  }
}
