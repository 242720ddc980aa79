// Checkout form rules. Messages say what to enter, next to the field; the demo accepts any valid test card. Imported
// by the page on demand: the visitor needs them only once they submit. What placing a valid order needs besides (the
// stored orders, the move to the confirmation) comes with them.
import { emailProblem, type FieldErrors, textProblem } from '../../components/forms/index.ts'
import { type CheckoutForm, testCardNumber } from './checkoutForm.ts'

export { goTo } from '../../components/page/index.ts'
export { orders } from '../../components/shop/index.ts'

export type CheckoutErrors = FieldErrors<CheckoutForm>

export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** `now` is injectable so expiry rules are testable. */
export function validateCheckout(form: CheckoutForm, now = new Date()): CheckoutErrors {
  const errors: CheckoutErrors = {}
  const text = {
    name: textProblem(form.name, 'Enter your full name.', 2),
    email: emailProblem(form.email),
    address: textProblem(form.address, 'Enter your street address.', 4),
    city: textProblem(form.city, 'Enter your town or city.', 2),
  }
  for (const [key, problem] of Object.entries(text)) if (problem) errors[key as keyof CheckoutForm] = problem
  if (!/^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(form.postalCode.trim())) {
    errors.postalCode = 'Enter a postal code of 3 to 10 letters or digits.'
  }
  const card = form.cardNumber.replace(/[\s-]/g, '')
  if (!/^\d{13,19}$/.test(card) || !luhnValid(card)) {
    errors.cardNumber = `Enter a valid card number. In this demo use ${testCardNumber}.`
  }
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry.trim())
  const month = Number(expiry?.[1])
  if (!expiry || month < 1 || month > 12) errors.expiry = 'Enter the expiry date as MM/YY.'
  else {
    const year = 2000 + Number(expiry[2])
    const endOfMonth = new Date(year, month, 1)
    if (endOfMonth <= now) errors.expiry = 'This card has expired. Use a future date.'
  }
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit security code.'
  return errors
}
