// What happens next, in the words of the business the order is with: where and when to pick up a rental, the sailing
// of a cruise, when a pro arrives, the pass to show at a store's exit, what was charged beside an application, where
// an emailed good goes. "Delivering to" only where something is delivered; how soon a pickup is ready and a delivery
// arrives is the brand's own (brand/fulfilmentTimes.ts). What becomes of an application is said once, by the page's
// introduction (the brand's copy, else its kind's: confirmationCopy.ts), so this never promises a second timing.
import { formatPrice, plural } from '../../components/page/index.ts'
import { formatDay, formatDayAndTime, formatTimeWindow, type Order } from '../../components/shop/index.ts'
import type { Handover } from './+data.ts'

/** "A, B and C". */
const listed = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`

export function NextSteps({
  order,
  currency,
  locale,
  handover,
}: {
  order: Order
  currency: string
  locale: string
  handover: Handover | undefined
}) {
  const { booking, contact } = order
  const total = formatPrice(order.totals.total, currency)
  const kind = order.kind ?? 'shipping'
  const kindOf = (line: Order['lines'][number]) => line.kind ?? kind
  const applied = order.lines.filter((l) => kindOf(l) === 'application')
  const emailed = order.lines.filter((l) => kindOf(l) === 'digital').map((l) => l.name)
  const paid = order.lines.filter((l) => kindOf(l) !== 'application').map((l) => l.name)
  return (
    <div className="next-steps">
      {booking?.kind === 'rental' && (
        <dl className="facts">
          <dt>Pick up</dt>
          <dd>
            {booking.location}, {formatDayAndTime(booking.pickup, locale)}
          </dd>
          <dt>Return</dt>
          <dd>
            {booking.location}, by {formatDayAndTime(booking.return, locale)}
          </dd>
          <dt>Payment</dt>
          <dd>{order.payment === 'now' ? `${total} paid now` : `${total} due at the counter`}</dd>
        </dl>
      )}
      {booking?.kind === 'rental' && <p>Bring the driver's license and a card in the driver's name to the counter.</p>}
      {booking?.kind === 'sailing' && (
        <p>
          Your sailing leaves on {formatDay(booking.date)}: a {booking.cabin} cabin for {plural(booking.guests, 'guest')}. Check
          in online from 14 days before you sail; bring a passport or birth certificate and photo ID for every guest.
        </p>
      )}
      {booking?.kind === 'appointment' && (
        <p>
          We arrive on {formatDay(booking.date)} between {formatTimeWindow(booking.window, locale)}
          {order.visitAt ? ` at ${order.visitAt}` : ''}. Your pro texts {contact.phone ?? contact.email} when on the way.
        </p>
      )}
      {kind === 'in-store' && (
        <section className="exit-pass" aria-label="Exit pass">
          <p className="exit-pass-title">Exit pass</p>
          <p className="exit-pass-code">{order.id}</p>
          <p>
            Paid {total} for {plural(order.totals.itemCount, 'item')}. Show this pass at the exit; no need to wait in line at a
            register.
          </p>
        </section>
      )}
      {applied.length > 0 && (
        <p>
          {paid.length > 0
            ? `${total} is charged for ${listed(paid)}; nothing is charged for your ${applied.length > 1 ? 'applications' : 'application'}.`
            : `Nothing is charged for ${applied.length > 1 ? 'these applications' : 'this application'}.`}
        </p>
      )}
      {order.pickupAt && (
        <p>
          Ready for pickup at {order.pickupAt} {handover?.pickupReady}: give the name {contact.name} or order {order.id} at the
          counter.
        </p>
      )}
      {order.shipTo && (
        <p>
          Delivering to {order.shipTo}.{' '}
          {kind === 'pickup-or-delivery'
            ? `Expect it ${handover?.deliveryTime}.`
            : `We email you tracking once ${emailed.length > 0 ? 'the parcel' : 'it'} ships.`}
        </p>
      )}
      {emailed.length > 0 && (
        <p>
          {listed(emailed)} {emailed.length > 1 ? 'are' : 'is'} emailed to {contact.email}, in the name of {contact.name}.
        </p>
      )}
    </div>
  )
}
