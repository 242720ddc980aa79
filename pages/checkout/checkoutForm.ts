// The checkout form's fields, as the page starts them; its rules are in checkoutValidation.ts.
export interface CheckoutForm {
  name: string
  email: string
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
  address: '',
  city: '',
  postalCode: '',
  cardNumber: '',
  expiry: '',
  cvc: '',
}

export const testCardNumber = '4242 4242 4242 4242'
