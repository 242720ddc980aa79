// One order of a brand's own products, walked through the code the shop's pages run (the build's page data, the cart's
// prices, placing the checkout, the events), in Node: storage is a Map, and the caller mocks the analytics `track`
// (analytics/client/calls.ts) to record what would be sent.
import { vi } from 'vitest'
import type { Brand } from '../../../brand/brandSchema.ts'
import { loadBrands } from '../../../brand/build/loadBrands.ts'
import type { Fulfilment, FulfilmentKind } from '../../../brand/fulfilment.ts'
import { isBookingKind, isExtra, productKind } from '../../../brand/productKind.ts'
import type { CartLine } from '../../../components/shop/cart.ts'
import type { Choice } from '../../../components/shop/choiceShape.ts'
import { type ShopContext, trackProductAdded } from '../../../components/shop/ecommerce.ts'
import { trackOrderCompleted } from '../../../components/shop/orderCompleted.ts'
import type { Order } from '../../../components/shop/orders.ts'
import { type PricedLine, priceLines } from '../../../components/shop/totals.ts'
import { trackCartViewed } from '../../../pages/cart/cartEvents.ts'
import { data as checkoutData } from '../../../pages/checkout/+data.ts'
import { type CheckoutForm, emptyCheckout, testCardNumber } from '../../../pages/checkout/checkoutForm.ts'
import { trackCheckoutStarted } from '../../../pages/checkout/checkoutStarted.ts'
import { placeCheckoutOrder } from '../../../pages/checkout/placeCheckoutOrder.ts'

/** Storage and window for code that keeps state in the browser. */
export function fakeBrowser(): void {
  const store = new Map<string, string>()
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  })
  vi.stubGlobal('window', { addEventListener: () => {}, removeEventListener: () => {} })
}

/** Brands whose shop has a checkout, with the path of each of their shop pages. */
export function checkoutBrands(): { brand: Brand; path: (page: 'cart' | 'checkout' | 'confirmOrder') => string }[] {
  return loadBrands().flatMap((brand) => {
    const checkout = brand.pages.find((p) => p.endsWith('/checkout'))
    if (!checkout) return []
    const section = checkout.slice(0, -'/checkout'.length)
    return [{ brand, path: (page: string) => `/${brand.prefix}/${section}/${page}` }]
  })
}

/** What a booked item of `kind` was chosen with: dates ahead, the brand's first place, cabin or window. */
export function sampleChoice(kind: FulfilmentKind, fulfilment: Fulfilment): Choice | undefined {
  if (kind === 'rental')
    return { kind, location: fulfilment.locations[0] ?? '', pickup: '2026-03-13T10:00', return: '2026-03-16T10:00' }
  if (kind === 'sailing') return { kind, date: '2026-03-15', cabin: fulfilment.cabins[0]?.name ?? '', guests: 2 }
  if (kind === 'appointment') return { kind, date: '2026-03-14', window: fulfilment.timeWindows[0] ?? '' }
  return undefined
}

/** The checkout form as a visitor fills it: every field valid, pickup at the first store, `payment` for a rental. */
export function filledForm(fulfilment: Fulfilment, answers: Partial<CheckoutForm> = {}): CheckoutForm {
  return {
    ...emptyCheckout,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '415 555 0101',
    birthDate: '1990-05-01',
    method: 'pickup',
    pickupAt: fulfilment.locations[0] ?? '',
    address: '12 Analytical Row',
    city: 'Boston',
    postalCode: '02110',
    payment: 'now',
    cardNumber: testCardNumber,
    expiry: '12/30',
    cvc: '123',
    ...answers,
  }
}

export interface SampleOrder {
  order: Order
  lines: PricedLine[]
  fulfilment: Fulfilment
  shop: ShopContext
}

/** The first product of each of `kinds` in the brand's catalog (not an extra), each added once, checked out with
 *  `answers` and confirmed: the cart's, the checkout's and the confirmation's events in the order the pages send them. */
export function sampleOrder(prefix: string, kinds: readonly FulfilmentKind[], answers: Partial<CheckoutForm> = {}): SampleOrder {
  const entry = checkoutBrands().find((b) => b.brand.prefix === prefix)
  if (!entry) throw new Error(`${prefix} has no checkout`)
  const { brand, path } = entry
  const { fulfilment } = checkoutData({ routeParams: {}, urlPathname: path('checkout') } as never).page
  // The products as the checkout fetches them for its lines: each as the brand data has it (scripts/lib/productFiles.ts).
  const { products } = brand
  const shop: ShopContext = { scope: prefix, brand: brand.name, currency: brand.currency, locale: brand.locale }
  const cart: CartLine[] = kinds.map((kind) => {
    const product = products.find((p) => productKind(p, fulfilment) === kind && !isExtra(p, fulfilment))
    if (!product) throw new Error(`${prefix} sells nothing of kind ${kind}`)
    const choice = isBookingKind(kind) ? sampleChoice(kind, fulfilment) : undefined
    const option = product.options?.[0]
    return { slug: product.slug, ...(option ? { option } : {}), quantity: 1, ...(choice ? { choice } : {}) }
  })
  const lines = priceLines(cart, products, fulfilment)
  for (const line of lines) {
    const full = brand.products.find((p) => p.slug === line.slug)
    if (full) trackProductAdded(full, line.option, line.quantity, shop, line.unitPrice)
  }
  trackCartViewed(lines, shop)
  trackCheckoutStarted(lines, fulfilment, shop)
  const order = placeCheckoutOrder(prefix, filledForm(fulfilment, answers), lines, fulfilment)
  trackOrderCompleted(order, shop)
  return { order, lines, fulfilment, shop }
}

/** The kinds of fulfilment a brand's products are handed over by. */
export function brandKinds(brand: Brand, fulfilment: Fulfilment): FulfilmentKind[] {
  return [...new Set(brand.products.map((p) => productKind(p, fulfilment)))]
}
