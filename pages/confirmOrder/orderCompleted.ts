// Order Completed (once per order, components/shop/ecommerce.ts), imported on demand as the confirmation mounts: the
// E-commerce properties and the shop context it sends with are then no part of the page's first load (the page has no
// other use for the shop's hooks), and the event follows by one request, unseen.
import type { Payload } from '../../components/page/index.ts'
import { type Order, shopContext, trackOrderCompleted } from '../../components/shop/index.ts'

export function trackOrder(order: Order, payload: Payload): void {
  trackOrderCompleted(order, shopContext(payload))
}
