// What happens next, in the words of the business the order is with: where and when to pick up a rental, the sailing
// of a cruise, when a pro arrives, the pass to show at a store's exit, what becomes of an application. "Delivering
// to" only where something is delivered.
import { formatPrice, plural } from '../../components/page/index.ts'
import { formatDay, formatDayAndTime, formatTimeWindow, type Order } from '../../components/shop/index.ts'

export function NextSteps({ order, currency, locale }: { order: Order; currency: string; locale: string }) {
  const { booking, contact } = order
  const total = formatPrice(order.totals.total, currency)
  const kind = order.kind ?? 'shipping'
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
      {kind === 'application' && (
        <p>
          Application {order.id} is received. We review it and email {contact.email} a decision within 5 business days. Nothing
          has been charged.
        </p>
      )}
      {order.pickupAt && (
        <p>
          Ready for pickup at {order.pickupAt} in about 20 minutes: give the name {contact.name} or order {order.id} at the
          counter.
        </p>
      )}
      {order.shipTo && (
        <p>
          Delivering to {order.shipTo}.{' '}
          {kind === 'pickup-or-delivery' ? 'Expect it in about 45 minutes.' : 'We email you tracking once it ships.'}
        </p>
      )}
    </div>
  )
}
