// The cart's last step where the brand has no checkout: the booking request (BookingRequest.tsx), imported on demand
// since only such carts show it; once sent, its reference and what happens next take the cart's place. While it
// arrives a status line shows; if it cannot be fetched, "Try again".
import { onDemand, useOnDemand } from '../../components/forms/index.ts'
import type { Order } from '../../components/shop/index.ts'
import type { BookingRequest } from './BookingRequest.tsx'

const bookingRequest = onDemand(() => import('./BookingRequest.tsx'), 'the booking request')

type RequestProps = Parameters<typeof BookingRequest>[0]

export function BookingStep({
  requested,
  currency,
  catalogHref,
  ...request
}: RequestProps & { requested: Order | undefined; currency: string; catalogHref: string }) {
  const { loaded, failed, retry } = useOnDemand(bookingRequest)
  if (loaded && requested)
    return (
      <loaded.BookingRequested order={requested} currency={currency} locale={request.shop.locale} catalogHref={catalogHref} />
    )
  if (loaded) return <loaded.BookingRequest {...request} />
  if (failed)
    return (
      <div className="panel" role="alert">
        <p>The booking request could not be loaded.</p>
        <button type="button" className="button" onClick={retry}>
          Try again
        </button>
      </div>
    )
  return (
    <p className="panel" role="status">
      Loading...
    </p>
  )
}
