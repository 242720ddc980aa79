// The shop kit: the cart and orders in stored state, totals, the ecommerce analytics events, and the product grid,
// item chooser, quantity stepper and order summary views.
export { cartKey, cartShape } from './cart.ts'
export type { ShopContext } from './ecommerce.ts'
export { cartId, lineProperties, orderTotals, productProperties, trackOrderCompleted, trackProductAdded } from './ecommerce.ts'
export { ItemChooser } from './ItemChooser.tsx'
export { OrderSummary, summaryLine } from './OrderSummary.tsx'
export { orders } from './orders.ts'
export { ProductGrid } from './ProductGrid.tsx'
export { QuantityStepper } from './QuantityStepper.tsx'
export { priceLines, totals } from './totals.ts'
export { useCart, useShop } from './useShop.ts'
