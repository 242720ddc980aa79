// Checkout form rules. Messages say what to enter, next to the field; the demo accepts any valid test card. Only the
// fields the order needs (checkoutForm.ts checkoutNeeds) are checked. Imported by the page on demand: the visitor
// needs them only once they submit. What placing a valid order needs besides (the stored orders, the move to the
// confirmation, what the page shows once it is placed) comes with them.
import { choiceProblem, emailProblem, type FieldErrors, phoneProblem, textProblem } from '../../components/forms/index.ts'
import { type CheckoutForm, type CheckoutNeeds, testCardNumber } from './checkoutForm.ts'

export { goTo } from '../../components/page/index.ts'
export { OrderPlaced } from './OrderPlaced.tsx'
export { placeCheckoutOrder } from './placeCheckoutOrder.ts'

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

/** Applicants are adults: at least 18 on `now`'s date. */
function birthDateProblem(value: string, now: Date): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim())
  if (!match || Number.isNaN(Date.parse(value))) return 'Enter your date of birth.'
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const eighteenth = new Date(y + 18, m - 1, d)
  return eighteenth > now ? 'Applicants must be 18 or older.' : undefined
}

function cardErrors(form: CheckoutForm, now: Date): CheckoutErrors {
  const errors: CheckoutErrors = {}
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

/** `locations`: the stores a pickup order may wait at. `now` is injectable so date rules are testable. */
export function validateCheckout(
  form: CheckoutForm,
  needs: CheckoutNeeds,
  locations: readonly string[],
  now = new Date(),
): CheckoutErrors {
  const problems: CheckoutErrors = {
    name: textProblem(form.name, 'Enter your full name.', 2),
    email: emailProblem(form.email),
    ...(needs.phone ? { phone: phoneProblem(form.phone) } : {}),
    ...(needs.birthDate ? { birthDate: birthDateProblem(form.birthDate, now) } : {}),
    ...(needs.method ? { method: choiceProblem(form.method, ['pickup', 'delivery'], 'Choose pickup or delivery.') } : {}),
    ...(needs.pickupAt ? { pickupAt: choiceProblem(form.pickupAt, locations, 'Choose where you pick up your order.') } : {}),
    ...(needs.payment ? { payment: choiceProblem(form.payment, ['now', 'later'], 'Choose when you pay.') } : {}),
  }
  if (needs.address) {
    problems.address = textProblem(form.address, 'Enter your street address.', 4)
    problems.city = textProblem(form.city, 'Enter your city.', 2)
    if (!/^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(form.postalCode.trim())) {
      problems.postalCode = 'Enter a postal code of 3 to 10 letters or digits.'
    }
  }
  const errors: CheckoutErrors = {}
  for (const [key, problem] of Object.entries(problems)) if (problem) errors[key as keyof CheckoutForm] = problem
  return needs.card ? { ...errors, ...cardErrors(form, now) } : errors
}
