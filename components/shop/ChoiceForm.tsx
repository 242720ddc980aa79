// The questions a booked item asks before it enters the cart (choiceChecks.ts has them and their rules), drawn with
// the forms kit like every other form, with the price the answers come to. Imported with BookedItem.tsx and
// CardBooking.tsx, both on demand: only booked items need it.
import { useState } from 'react'
import type { ProductFacts } from '../../brand/brandSchema.ts'
import type { Fulfilment } from '../../brand/fulfilment.ts'
import type { BookingKind } from '../../brand/productKind.ts'
import { formatPrice } from '../../lib/formatPrice.ts'
import { formatTimeWindow } from '../../lib/formatTime.ts'
import { ErrorSummary, TextField } from '../forms/Field.tsx'
import { SelectField } from '../forms/SelectAndTextArea.tsx'
import { useRequestForm } from '../forms/useRequestForm.tsx'
import type { Choice } from './choice.ts'
import { formatDay } from './choice.ts'
import * as checks from './choiceChecks.ts'
import { unitPrice } from './totals.ts'
import { plural } from './units.ts'

const legends: Record<BookingKind, string> = {
  rental: 'Pickup and return',
  sailing: 'Your sailing',
  appointment: 'Your visit',
}

export interface ChoiceFormProps {
  kind: BookingKind
  product: ProductFacts
  fulfilment: Fulfilment
  currency: string
  /** The brand's locale, which the arrival windows are shown in. */
  locale: string
  quantity: number
  /** The visitor's latest choice of this kind, which the form starts from. */
  earlier?: Choice | undefined
  onAdd: (choice: Choice, unitPrice: number) => void
}

export function ChoiceForm({ kind, product, fulfilment, currency, locale, quantity, earlier, onAdd }: ChoiceFormProps) {
  const [today] = useState(() => checks.todayIso())
  const prefix = `choice-${product.slug}`
  const { form, field, errorCount, submit, formRef } = useRequestForm<checks.ChoiceForm, never, typeof checks>({
    prefix,
    empty: checks.formFromChoice(kind, fulfilment, today, earlier),
    order: checks.choiceFields[kind],
    checks: () => Promise.resolve(checks),
    validate: (rules, f) => rules.validateChoice(kind, f, fulfilment, today),
    send: (f, rules) => {
      const choice = rules.toChoice(kind, f)
      onAdd(choice, unitPrice(product, choice, fulfilment).unitPrice)
      return undefined
    },
    // Adding again (another car for the same dates) starts from what was chosen.
    next: (f) => f,
  })
  const valid = Object.keys(checks.validateChoice(kind, form, fulfilment, today)).length === 0
  const price = valid ? unitPrice(product, checks.toChoice(kind, form), fulfilment) : undefined
  const options = (values: readonly string[], label = (v: string) => v) => values.map((value) => ({ value, label: label(value) }))
  return (
    <form ref={formRef} className="choice-form" noValidate onSubmit={submit} aria-label={`Choose ${product.name}`}>
      <ErrorSummary count={errorCount} />
      <fieldset className="form-grid">
        <legend>{legends[kind]}</legend>
        {kind === 'rental' && (
          <>
            <SelectField
              {...field('location')}
              className="wide"
              label="Pickup location"
              prompt="Choose a location"
              choices={options(fulfilment.locations)}
            />
            <TextField {...field('pickupDate')} type="date" label="Pickup date" min={today} />
            <TextField {...field('pickupTime')} type="time" label="Pickup time" />
            <TextField {...field('returnDate')} type="date" label="Return date" min={today} />
            <TextField {...field('returnTime')} type="time" label="Return time" />
          </>
        )}
        {kind === 'sailing' && (
          <>
            <SelectField
              {...field('sailingDate')}
              className="wide"
              label="Sailing date"
              prompt="Choose a date"
              choices={options(checks.sailingDates(today, fulfilment), formatDay)}
            />
            <SelectField
              {...field('cabin')}
              label="Cabin"
              prompt="Choose a cabin"
              choices={fulfilment.cabins.map((c) => ({
                value: c.name,
                label: c.supplement ? `${c.name} (+${formatPrice(c.supplement, currency)} a guest)` : c.name,
              }))}
            />
            <SelectField
              {...field('guests')}
              label="Guests"
              prompt="How many?"
              choices={Array.from({ length: fulfilment.maxGuests }, (_, i) => ({
                value: String(i + 1),
                label: plural(i + 1, 'guest'),
              }))}
            />
          </>
        )}
        {kind === 'appointment' && (
          <>
            <TextField {...field('visitDate')} type="date" label="Visit date" min={checks.addDays(today, 1)} />
            <SelectField
              {...field('window')}
              label="Arrival window"
              prompt="Choose a window"
              choices={options(fulfilment.timeWindows, (window) => formatTimeWindow(window, locale))}
            />
          </>
        )}
      </fieldset>
      <p aria-live="polite">
        {price ? (
          <>
            Total{price.units ? ` for ${plural(price.units.count, price.units.per)}` : ''}{' '}
            <strong>{formatPrice(price.unitPrice * quantity, currency)}</strong>
          </>
        ) : (
          'Answer the questions above to see the price.'
        )}
      </p>
      <button type="submit" className="button">
        Add to cart
      </button>
    </form>
  )
}
