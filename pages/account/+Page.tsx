// Account: the orders this visitor placed with the brand on this device.
import { FeatureIntro } from '../../components/FeatureIntro.tsx'
import { formatPrice } from '../../components/formatPrice.ts'
import { withBase } from '../../components/links.ts'
import { useOrders } from '../../components/shop/orders.ts'
import type { ShopLinks } from '../../content/shopLinks.ts'
import type { PageProps } from '../../renderer/types.ts'

export default function AccountPage({ payload }: PageProps<{ links: ShopLinks }>) {
  const orders = useOrders(payload.route.scope)
  const confirm = payload.page.links.confirmOrder
  return (
    <>
      <FeatureIntro payload={payload} />
      <section className="panel" aria-labelledby="orders-heading">
        <h2 id="orders-heading">Your orders</h2>
        {orders.length === 0 ? (
          <p>No orders yet on this device.</p>
        ) : (
          <ul className="line-items">
            {orders.map((o) => (
              <li key={o.id}>
                {confirm ? <a href={withBase(`${confirm}?order=${o.id}`)}>{o.id}</a> : <strong>{o.id}</strong>} ·{' '}
                {new Date(o.placedAt).toLocaleDateString('en-US')} · {o.totals.itemCount} items ·{' '}
                {formatPrice(o.totals.total, payload.brand?.currency ?? 'USD')}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
