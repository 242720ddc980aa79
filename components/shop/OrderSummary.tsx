// Line items with their prices and the order totals, as shown in the cart, at checkout and on the confirmation. A line
// without a picture (checkout and the confirmation carry none) leaves no empty slot for one.
import type { ReactNode } from 'react'
import type { ProductFacts } from '../../brand/brandSchema.ts'
import { formatPrice } from '../../lib/formatPrice.ts'
import type { PricedLine, Totals } from './totals.ts'

export interface SummaryLine {
  key: string
  name: string
  option?: string | undefined
  quantity: number
  lineTotal: number
  controls?: ReactNode
  art?: ReactNode
}

/** A priced cart line as the summary shows it. */
export function summaryLine(line: PricedLine<ProductFacts>): SummaryLine {
  return {
    key: `${line.slug}:${line.option ?? ''}`,
    name: line.product.name,
    option: line.option,
    quantity: line.quantity,
    lineTotal: line.lineTotal,
  }
}

export function OrderSummary({ lines, totals, currency }: { lines: SummaryLine[]; totals: Totals; currency: string }) {
  return (
    <>
      <ul className="line-items">
        {lines.map((line) => (
          <li key={line.key} className={line.art ? 'line-item' : 'line-item no-art'}>
            {line.art}
            <div>
              <strong>{line.name}</strong>
              {line.option && <div>{line.option}</div>}
              <div>
                {line.quantity} × {formatPrice(line.lineTotal / line.quantity, currency)} ={' '}
                <strong>{formatPrice(line.lineTotal, currency)}</strong>
              </div>
            </div>
            {line.controls && <div className="line-controls">{line.controls}</div>}
          </li>
        ))}
      </ul>
      <dl className="totals">
        <dt>
          Subtotal ({totals.itemCount} {totals.itemCount === 1 ? 'item' : 'items'})
        </dt>
        <dd>{formatPrice(totals.subtotal, currency)}</dd>
        <dt>Estimated tax</dt>
        <dd>{formatPrice(totals.tax, currency)}</dd>
        <dt className="grand">Total</dt>
        <dd className="grand">{formatPrice(totals.total, currency)}</dd>
      </dl>
    </>
  )
}
