// The cart's and the checkout's words are chosen at build time for the brand's own kinds of fulfilment: each page
// carries what its orders can need and nothing of the other kinds.
import { describe, expect, it } from 'vitest'
import { data as cartData } from '../../pages/cart/+data.ts'
import { data as checkoutData } from '../../pages/checkout/+data.ts'
import { checkoutWords } from '../../pages/checkout/checkoutWords.ts'

const checkout = (path: string) => checkoutData({ routeParams: {}, urlPathname: path } as never).page.words
const cart = (path: string) => cartData({ routeParams: {}, urlPathname: path } as never).page.words

describe('checkout words', () => {
  it('a brand of one kind carries that kind’s words only', () => {
    expect(checkout('/KFC/shop/checkout')).toEqual({
      kinds: [{ kind: 'pickup-or-delivery', submit: 'Place order', details: 'Your details' }],
      contact: [],
      address: { delivery: 'Delivery address' },
    })
    expect(checkout('/avis/products/checkout')).toEqual({
      kinds: [
        {
          kind: 'rental',
          submit: 'Reserve now',
          details: 'Your details',
          unpaid: 'No card is needed now: you pay at the counter when you pick up.',
        },
      ],
      contact: [],
      address: {},
      unchosen: {
        notice: 'An item in your cart still needs its dates: choose them in the cart first.',
        back: 'Back to the cart',
      },
    })
    const applying = checkout('/jpmc/products/checkout')
    expect(applying.kinds).toEqual([
      {
        kind: 'application',
        submit: 'Submit application',
        details: 'About you, the applicant',
        unpaid: 'No payment is taken with an application: any fees are due only once you are approved.',
      },
    ])
    expect(applying.contact.map((f) => f.key)).toEqual(['phone', 'birthDate'])
    expect(applying.unchosen).toBeUndefined()
  })

  it('a brand of mixed kinds carries each, in the order an order is told in, and every address its orders can ask', () => {
    const att = checkout('/att/products/checkout')
    expect(att.kinds.map((k) => [k.kind, k.submit])).toEqual([
      ['appointment', 'Book visit'],
      ['shipping', 'Place order'],
    ])
    expect(att.address).toEqual({ delivery: 'Delivery address', visit: 'Where we visit', both: 'Delivery and visit address' })
    expect(att.contact.map((f) => f.key)).toEqual(['phone'])
    expect(checkout('/discover/products/checkout').kinds.map((k) => k.kind)).toEqual(['application', 'shipping', 'digital'])
  })

  it('says what is paid later only for the kinds an order can leave unpaid', () => {
    const mixed = checkoutWords(new Set(['shipping', 'rental', 'application']))
    expect(mixed.kinds.filter((k) => k.unpaid).map((k) => k.kind)).toEqual(['rental', 'application'])
    expect(checkoutWords(new Set(['in-store'])).kinds).toEqual([
      { kind: 'in-store', submit: 'Pay and get exit pass', details: 'Your details' },
    ])
  })
})

describe('cart words', () => {
  it('tells the pay-now saving where rentals are, and unchosen dates where items are booked', () => {
    expect(cart('/avis/products/cart')).toEqual({
      more: 'Continue shopping',
      payNow: 'Pay now at checkout and save 10% on your rental.',
      unchosen: ': dates not chosen. Remove and choose again to check out.',
    })
    expect(cart('/thumbtack/products/cart')).toEqual({
      more: 'Continue shopping',
      unchosen: ': dates not chosen. Remove and choose again to check out.',
    })
    expect(cart('/KFC/shop/cart')).toEqual({ more: 'Continue shopping' })
    // A bank's applicants compare products; they are not shopping.
    expect(cart('/jpmc/products/cart').more).toBe('Compare more products')
  })
})
