// The signed-in visitor's history with the brand, in the brand's words ("Your applications", "Your bookings"): what
// was sent from this device, newest first, in the data table. A booking a specialist still has to confirm says so.
import { formatPrice } from '../../components/page/index.ts'
import { type Order, orders as storedOrders } from '../../components/shop/index.ts'
import type { AccountWords } from './accountWords.ts'
import { DataTable } from './DataTable.tsx'

export function OrderHistory({
  scope,
  words,
  currency,
  link,
}: {
  scope: string
  words: AccountWords
  currency: string
  /** The page an order opens on, when the brand has one. */
  link: (order: Order) => string | undefined
}) {
  const orders = storedOrders.use(scope)
  return (
    <section className="panel account-history" aria-labelledby="history-heading">
      <h2 id="history-heading">{words.list}</h2>
      <DataTable
        caption={words.list}
        rows={orders}
        rowKey={(o) => o.id}
        columns={[
          {
            header: words.item,
            cell: (o) => {
              const href = link(o)
              return href ? <a href={href}>{o.id}</a> : o.id
            },
          },
          { header: words.sent, cell: (o) => new Date(o.placedAt).toLocaleDateString('en-US') },
          { header: 'Status', cell: (o) => (o.status === 'requested' ? 'Requested' : words.done) },
          ...(words.applied
            ? [
                { header: 'Applied for', cell: (o: Order) => o.lines.map((line) => line.name).join(', ') },
                {
                  header: 'Charged',
                  cell: (o: Order) => (o.totals.total > 0 ? formatPrice(o.totals.total, currency) : 'Nothing'),
                  numeric: true,
                },
              ]
            : [
                { header: 'Items', cell: (o: Order) => o.totals.itemCount, numeric: true },
                { header: 'Total', cell: (o: Order) => formatPrice(o.totals.total, currency), numeric: true },
              ]),
        ]}
      />
    </section>
  )
}
