// Checkout: the page itself is the frame and the empty cart's notice, fully rendered when prerendered; a stored
// cart's form and summary (CheckoutContents.tsx) are imported on demand and drawn once the lines' products have been
// fetched: no catalog travels with the page. Placing the order is done once, however often the button is pressed:
// the order is stored under its cart, the cart empties, and the visitor is taken to that order's confirmation. What
// is typed is kept as a draft across reloads, never the card's details.
import { useEffect, useState } from 'react'
import { onDemand, useOnDemand } from '../../components/forms/index.ts'
import { FeatureIntro, type PageProps, readStored, withBase } from '../../components/page/index.ts'
import { cartKey, cartShape, useCart, useShop } from '../../components/shop/index.ts'
import type { Data } from './+data.ts'
import type { Placed } from './CheckoutContents.tsx'

const contents = onDemand(() => import('./CheckoutContents.tsx'), 'the checkout')
// Checkout Started is sent from a module of its own, imported as the page mounts (checkoutStarted.ts).
const checkoutStarted = onDemand(() => import('./checkoutStarted.ts'), 'the checkout analytics')

export default function CheckoutPage({ payload }: PageProps<Data>) {
  const { links, fulfilment } = payload.page
  const prefix = payload.brand?.prefix
  const shop = useShop(payload)
  const cart = useCart(shop.scope)
  // Set once the order is placed (the cart is empty then): what the page shows until the confirmation opens.
  const [placed, setPlaced] = useState<Placed>()
  const { loaded, failed, retry } = useOnDemand(contents, cart.lines.length > 0)
  // Read from storage, not state: on the first (hydrating) render the stored cart is not in state yet.
  useEffect(() => {
    const stored = readStored(cartKey(shop.scope), [], cartShape)
    if (stored.length === 0) return
    checkoutStarted.whenLoaded().then((module) => module?.checkoutStarted(stored, prefix, fulfilment, shop))
  }, [prefix, fulfilment, shop])

  return (
    <>
      <FeatureIntro payload={payload} />
      {placed ? (
        <placed.checks.OrderPlaced id={placed.id} confirmOrder={links.confirmOrder} />
      ) : cart.lines.length === 0 ? (
        <div className="notice">
          <p>Your cart is empty, so there is nothing to check out yet.</p>
          <a className="button" href={withBase(links.catalog)}>
            Start shopping
          </a>
        </div>
      ) : loaded ? (
        <loaded.CheckoutContents payload={payload} cart={cart} shop={shop} onPlaced={setPlaced} />
      ) : failed ? (
        <div className="notice" role="alert">
          <p>The checkout could not be loaded.</p>
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>
        </div>
      ) : (
        <p className="notice" role="status">
          Loading...
        </p>
      )}
    </>
  )
}
