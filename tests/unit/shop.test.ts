import { describe, expect, it } from 'vitest'
import type { Product } from '../../brand/brandSchema.ts'
import { resolveFulfilment } from '../../brand/fulfilment.ts'
import { priceLines, totals } from '../../components/shop/totals.ts'
import { addLine, clampQuantity, maxQuantity } from '../../components/shop/useShop.ts'
import { referenceNumber } from '../../lib/referenceNumber.ts'
import { type CheckoutForm, checkoutNeeds, emptyCheckout } from '../../pages/checkout/checkoutForm.ts'
import { luhnValid, validateCheckout as validate } from '../../pages/checkout/checkoutValidation.ts'

const product = (slug: string, price: number): Product => ({
  slug,
  name: slug,
  category: 'c',
  price,
  description: 'd',
  art: { color: '#000000', parts: [{ d: 'M0 0', fill: '#000000' }] },
})

describe('cart', () => {
  it('adds to an existing line with the same option instead of duplicating it', () => {
    const one = addLine([], 'bucket', 'Original', 1)
    const two = addLine(one, 'bucket', 'Original', 2)
    expect(two).toEqual([{ slug: 'bucket', option: 'Original', quantity: 3 }])
    expect(addLine(two, 'bucket', 'Spicy', 1)).toHaveLength(2)
  })

  it('keeps quantities between 1 and the maximum', () => {
    expect(clampQuantity(0)).toBe(1)
    expect(clampQuantity(-4)).toBe(1)
    expect(clampQuantity(Number.NaN)).toBe(1)
    expect(clampQuantity(999)).toBe(maxQuantity)
    expect(addLine([{ slug: 'a', quantity: 19 }], 'a', undefined, 5)[0]?.quantity).toBe(maxQuantity)
  })

  it('prices lines, leaves out products that no longer exist, and totals with tax', () => {
    const priced = priceLines(
      [
        { slug: 'a', quantity: 3 },
        { slug: 'gone', quantity: 1 },
        { slug: 'b', quantity: 1 },
      ],
      [product('a', 2.99), product('b', 10)],
      resolveFulfilment(undefined),
    )
    expect(priced.map((l) => [l.slug, l.lineTotal, l.index])).toEqual([
      ['a', 8.97, 0],
      ['b', 10, 2],
    ])
    expect(totals(priced, resolveFulfilment(undefined))).toEqual({
      subtotal: 18.97,
      discount: 0,
      tax: 1.52,
      total: 20.49,
      itemCount: 4,
    })
  })

  it('makes readable order references', () => {
    expect(referenceNumber('KFC', undefined, () => 0)).toBe('KFC-222222')
    expect(referenceNumber('arch-pristine')).toMatch(/^ARCH-[2-9A-Z]{6}$/)
  })
})

describe('checkout validation', () => {
  const shipped = checkoutNeeds(new Set(['shipping']), emptyCheckout)
  const validateCheckout = (form: CheckoutForm, now: Date) => validate(form, shipped, [], now)
  const valid: CheckoutForm = {
    ...emptyCheckout,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    address: '12 Analytical Row',
    city: 'London',
    postalCode: 'N1 9GU',
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/30',
    cvc: '123',
  }
  const now = new Date('2026-11-21T12:00:00Z')

  it('accepts a complete form with the test card', () => {
    expect(validateCheckout(valid, now)).toEqual({})
  })

  it('explains each problem next to its field', () => {
    const errors = validateCheckout({ ...valid, email: 'ada@', cardNumber: '4242 4242 4242 4241', cvc: '12', name: ' ' }, now)
    expect(errors).toEqual({
      name: 'Enter your full name.',
      email: 'Enter an email address like name@example.com.',
      cardNumber: 'Enter a valid card number. In this demo use 4242 4242 4242 4242.',
      cvc: 'Enter the 3 or 4 digit security code.',
    })
  })

  it('rejects expired and malformed expiry dates', () => {
    expect(validateCheckout({ ...valid, expiry: '10/26' }, now).expiry).toBe('This card has expired. Use a future date.')
    expect(validateCheckout({ ...valid, expiry: '11/26' }, now).expiry).toBeUndefined()
    expect(validateCheckout({ ...valid, expiry: '13/30' }, now).expiry).toBe('Enter the expiry date as MM/YY.')
  })

  it('checks card numbers with the Luhn algorithm', () => {
    expect(luhnValid('4242424242424242')).toBe(true)
    expect(luhnValid('4242424242424241')).toBe(false)
  })
})

describe('stored state from an older version or edited by hand', () => {
  it('is recognised as unusable instead of breaking the page', async () => {
    const { cartShape } = await import('../../components/shop/cart.ts')
    const { orders } = await import('../../components/shop/orders.ts')
    expect(cartShape.parse([{ slug: 'a', quantity: 2 }])).toEqual([{ slug: 'a', quantity: 2 }])
    expect(cartShape.parse({ slug: 'a' })).toBeUndefined()
    // One bad line is dropped; the rest of the cart is kept.
    expect(cartShape.parse([null, { slug: 'a', quantity: 'lots' }, { slug: 'b', quantity: 1 }])).toEqual([
      { slug: 'b', quantity: 1 },
    ])
    const order = {
      id: 'X',
      placedAt: '2025-01-01T00:00:00.000Z',
      lines: [{ slug: 'a', name: 'A', quantity: 1, price: 1 }],
      totals: { subtotal: 1, tax: 0, total: 1, itemCount: 1 },
      contact: { name: 'A', email: 'a@example.com' },
      shipTo: '1 Main Street, Town 12345',
    }
    // An order in the wrong shape is dropped on its own; the others are kept.
    expect(orders.shape.parse([order, { id: 7 }])).toEqual([order])
    expect(orders.shape.parse({ id: 'X' })).toBeUndefined()
  })
})
