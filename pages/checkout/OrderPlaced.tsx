// What the checkout shows once its order is placed, until the confirmation opens (or for good where the brand has
// none): never the empty cart, whose link would sit under the finger of a second tap. It comes with the checkout's
// rules (checkoutValidation.ts), which placing the order needs: no part of the page's first load.
import { withBase } from '../../components/page/index.ts'

export function OrderPlaced({ id, confirmOrder }: { id: string; confirmOrder: string | undefined }) {
  return (
    <p className="notice" role="status">
      Order <strong className="order-id">{id}</strong> is placed.{' '}
      {confirmOrder ? <a href={withBase(`${confirmOrder}?order=${id}`)}>See its confirmation</a> : 'Thank you!'}
    </p>
  )
}
