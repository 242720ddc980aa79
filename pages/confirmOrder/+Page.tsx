// Order confirmation: the order named by ?order=<id> (or the latest one), with its reference, what happens next in
// the business's words (NextSteps.tsx), and its summary. Until the order is found the page claims nothing; with no order, or an
// unknown one, it says so plainly and leads back to the shop.
import { useEffect } from 'react'
import { onDemand, useOnDemand } from '../../components/forms/index.ts'
import { FeatureIntro, type PageProps, useQueryParam, withBase } from '../../components/page/index.ts'
import { OrderSummary, orders as storedOrders } from '../../components/shop/index.ts'
import type { Data } from './+data.ts'
import './confirmOrder.css'
import { orderLines } from './orderLines.ts'

// What happens next is told per kind: imported on demand, from the moment the page mounts, while the order is read.
const nextSteps = onDemand(() => import('./NextSteps.tsx'), 'what happens next')
// Order Completed likewise (orderCompleted.ts).
const orderCompleted = onDemand(() => import('./orderCompleted.ts'), 'the order analytics')

export default function ConfirmOrderPage({ payload }: PageProps<Data>) {
  const orders = storedOrders.use(payload.route.scope)
  const requested = useQueryParam('order')
  const order = requested ? orders.find((o) => o.id === requested) : orders[0]
  const { links, confirmed, handover, more } = payload.page
  const currency = payload.brand?.currency ?? 'USD'
  const locale = payload.brand?.locale ?? 'en-US'
  useEffect(() => {
    if (order && order.status !== 'requested') orderCompleted.whenLoaded().then((events) => events?.trackOrder(order, payload))
  }, [order, payload])
  const steps = useOnDemand(nextSteps)
  if (requested === undefined) return <FeatureIntro payload={payload} />
  if (!order) {
    return (
      <>
        <header className="page-intro">
          <h1>{requested ? 'Order not found' : 'No order to show'}</h1>
          <p>
            {requested
              ? `We could not find order ${requested} on this device.`
              : 'You have not placed an order on this device yet.'}
          </p>
        </header>
        <a className="button" href={withBase(links.catalog)}>
          Back to the shop
        </a>
      </>
    )
  }
  return (
    <>
      <FeatureIntro payload={{ ...payload, ...confirmed }} />
      <section className="panel" aria-labelledby="order-heading">
        <h2 id="order-heading">
          {order.kind === 'application' ? 'Application' : 'Order'} <span className="order-id">{order.id}</span>
        </h2>
        <p>
          {order.kind === 'application' ? 'Submitted' : 'Placed'} {new Date(order.placedAt).toLocaleString(locale)} for{' '}
          {order.contact.name}. A confirmation is on its way to {order.contact.email}.
        </p>
        {steps.loaded ? (
          <steps.loaded.NextSteps order={order} currency={currency} locale={locale} handover={handover} />
        ) : steps.failed ? (
          <button type="button" className="button secondary" onClick={steps.retry}>
            Show what happens next
          </button>
        ) : (
          <p role="status">Loading...</p>
        )}
        <OrderSummary currency={currency} totals={order.totals} lines={orderLines(order)} />
        <a className="button" href={withBase(links.catalog)}>
          {(order.kind === 'application' && more.application) || more.order}
        </a>
      </section>
    </>
  )
}
