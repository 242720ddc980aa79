// The cart: change quantities (of what is not one per line: productKind.ts isOnePerLine), remove lines, see totals and what was chosen for booked items, then go on to checkout
// or, where the brand takes no payment online, request the booking (BookingRequest.tsx, on demand).
import { useEffect, useState } from 'react'
import { onDemand } from '../../components/forms/index.ts'
import { FeatureIntro, type PageProps, ProductArt, readStored, withBase } from '../../components/page/index.ts'
import {
  cartKey,
  cartShape,
  type Order,
  OrderSummary,
  priceLines,
  QuantityStepper,
  summaryLine,
  totals,
  useCart,
  useChoiceText,
  useShop,
} from '../../components/shop/index.ts'

import type { Data } from './+data.ts'
import { BookingStep } from './BookingStep.tsx'

// The cart's events come from a module of their own, imported as the page mounts (cartEvents.ts).
const cartEvents = onDemand(() => import('./cartEvents.ts'), 'the cart analytics')

export default function CartPage({ payload }: PageProps<Data>) {
  const { products, links, fulfilment, words } = payload.page
  const cart = useCart(payload.route.scope)
  const priced = priceLines(cart.lines, products, fulfilment)
  const shop = useShop(payload)
  const describe = useChoiceText(
    priced.some((l) => l.choice && !l.extra),
    shop.locale,
  )
  const [requested, setRequested] = useState<Order>()
  // Read from storage, not state: on the first (hydrating) render the stored cart is not in state yet.
  useEffect(() => {
    const lines = priceLines(readStored(cartKey(shop.scope), [], cartShape), products, fulfilment)
    cartEvents.whenLoaded().then((events) => events?.trackCartViewed(lines, shop))
  }, [products, fulfilment, shop])
  const { currency } = shop
  const unchosen = priced.filter((l) => l.needsChoice)
  const orderTotals = totals(priced, fulfilment)
  return (
    <>
      <FeatureIntro payload={payload} />
      {requested ? null : priced.length === 0 ? (
        <div className="notice">
          <p>Your cart is empty.</p>
          <a className="button" href={withBase(links.catalog)}>
            Start shopping
          </a>
        </div>
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
            {links.checkout && unchosen.length === 0 && (
              <a className="button" href={withBase(links.checkout)}>
                Checkout
              </a>
            )}
          </div>
        </section>
      )}
      {!links.checkout && (requested || (priced.length > 0 && unchosen.length === 0)) && (
        <BookingStep
          requested={requested}
          currency={currency}
          catalogHref={links.catalog}
          lines={priced}
          totals={orderTotals}
          shop={shop}
          clearCart={cart.clear}
          onRequested={setRequested}
        />
      )}
    </>
  )
}
