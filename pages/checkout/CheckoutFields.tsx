// The checkout's questions, only those the order needs (checkoutForm.ts checkoutNeeds), each group under a legend
// in the words of the business: the applicant, pickup or delivery, where a pro visits, when a rental is paid.
import { onDemand, TextField, useOnDemand } from '../../components/forms/index.ts'
import type { ContactField } from './checkoutWords.ts'
import type { HandoverProps } from './HandoverFields.tsx'

// Pickup or delivery, and when a rental is paid: only some kinds ask them, so they are imported when asked.
const handover = onDemand(() => import('./HandoverFields.tsx'), 'the pickup and payment questions')

function HandoverOnDemand(props: HandoverProps) {
  const { loaded, failed, retry } = useOnDemand(handover)
  if (loaded) return <loaded.HandoverFields {...props} />
  if (failed)
    return (
      <button type="button" className="button secondary" onClick={retry}>
        Show the remaining questions
      </button>
    )
  return <p role="status">Loading...</p>
}

/** `details`, `contact` and `addressLegend` are the brand's, in the words of the order's kind (checkoutWords.ts). */
export function CheckoutFields({
  details,
  contact,
  addressLegend,
  ...props
}: HandoverProps & { details: string | undefined; contact: ContactField[]; addressLegend: string | undefined }) {
  const { field, needs } = props
  return (
    <>
      <fieldset className="form-grid">
        <legend>{details}</legend>
        <TextField {...field('name')} label="Full name" autoComplete="name" />
        <TextField {...field('email')} label="Email" autoComplete="email" inputMode="email" />
        {contact.map(({ key, ...input }) => needs[key] && <TextField key={key} {...field(key)} {...input} />)}
      </fieldset>
      {(needs.method || needs.payment) && <HandoverOnDemand {...props} />}
      {needs.address && (
        <fieldset className="form-grid">
          <legend>{addressLegend}</legend>
          <TextField {...field('address')} label="Street address" className="wide" autoComplete="street-address" />
          <TextField {...field('city')} label="City" autoComplete="address-level2" />
          <TextField {...field('postalCode')} label="Postal code" autoComplete="postal-code" />
        </fieldset>
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
