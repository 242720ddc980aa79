// The E-commerce events of one order, per kind of fulfilment, as the shop's code sends them (Segment E-commerce Spec
// v2): Payment Info Entered only where a card is entered, Order Completed's revenue what was charged now, the same
// product fields on every event of the order, and shipping_method in the business's words or absent.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FulfilmentKind } from '../../brand/fulfilment.ts'
import type { CheckoutForm } from '../../pages/checkout/checkoutForm.ts'
import { fakeBrowser, sampleOrder } from './support/shopOrder.ts'

const sent = vi.hoisted(() => [] as { event: string; properties: Record<string, unknown> }[])
vi.mock('../../analytics/client/calls.ts', () => ({
  track: (event: string, properties: Record<string, unknown>) => sent.push({ event, properties }),
  identify: () => {},
  group: () => {},
  reset: () => {},
}))

beforeEach(() => {
  sent.length = 0
  fakeBrowser()
})
afterEach(() => vi.unstubAllGlobals())

const names = () => sent.map((s) => s.event)
const one = (event: string) => sent.find((s) => s.event === event)?.properties ?? {}
const order = (prefix: string, kinds: FulfilmentKind[], answers: Partial<CheckoutForm> = {}) => {
  sampleOrder(prefix, kinds, answers)
  return one('Order Completed')
}

describe('Payment Info Entered', () => {
  it('is sent where a card is entered, with how the order is handed over in the business’s words', () => {
    order('llbean', ['shipping'])
    expect(one('Payment Info Entered')).toMatchObject({ payment_method: 'Credit card', shipping_method: 'Shipping', step: 2 })
    sent.length = 0
    order('KFC', ['pickup-or-delivery'], { method: 'pickup' })
    expect(one('Payment Info Entered')).toMatchObject({ shipping_method: 'Store pickup' })
    sent.length = 0
    order('KFC', ['pickup-or-delivery'], { method: 'delivery' })
    expect(one('Payment Info Entered')).toMatchObject({ shipping_method: 'Delivery' })
    sent.length = 0
    order('hack25', ['digital'])
    expect(one('Payment Info Entered')).toMatchObject({ shipping_method: 'Email' })
  })

  it('names no shipping method where nothing is sent or collected (a home visit, a store’s exit)', () => {
    order('thumbtack', ['appointment'])
    expect(one('Payment Info Entered')).not.toHaveProperty('shipping_method')
    sent.length = 0
    order('NCR', ['in-store'])
    expect(one('Payment Info Entered')).not.toHaveProperty('shipping_method')
  })

  it('is not sent for an application, nor for a rental paid at the counter', () => {
    for (const prefix of ['jpmc', 'discover', 'adtalem']) {
      sent.length = 0
      order(prefix, ['application'])
      expect(names()).toEqual(['Product Added', 'Cart Viewed', 'Checkout Started', 'Order Completed'])
    }
    sent.length = 0
    order('avis', ['rental'], { payment: 'later' })
    expect(names()).toEqual(['Product Added', 'Cart Viewed', 'Checkout Started', 'Order Completed'])
    sent.length = 0
    order('avis', ['rental'], { payment: 'now' })
    expect(names()).toEqual(['Product Added', 'Cart Viewed', 'Checkout Started', 'Payment Info Entered', 'Order Completed'])
  })
})

describe('Order Completed', () => {
  it('has no revenue for an application: nothing is charged', () => {
    expect(order('jpmc', ['application'])).toMatchObject({ revenue: 0, total: 0, tax: 0, subtotal: 0 })
  })

  it('counts only the charged part of a cart that mixes a gift card and an application', () => {
    // Discover's $50 gift card ships and is paid now; the card application is not: revenue 50, tax 4, total 54.
    expect(order('discover', ['application', 'shipping'])).toMatchObject({ revenue: 50, subtotal: 50, tax: 4, total: 54 })
  })

  it('has no revenue for a rental paid at the counter, and the rental less its saving when paid now', () => {
    // Avis's first car, 3 days: revenue is what was charged at checkout.
    const later = order('avis', ['rental'], { payment: 'later' })
    expect(later.revenue).toBe(0)
    expect(later.total).toBeGreaterThan(0)
    sent.length = 0
    const now = order('avis', ['rental'], { payment: 'now' })
    expect(now.revenue).toBe((now.subtotal as number) - (now.discount as number))
    expect(now.discount).toBeGreaterThan(0)
  })

  it('carries the same product fields as every earlier event of the order', () => {
    for (const [prefix, kinds] of [
      ['llbean', ['shipping']],
      ['hack25', ['digital', 'shipping']],
      ['jpmc', ['application']],
      ['avis', ['rental']],
      ['thumbtack', ['appointment']],
      ['NCR', ['in-store']],
    ] as const) {
      sent.length = 0
      order(prefix, [...kinds])
      const products = (event: string) => one(event).products
      const completed = products('Order Completed')
      expect(completed, prefix).toEqual(products('Checkout Started'))
      expect(completed, prefix).toEqual(products('Cart Viewed'))
      const added = sent.filter((s) => s.event === 'Product Added').map(({ properties: { cart_id: _, ...p } }) => p)
      expect(added, prefix).toEqual((completed as { position: number }[]).map(({ position: _, ...p }) => p))
      expect(Object.keys((completed as object[])[0] ?? {}), prefix).toEqual(
        expect.arrayContaining(['product_id', 'sku', 'category', 'name', 'brand', 'price', 'quantity', 'currency']),
      )
    }
  })
})
