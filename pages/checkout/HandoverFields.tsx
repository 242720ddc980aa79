// The checkout's handover questions, which only some kinds ask (imported on demand by CheckoutFields.tsx): pickup
// or delivery and the store, for food and hardware; paying a rental now (with the brand's saving) or at the counter.
import type { ComponentProps } from 'react'
import { ChoiceCards, SelectField } from '../../components/forms/index.ts'
import { formatPrice } from '../../components/page/index.ts'
import { type Fulfilment, type PricedLine, totals } from '../../components/shop/index.ts'
import type { CheckoutForm, CheckoutNeeds } from './checkoutForm.ts'

/** What binds a text field or select to the form (useRequestForm's `field`). */
export type Bind = (key: keyof CheckoutForm) => {
  id: string
  value: string
  error: string | undefined
  onChange: (event: { target: { value: string } }) => void
}

export interface HandoverProps {
  field: Bind
  form: CheckoutForm
  choose: (key: 'method' | 'payment', value: string) => void
  needs: CheckoutNeeds
  fulfilment: Fulfilment
  /** The order's lines: what they cost paid now and paid later is said with the rental's payment question. */
  lines: PricedLine[]
  currency: string
}

export function HandoverFields({ field, form, choose, needs, fulfilment, lines, currency }: HandoverProps) {
  const saving = Math.round(fulfilment.payNowDiscount * 100)
  /** A question answered by one of its cards, bound to its field of the form. */
  const question = (key: 'method' | 'payment', label: string, options: ComponentProps<typeof ChoiceCards>['options']) => (
    <ChoiceCards
      id={`checkout-${key}`}
      label={label}
      type="radio"
      error={field(key).error}
      options={options}
      chosen={[form[key]]}
      onChoose={(value) => choose(key, value)}
    />
  )
  return (
    <>
      {needs.method &&
        question('method', 'Pickup or delivery', [
          { value: 'pickup', label: 'Pick up', hint: `Ready ${fulfilment.pickupReady}` },
          { value: 'delivery', label: 'Delivery', hint: `To your door ${fulfilment.deliveryTime}` },
        ])}
      {needs.pickupAt && (
        <SelectField
          {...field('pickupAt')}
          label="Pick up at"
          prompt="Choose a store"
          choices={fulfilment.locations.map((l) => ({ value: l, label: l }))}
        />
      )}
      {needs.payment &&
        question('payment', 'When to pay', [
          {
            value: 'now',
            label: saving > 0 ? `Pay now and save ${saving}%` : 'Pay now',
            hint: `${formatPrice(totals(lines, fulfilment, { payNow: true }).total, currency)} today`,
          },
          {
            value: 'later',
            label: 'Pay at the counter',
            hint: `${formatPrice(totals(lines, fulfilment).total, currency)} at pickup; no card needed now`,
          },
        ])}
    </>
  )
}
