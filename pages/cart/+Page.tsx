// The cart: change quantities, remove lines, see totals, go on to checkout (when the brand has one).
import { useEffect } from 'react'
import { FeatureIntro, type PageProps, ProductArt, readStored, track, withBase } from '../../components/page/index.ts'
import {
  cartId,
  cartKey,
  cartShape,
  lineProperties,
  OrderSummary,
  priceLines,
  productProperties,
  QuantityStepper,
  summaryLine,
  totals,
  useCart,
  useShop,
} from '../../components/shop/index.ts'

import type { Data } from './+data.ts'

export default function CartPage({ payload }: PageProps<Data>) {
  const { products, links } = payload.page
  const cart = useCart(payload.route.scope)
  const priced = priceLines(cart.lines, products)
  const shop = useShop(payload)
  // Read from storage, not state: on the first (hydrating) render the stored cart is not in state yet.
  useEffect(() => {
    const lines = priceLines(readStored(cartKey(shop.scope), [], cartShape), products)
    track('Cart Viewed', { cart_id: cartId(shop.scope), products: lineProperties(lines, shop) })
  }, [products, shop])
  const currency = payload.brand?.currency ?? 'USD'
  return (
    <>
      <FeatureIntro payload={payload} />
      {priced.length === 0 ? (
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
            totals={totals(priced)}
            lines={priced.map((line) => {
              return {
                ...summaryLine(line),
                art: <ProductArt art={line.product.art} label={line.product.name} size="thumb" />,
                controls: (
                  <>
                    <QuantityStepper
                      value={line.quantity}
                      onChange={(n) => cart.setQuantity(line.index, n)}
                      label={`Quantity of ${line.product.name}`}
                    />
                    <button
                      type="button"
                      className="button secondary"
                      onClick={() => {
                        cart.remove(line.index)
                        track('Product Removed', {
                          cart_id: cartId(shop.scope),
                          ...productProperties(line.product, shop),
                          ...(line.option ? { variant: line.option } : {}),
                          quantity: line.quantity,
                        })
                      }}
                    >
                      Remove <span className="visually-hidden">{line.product.name}</span>
                    </button>
                  </>
                ),
              }
            })}
          />
          <div className="actions">
            <a className="button secondary" href={withBase(links.catalog)}>
              Continue shopping
            </a>
            {links.checkout && (
              <a className="button" href={withBase(links.checkout)}>
                Checkout
              </a>
            )}
          </div>
        </section>
      )}
    </>
  )
}
