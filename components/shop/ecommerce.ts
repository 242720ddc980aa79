// Segment E-commerce Spec v2 properties (https://segment.com/docs/connections/spec/ecommerce/v2/) from our
// catalog, cart and orders, so every shop page reports the same field names, and one order's products the same
// fields on every event (Product Added, Cart Viewed, Checkout Started, Order Completed).

import { track } from '../../analytics/client/calls.ts'
import type { Product, ProductFacts } from '../../brand/brandSchema.ts'
import { readStored, writeStored } from '../../lib/stored.ts'
import type { PricedLine, Totals } from './totals.ts'

export interface ShopContext {
  scope: string
  brand: string | undefined
  currency: string
  /** The brand's locale, which its times are shown in (lib/formatTime.ts); not sent with events. */
  locale: string
}

/** `price`: one item's price as chosen (a car for its days), where it differs from the catalog price. */
export function productProperties(product: ProductFacts, shop: ShopContext, price = product.price) {
  return {
    product_id: product.slug,
    sku: product.barcode ?? product.slug,
    category: product.category,
    name: product.name,
    brand: shop.brand,
    price,
    currency: shop.currency,
  }
}

/** One cart id per brand and visitor, for cart_id / checkout_id. */
export function cartId(scope: string): string {
  const key = `storefront:${scope}:cart-id`
  let id = readStored<string | null>(key, null, (v): v is string => typeof v === 'string' && v !== '')
  if (!id) {
    id = `cart-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
    writeStored(key, id)
  }
  return id
}

export function lineProperties(lines: readonly PricedLine[], shop: ShopContext) {
  return lines.map((line, i) => ({
    ...productProperties(line.product, shop, line.unitPrice),
    ...(line.option ? { variant: line.option } : {}),
    quantity: line.quantity,
    position: i + 1,
  }))
}

export function trackProductAdded(
  product: Product,
  option: string | undefined,
  quantity: number,
  shop: ShopContext,
  price = product.price,
): void {
  track('Product Added', {
    cart_id: cartId(shop.scope),
    ...productProperties(product, shop, price),
    ...(option ? { variant: option } : {}),
    quantity,
  })
}

/** The order figures every checkout event carries, as the cart, checkout and confirmation show them. */
export function orderTotals(totals: Omit<Totals, 'discount'> & { discount?: number | undefined }, currency: string) {
  const discount = totals.discount ?? 0
  return {
    value: totals.total,
    revenue: Math.round((totals.subtotal - discount) * 100) / 100,
    subtotal: totals.subtotal,
    discount,
    tax: totals.tax,
    shipping: 0,
    currency,
  }
}
