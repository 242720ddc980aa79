// Line items with their prices and the order totals, as shown in the cart, at checkout and on the confirmation. A
// booked line says what was chosen and what its price was multiplied by (days, guests); a line without a picture
// (checkout and the confirmation carry none) leaves no empty slot for one. A line that is one of a kind (a booking, a
// pass) shows its price without "1 ×"; an application shows none, and a cart of applications only has no totals:
// nothing is sold.
import type { ReactNode } from 'react'
import { formatPrice } from '../../lib/formatPrice.ts'
import type { Totals } from './totals.ts'
import { plural, type Units } from './units.ts'

export interface SummaryLine {
  key: string
  name: string
  option?: string | undefined
  /** What was chosen for the line (a rental's place and dates). */
  detail?: string | undefined
  units?: Units | undefined
  quantity: number
  unitPrice: number
  lineTotal: number
  /** One per line: its price without a quantity. */
  single?: boolean | undefined
  /** Not paid at checkout (an application): no price at all. */
  unpriced?: boolean | undefined
  controls?: ReactNode
  art?: ReactNode
}

function unitsText(units: Units, unitPrice: number, currency: string): string {
  const rate = formatPrice(unitPrice / units.count, currency)
  return `${plural(units.count, units.per)} at ${rate} ${units.per === 'day' ? 'a day' : 'each'}`
}

export function OrderSummary({
  lines,
  totals,
  currency,
  note,
}: {
  lines: SummaryLine[]
  totals: Omit<Totals, 'discount'> & { discount?: number | undefined }
  currency: string
  /** What the figures mean for this order (paid at the counter, charged once approved). */
  note?: ReactNode
}) {
  return (
    <>
      <ul className="line-items">
        {lines.map((line) => (
          <li key={line.key} className={line.art ? 'line-item' : 'line-item no-art'}>
            {line.art}
            <div>
              <strong>{line.name}</strong>
              {line.option && <div>{line.option}</div>}
              {line.detail && <div className="line-detail">{line.detail}</div>}
              {line.units && <div>{unitsText(line.units, line.unitPrice, currency)}</div>}
              {!line.unpriced && (
                <div>
                  {!line.single && `${line.quantity} × ${formatPrice(line.unitPrice, currency)} = `}
                  <strong>{formatPrice(line.lineTotal, currency)}</strong>
                </div>
              )}
            </div>
            {line.controls && <div className="line-controls">{line.controls}</div>}
          </li>
        ))}
      </ul>
      {totals.itemCount > 0 && (
        <dl className="totals">
          <dt>Subtotal ({plural(totals.itemCount, 'item')})</dt>
          <dd>{formatPrice(totals.subtotal, currency)}</dd>
          {totals.discount ? (
            <>
              <dt>Pay-now saving</dt>
              <dd>−{formatPrice(totals.discount, currency)}</dd>
            </>
          ) : null}
          <dt>Estimated tax</dt>
          <dd>{formatPrice(totals.tax, currency)}</dd>
          <dt className="grand">Total</dt>
          <dd className="grand">{formatPrice(totals.total, currency)}</dd>
        </dl>
      )}
      {note && <p className="totals-note">{note}</p>}
    </>
  )
}
