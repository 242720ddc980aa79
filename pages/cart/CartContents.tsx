// The cart's lines, imported on demand once the stored cart has any (+Page.tsx): each line's product fetched for it
// (usePricedLines), priced, with its quantity and removal; a line whose product the catalog no longer has, named as
// stored, to be removed before checking out; the totals; and the way on: checkout, or the booking request
// (BookingStep.tsx) where the brand takes no payment online.
import { type PageProps, ProductArt, withBase } from '../../components/page/index.ts'
import {
  type Order,
  OrderSummary,
  QuantityStepper,
  type ShopContext,
  summaryLine,
  totals,
  type useCart,
  usePricedLines,
} from '../../components/shop/index.ts'
import type { Data } from './+data.ts'
import { BookingStep } from './BookingStep.tsx'
import { cartEvents } from './cartEventsOnDemand.ts'

export interface CartContentsProps extends PageProps<Data> {
  cart: ReturnType<typeof useCart>
  shop: ShopContext
  requested: Order | undefined
  onRequested: (order: Order) => void
}

export function CartContents({ payload, cart, shop, requested, onRequested }: CartContentsProps) {
  const { links, fulfilment, words } = payload.page
  const { found, priced, describe } = usePricedLines(payload.brand?.prefix, cart.lines, fulfilment, shop.locale)
  const gone = cart.lines.map((line, index) => ({ line, index })).filter(({ line }) => found.missing.has(line.slug))
  const { currency } = shop
  const unchosen = priced.filter((l) => l.needsChoice)
  const orderTotals = totals(priced, fulfilment)
  const settled = found.ready && unchosen.length === 0 && gone.length === 0
  return (
    <>
      {requested ? null : !found.ready ? (
        <p className="notice" role="status">
          {found.failed ? 'Your cart could not be loaded. Check your connection and reload the page.' : 'Loading...'}
        </p>
      ) : (
        <section className="panel" aria-label="Cart contents">
          <OrderSummary
            currency={currency}
            totals={orderTotals}
            note={priced.some((l) => l.kind === 'rental') ? words.payNow : undefined}
            lines={priced.map((line) => {
              return {
                ...summaryLine(line, describe),
                art: <ProductArt art={line.product.art} label={line.product.name} size="thumb" />,
                controls: (
                  <>
                    {!line.single && (
                      <QuantityStepper
                        value={line.quantity}
                        onChange={(n) => cart.setQuantity(line.index, n)}
                        label={`Quantity of ${line.product.name}`}
                      />
                    )}
                    <button
                      type="button"
                      className="button secondary"
                      onClick={() => {
                        cart.remove(line.index)
                        cartEvents.whenLoaded().then((events) => events?.trackProductRemoved(line, shop))
                      }}
                    >
                      Remove <span className="visually-hidden">{line.product.name}</span>
                    </button>
                  </>
                ),
              }
            })}
          />
          {gone.map(({ line, index }) => (
            <p key={`${index}:${line.slug}`} className="notice error">
              “{line.slug}” is no longer available.{' '}
              <button
                type="button"
                className="button secondary"
                onClick={() => {
                  cart.remove(index)
                  cartEvents.whenLoaded().then((events) => events?.trackGoneRemoved(line, shop))
                }}
              >
                Remove <span className="visually-hidden">{line.slug}</span>
              </button>
            </p>
          ))}
          {unchosen.length > 0 && (
            <p className="notice error">
              {unchosen.map((l) => l.product.name).join(', ')}
              {words.unchosen}
            </p>
          )}
          <div className="actions">
            <a className="button secondary" href={withBase(links.catalog)}>
              {words.more}
            </a>
            {links.checkout && settled && (
              <a className="button" href={withBase(links.checkout)}>
                Checkout
              </a>
            )}
          </div>
        </section>
      )}
      {!links.checkout && (requested || (settled && priced.length > 0)) && (
        <BookingStep
          requested={requested}
          currency={currency}
          catalogHref={links.catalog}
          lines={priced}
          totals={orderTotals}
          shop={shop}
          clearCart={cart.clear}
          onRequested={onRequested}
        />
      )}
    </>
  )
}
