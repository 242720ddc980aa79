// Order confirmation: the order named by ?order=<id> (or the latest one), with its reference and summary.
import { useEffect } from 'react'
import { FeatureIntro, type PageProps, useQueryParam, withBase } from '../../components/page/index.ts'
import { OrderSummary, orders as storedOrders, trackOrderCompleted, useShop } from '../../components/shop/index.ts'

import type { Data } from './+data.ts'

export default function ConfirmOrderPage({ payload }: PageProps<Data>) {
  const orders = storedOrders.use(payload.route.scope)
  const requested = useQueryParam('order')
  const order = requested ? orders.find((o) => o.id === requested) : orders[0]
  const { links } = payload.page
  const shop = useShop(payload)
  useEffect(() => {
    if (order) trackOrderCompleted(order, shop)
  }, [order, shop])
  if (requested === undefined) return <FeatureIntro payload={payload} />
  if (!order) {
    return (
      <>
        <FeatureIntro payload={payload} />
        <div className="notice">
          <p>{requested ? `We could not find order ${requested} on this device.` : 'You have not placed an order yet.'}</p>
          <a className="button" href={withBase(links.catalog)}>
            Start shopping
          </a>
        </div>
      </>
    )
  }
  return (
    <>
      <FeatureIntro payload={payload} />
      <section className="panel" aria-labelledby="order-heading">
        <h2 id="order-heading">
          Order <span className="order-id">{order.id}</span>
        </h2>
        <p>
          Placed {new Date(order.placedAt).toLocaleString('en-US')} for {order.contact.name}. A confirmation is on its way to{' '}
          {order.contact.email}. Delivering to {order.shipTo}.
        </p>
        <OrderSummary
          currency={payload.brand?.currency ?? 'USD'}
          totals={order.totals}
          lines={order.lines.map((l) => ({
            key: `${l.slug}:${l.option ?? ''}`,
            name: l.name,
            option: l.option,
            quantity: l.quantity,
            lineTotal: Math.round(l.price * l.quantity * 100) / 100,
          }))}
        />
        <a className="button" href={withBase(links.catalog)}>
          Continue shopping
        </a>
      </section>
    </>
  )
}
