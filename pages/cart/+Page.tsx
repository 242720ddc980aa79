// The cart: change quantities (of what is not one per line: productKind.ts isOnePerLine), remove lines, see totals and what was chosen for booked items, then go on to checkout
// or, where the brand takes no payment online, request the booking (BookingRequest.tsx, on demand). The page itself
// is the frame and the empty cart, fully rendered when prerendered; a stored cart's lines (CartContents.tsx) are
// imported on demand, and drawn once their products have been fetched: no catalog travels with the page.
import { useEffect, useState } from 'react'
import { onDemand, useOnDemand } from '../../components/forms/index.ts'
import { FeatureIntro, type PageProps, readStored, withBase } from '../../components/page/index.ts'
import { cartKey, cartShape, type Order, useCart, useShop } from '../../components/shop/index.ts'
import type { Data } from './+data.ts'
import { cartEvents } from './cartEventsOnDemand.ts'

const contents = onDemand(() => import('./CartContents.tsx'), 'the cart')

export default function CartPage({ payload }: PageProps<Data>) {
  const { links, fulfilment } = payload.page
  const prefix = payload.brand?.prefix
  const cart = useCart(payload.route.scope)
  const shop = useShop(payload)
  const [requested, setRequested] = useState<Order>()
  const filled = cart.lines.length > 0 || requested !== undefined
  const { loaded, failed, retry } = useOnDemand(contents, filled)
  // Read from storage, not state: on the first (hydrating) render the stored cart is not in state yet.
  useEffect(() => {
    const stored = readStored(cartKey(shop.scope), [], cartShape)
    cartEvents.whenLoaded().then((events) => events?.cartViewed(stored, prefix, fulfilment, shop))
  }, [prefix, fulfilment, shop])
  return (
    <>
      <FeatureIntro payload={payload} />
      {!filled ? (
        <div className="notice">
          <p>Your cart is empty.</p>
          <a className="button" href={withBase(links.catalog)}>
            Start shopping
          </a>
        </div>
      ) : loaded ? (
        <loaded.CartContents payload={payload} cart={cart} shop={shop} requested={requested} onRequested={setRequested} />
      ) : failed ? (
        <div className="notice" role="alert">
          <p>Your cart could not be loaded.</p>
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
