// Order Completed (once per order, components/shop/ecommerce.ts), imported on demand as the confirmation mounts: the
// E-commerce properties are then no part of its first load, and the event follows by one request, unseen.
export { trackOrderCompleted } from '../../components/shop/index.ts'
