// The checkout's questions, only those the order needs (checkoutForm.ts checkoutNeeds), each group under a legend
// in the words of the business: the applicant, pickup or delivery, where a pro visits, when a rental is paid.
import { ChoiceCards, SelectField, TextField } from '../../components/forms/index.ts'
import { formatPrice } from '../../components/page/index.ts'
import type { Fulfilment } from '../../components/shop/index.ts'
import type { CheckoutForm, CheckoutNeeds } from './checkoutForm.ts'

type Bind = (key: Exclude<keyof CheckoutForm, never>) => {
  id: string
  value: string
  error: string | undefined
  onChange: (event: { target: { value: string } }) => void
}

const addressLegends = { delivery: 'Delivery address', visit: 'Where we visit', both: 'Delivery and visit address' }

export function CheckoutFields({
  field,
  form,
  choose,
  needs,
  fulfilment,
  applicant,
  payNowPrice,
  currency,
}: {
  field: Bind
  form: CheckoutForm
  choose: (key: 'method' | 'payment', value: string) => void
  needs: CheckoutNeeds
  fulfilment: Fulfilment
  applicant: boolean
  /** What the order costs paid now and paid later, for the rental's payment question. */
  payNowPrice: { now: number; later: number }
  currency: string
}) {
  const saving = Math.round(fulfilment.payNowDiscount * 100)
  return (
    <>
      <fieldset className="form-grid">
        <legend>{applicant ? 'About you, the applicant' : 'Your details'}</legend>
        <TextField {...field('name')} label="Full name" autoComplete="name" />
        <TextField {...field('email')} label="Email" autoComplete="email" inputMode="email" />
        {needs.phone && <TextField {...field('phone')} label="Phone" autoComplete="tel" inputMode="tel" />}
        {needs.birthDate && <TextField {...field('birthDate')} type="date" label="Date of birth" autoComplete="bday" />}
      </fieldset>
      {needs.method && (
        <ChoiceCards
          id="checkout-method"
          label="Pickup or delivery"
          type="radio"
          error={field('method').error}
          options={[
            { value: 'pickup', label: 'Pick up', hint: 'Ready in about 20 minutes' },
            { value: 'delivery', label: 'Delivery', hint: 'To your door' },
          ]}
          chosen={[form.method]}
          onChoose={(value) => choose('method', value)}
        />
      )}
      {needs.pickupAt && (
        <SelectField
          {...field('pickupAt')}
          label="Pick up at"
          prompt="Choose a store"
          choices={fulfilment.locations.map((l) => ({ value: l, label: l }))}
        />
      )}
      {needs.address && (
        <fieldset className="form-grid">
          <legend>{addressLegends[needs.address]}</legend>
          <TextField {...field('address')} label="Street address" className="wide" autoComplete="street-address" />
          <TextField {...field('city')} label="Town or city" autoComplete="address-level2" />
          <TextField {...field('postalCode')} label="Postal code" autoComplete="postal-code" />
        </fieldset>
      )}
      {needs.payment && (
        <ChoiceCards
          id="checkout-payment"
          label="When to pay"
          type="radio"
          error={field('payment').error}
          options={[
            {
              value: 'now',
              label: saving > 0 ? `Pay now and save ${saving}%` : 'Pay now',
              hint: `${formatPrice(payNowPrice.now, currency)} today`,
            },
            {
              value: 'later',
              label: 'Pay at the counter',
              hint: `${formatPrice(payNowPrice.later, currency)} at pickup; no card needed now`,
            },
          ]}
          chosen={[form.payment]}
          onChoose={(value) => choose('payment', value)}
        />
      )}
      {needs.card && (
        <fieldset className="form-grid">
          <legend>Payment</legend>
          <TextField {...field('cardNumber')} label="Card number" className="wide" autoComplete="cc-number" inputMode="numeric" />
          <TextField {...field('expiry')} label="Expiry (MM/YY)" autoComplete="cc-exp" />
          <TextField {...field('cvc')} label="Security code" autoComplete="cc-csc" inputMode="numeric" />
        </fieldset>
      )}
    </>
  )
}
