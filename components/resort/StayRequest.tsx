// A resort with its stay request: the resort's card beside a request-information / booking form that counts the
// nights and estimates the total from the nightly rate, then the visitor's requests for it. A request is kept on
// this device and tracked as "Resort Info Requested". A resort's own page and a brand's resort list both use it.
import { useEffect, useState } from 'react'
import { track } from '../../analytics/client/calls.ts'
import type { Resort } from '../../brand/brandSchema.ts'
import { formatPrice } from '../../lib/formatPrice.ts'
import { referenceNumber } from '../../lib/referenceNumber.ts'
import { TextField } from '../forms/Field.tsx'
import { RequestForm, SentPanel } from '../forms/RequestPanels.tsx'
import { useRequestForm } from '../forms/useRequestForm.tsx'
import { ResortCard } from './ResortCard.tsx'
import {
  addDays,
  emptyStay,
  estimatedTotal,
  formatDay,
  localDate,
  maxGuests,
  nightsBetween,
  parseGuests,
  type StayForm,
  type StoredStayRequest,
  stayRequests,
} from './stay.ts'
import './stay.css'

interface StayRequestProps {
  resort: Resort
  currency: string
  /** The brand's storage scope. */
  scope: string
  /** Whether the resort's card goes beside the form (not where a list shows the form beside its own card). */
  withCard?: boolean
}

export function StayRequest({ resort, currency, scope, withCard = true }: StayRequestProps) {
  const requests = stayRequests.use(scope)
  // "Today" is the visitor's, not the build's: known only in the browser, after hydration.
  const [today, setToday] = useState<string>()
  useEffect(() => setToday(localDate(new Date())), [])
  const request = useRequestForm<StayForm, StoredStayRequest, typeof import('./stayValidation.ts')>({
    prefix: 'stay',
    empty: emptyStay,
    checks: () => import('./stayValidation.ts'),
    // One draft for every resort: the dates and party typed for one carry over to the next one looked at.
    draft: { scope, form: 'stay-request', fields: { omit: [] } },
    validate: (checks, f) => checks.validateStay(f, today ?? localDate(new Date())),
    send: (f) => {
      // A valid stay has a check-out after its check-in, so it has nights.
      const nights = nightsBetween(f.checkIn, f.checkOut) as number
      const guests = parseGuests(f.guests) as number
      const request: StoredStayRequest = {
        reference: referenceNumber(scope),
        requestedAt: new Date().toISOString(),
        resortId: resort.slug,
        resortName: resort.name,
        checkIn: f.checkIn,
        checkOut: f.checkOut,
        nights,
        guests,
        estimatedTotal: estimatedTotal(resort.nightlyRate, nights),
        currency,
      }
      stayRequests.add(scope, request)
      track('Resort Info Requested', {
        resort_id: request.resortId,
        resort_name: request.resortName,
        check_in: request.checkIn,
        check_out: request.checkOut,
        nights,
        guests,
        estimated_total: request.estimatedTotal,
        currency,
        reference: request.reference,
      })
      return request
    },
  })
  const { form, field, sent } = request

  const nights = nightsBetween(form.checkIn, form.checkOut)
  const mine = requests.filter((r) => r.resortId === resort.slug)
  const panel = sent ? (
    <SentPanel
      kit={request}
      id="stay-done-heading"
      heading="Request sent"
      className="resort-done"
      againLabel="Make another request"
    >
      <p>
        We have your request for {resort.name}: {sent.nights} night{sent.nights === 1 ? '' : 's'} from {formatDay(sent.checkIn)}{' '}
        to {formatDay(sent.checkOut)} for {sent.guests} guest{sent.guests === 1 ? '' : 's'}, estimated at{' '}
        {formatPrice(sent.estimatedTotal, sent.currency)}. A vacation specialist will email you to confirm.
      </p>
      <p>
        Your reference is <strong className="stay-reference">{sent.reference}</strong>.
      </p>
    </SentPanel>
  ) : (
    <RequestForm
      kit={request}
      id="stay-heading"
      heading="Request information or book"
      className="stay-form"
      submitLabel="Send request"
    >
      <div className="form-grid">
        <TextField {...field('checkIn')} label="Check-in" type="date" min={today} />
        <TextField
          {...field('checkOut')}
          label="Check-out"
          type="date"
          min={(form.checkIn && addDays(form.checkIn, 1)) || (today && addDays(today, 1))}
        />
        <TextField
          {...field('guests')}
          label={`Guests (1 to ${maxGuests})`}
          type="number"
          inputMode="numeric"
          min={1}
          max={maxGuests}
        />
        <TextField {...field('name')} label="Full name" autoComplete="name" />
        <TextField {...field('email')} label="Email" type="email" autoComplete="email" className="wide" />
      </div>
      <p className="stay-estimate" aria-live="polite">
        {nights === undefined ? (
          <>Choose your dates to see the number of nights and an estimated total.</>
        ) : (
          <>
            <strong>
              {nights} night{nights === 1 ? '' : 's'}
            </strong>{' '}
            × {formatPrice(resort.nightlyRate, currency)} = estimated total{' '}
            <strong className="stay-total">{formatPrice(estimatedTotal(resort.nightlyRate, nights), currency)}</strong> (before
            taxes and resort fees)
          </>
        )}
      </p>
    </RequestForm>
  )
  return (
    <>
      {withCard ? (
        <div className="resort-layout">
          <ul className="product-grid resort-details">
            <ResortCard resort={resort} currency={currency} heading={2} />
          </ul>
          {panel}
        </div>
      ) : (
        panel
      )}
      {mine.length > 0 && (
        <section aria-labelledby="stay-requests-heading">
          <h2 id="stay-requests-heading" className="section-title">
            Your requests for {resort.name}
          </h2>
          <ul className="line-items stay-requests">
            {mine.map((r) => (
              <li key={r.reference}>
                <strong>{r.reference}</strong> · {formatDay(r.checkIn)} – {formatDay(r.checkOut)} · {r.nights} night
                {r.nights === 1 ? '' : 's'} · {r.guests} guest{r.guests === 1 ? '' : 's'} ·{' '}
                {formatPrice(r.estimatedTotal, r.currency)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
