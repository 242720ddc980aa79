// How a partner fulfils an order: kinds in brand data, the questions a booked item asks, and the money rules the
// cart, checkout, confirmation and E-commerce events share, with exact figures.
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ProductFacts } from '../../brand/brandSchema.ts'
import { loadBrands } from '../../brand/build/loadBrands.ts'
import { type FulfilmentKind, resolveFulfilment } from '../../brand/fulfilment.ts'
import type { CartLine } from '../../components/shop/cart.ts'
import { cartShape } from '../../components/shop/cart.ts'
import { describeChoice } from '../../components/shop/choice.ts'
import { type ChoiceForm, formFromChoice, sailingDates, toChoice, validateChoice } from '../../components/shop/choiceChecks.ts'
import { orderTotals } from '../../components/shop/ecommerce.ts'
import { orderOf, placeOrder } from '../../components/shop/placeOrder.ts'
import { priceLines, rentalDays, totals } from '../../components/shop/totals.ts'
import { addLine } from '../../components/shop/useShop.ts'
import { checkoutNeeds, emptyCheckout } from '../../pages/checkout/checkoutForm.ts'
import { validateCheckout } from '../../pages/checkout/checkoutValidation.ts'
import { brandProblems as problemsFor } from './support/brandProblems.ts'

const product = (slug: string, price: number, category = 'Cars', fulfilment?: FulfilmentKind): ProductFacts => ({
  slug,
  name: slug,
  category,
  price,
  description: 'd',
  ...(fulfilment ? { fulfilment } : {}),
})

const rental = resolveFulfilment({ kind: 'rental', locations: ['Airport'], payNowDiscount: 0.1, extras: ['Add-ons'] })
const sailing = resolveFulfilment({
  kind: 'sailing',
  cabins: [
    { name: 'Interior', supplement: 0 },
    { name: 'Balcony', supplement: 150 },
  ],
  departureDays: ['Thursday', 'Sunday'],
  weeksAhead: 2,
  maxGuests: 4,
  extras: ['Excursions'],
})

describe('the money rules', () => {
  const car: CartLine = {
    slug: 'compact',
    quantity: 1,
    choice: { kind: 'rental', location: 'Airport', pickup: '2026-03-13T10:00', return: '2026-03-16T10:00' },
  }

  it('charges a rental its daily rate times its days, a started day counting whole', () => {
    expect(rentalDays({ pickup: '2026-03-13T10:00', return: '2026-03-16T10:00' })).toBe(3)
    expect(rentalDays({ pickup: '2026-03-13T10:00', return: '2026-03-16T10:01' })).toBe(4)
    expect(rentalDays({ pickup: '2026-03-13T10:00', return: '2026-03-13T15:00' })).toBe(1)
    // Across the spring clock change the calendar still says three days.
    expect(rentalDays({ pickup: '2026-03-07T09:00', return: '2026-03-10T09:00' })).toBe(3)
    const [line] = priceLines([car], [product('compact', 46)], rental)
    expect(line).toMatchObject({ unitPrice: 138, lineTotal: 138, units: { count: 3, per: 'day' }, kind: 'rental' })
  })

  it('prices a rental extra by the days of its booking, and takes the pay-now discount off the rental only', () => {
    const seat: CartLine = { slug: 'child-seat', quantity: 2, choice: car.choice as CartLine['choice'] & object }
    // A gift card in the same cart is shipped, not rented: the saving is not taken off it.
    const gift: CartLine = { slug: 'gift', quantity: 1 }
    const catalog = [product('compact', 46), product('child-seat', 14.99, 'Add-ons'), product('gift', 20, 'Gifts', 'shipping')]
    const lines = priceLines([car, seat, gift], catalog, rental)
    expect(lines.map((l) => [l.lineTotal, l.kind])).toEqual([
      [138, 'rental'],
      [89.94, 'rental'],
      [20, 'shipping'],
    ])
    // Later: 247.94 + 8% tax 19.84 = 267.78.
    expect(totals(lines, rental)).toEqual({ subtotal: 247.94, discount: 0, tax: 19.84, total: 267.78, itemCount: 4 })
    // Now: 10% off the rental's 227.94 is 22.79 (not off the gift); tax on 225.15 is 18.01; 243.16 in all.
    expect(totals(lines, rental, { payNow: true })).toEqual({
      subtotal: 247.94,
      discount: 22.79,
      tax: 18.01,
      total: 243.16,
      itemCount: 4,
    })
    // A brand that offers no saving charges the same either way.
    const noSaving = { ...rental, payNowDiscount: 0 }
    expect(totals(lines, noSaving, { payNow: true })).toEqual(totals(lines, noSaving))
  })

  it('charges a sailing its fare plus the cabin supplement per guest, and an excursion as listed', () => {
    const cruise: CartLine = {
      slug: 'bahamas',
      quantity: 1,
      choice: { kind: 'sailing', date: '2026-03-15', cabin: 'Balcony', guests: 3 },
    }
    const snorkel: CartLine = { slug: 'snorkel', quantity: 2, ...(cruise.choice ? { choice: cruise.choice } : {}) }
    const lines = priceLines(
      [cruise, snorkel],
      [product('bahamas', 389, 'Cruises'), product('snorkel', 69.99, 'Excursions')],
      sailing,
    )
    // (389 + 150) × 3 = 1617; 2 × 69.99 = 139.98.
    expect(lines.map((l) => [l.unitPrice, l.lineTotal, l.units])).toEqual([
      [1617, 1617, { count: 3, per: 'guest' }],
      [69.99, 139.98, undefined],
    ])
    expect(totals(lines, sailing)).toEqual({ subtotal: 1756.98, discount: 0, tax: 140.56, total: 1897.54, itemCount: 3 })
  })

  it('rounds to cents at each step, and leaves applications out of the totals: they are not sold', () => {
    const jpmc = resolveFulfilment({ kind: 'application' })
    const mixed = priceLines(
      [
        { slug: 'card', quantity: 1 },
        { slug: 'gift', quantity: 3 },
      ],
      [product('card', 95), product('gift', 33.33, 'Gift Cards', 'shipping')],
      jpmc,
    )
    // Only the gift cards: 99.99, tax 99.99 × 8% = 7.9992 → 8.00; the card application is one line, unpriced.
    expect(totals(mixed, jpmc)).toEqual({ subtotal: 99.99, discount: 0, tax: 8, total: 107.99, itemCount: 3 })
    expect(mixed.map((l) => [l.unpriced, l.single])).toEqual([
      [true, true],
      [false, false],
    ])
    expect(totals(mixed.slice(0, 1), jpmc)).toEqual({ subtotal: 0, discount: 0, tax: 0, total: 0, itemCount: 0 })
  })

  it('counts a booking, an application, a digital good and a membership once per line, whatever was stored', () => {
    const choice = { kind: 'rental', location: 'Airport', pickup: '2026-03-13T10:00', return: '2026-03-16T10:00' } as const
    const catalog = [
      product('compact', 46),
      product('child-seat', 14.99, 'Add-ons'),
      product('card', 95, 'Cards', 'application'),
      product('pass', 149, 'Passes', 'digital'),
      { ...product('all-access', 59, 'Memberships', 'shipping'), onePerLine: true as const },
      product('boots', 169, 'Boots', 'shipping'),
    ]
    const stored = catalog.map((p) => ({ slug: p.slug, quantity: 3, choice }))
    const lines = priceLines(stored, catalog, rental)
    expect(lines.map((l) => [l.slug, l.quantity, l.single])).toEqual([
      ['compact', 1, true],
      // An extra keeps its quantity: two child seats.
      ['child-seat', 3, false],
      ['card', 1, true],
      ['pass', 1, true],
      ['all-access', 1, true],
      ['boots', 3, false],
    ])
    // Added again, the same booking stays one.
    expect(addLine([{ slug: 'compact', quantity: 1, choice }], 'compact', undefined, 1, choice, 1)).toEqual([
      { slug: 'compact', quantity: 1, choice },
    ])
  })

  it('flags a booked item without a choice instead of pricing it as if chosen', () => {
    const [line] = priceLines([{ slug: 'compact', quantity: 1 }], [product('compact', 46)], rental)
    expect(line).toMatchObject({ needsChoice: true, unitPrice: 46 })
  })

  it('gives the E-commerce events the figures the pages show', () => {
    const figures = { subtotal: 227.94, discount: 22.79, tax: 16.41, total: 221.56, itemCount: 3 }
    expect(orderTotals(figures, 'USD')).toEqual({
      value: 221.56,
      revenue: 205.15,
      subtotal: 227.94,
      discount: 22.79,
      tax: 16.41,
      shipping: 0,
      currency: 'USD',
    })
  })
})

describe('the questions a booked item asks', () => {
  const today = '2026-03-12'
  const form = (kind: 'rental' | 'sailing' | 'appointment', values: Partial<ChoiceForm>) => ({
    ...formFromChoice(kind, kind === 'sailing' ? sailing : rental, today),
    ...values,
  })

  it('suggests a rental from tomorrow for three days, or starts from the choice already in the cart', () => {
    const suggested = formFromChoice('rental', rental, today)
    expect(suggested).toMatchObject({ location: 'Airport', pickupDate: '2026-03-13', returnDate: '2026-03-16' })
    expect(validateChoice('rental', suggested, rental, today)).toEqual({})
    const earlier = { kind: 'rental', location: 'Airport', pickup: '2026-04-01T09:30', return: '2026-04-03T09:30' } as const
    expect(toChoice('rental', formFromChoice('rental', rental, today, earlier))).toEqual(earlier)
  })

  it('explains what is wrong with rental dates', () => {
    expect(
      validateChoice('rental', form('rental', { location: 'Moon', pickupDate: '2026-03-11', returnTime: '' }), rental, today),
    ).toEqual({
      location: 'Choose where you pick up.',
      pickupDate: 'Pick up today or later.',
      returnTime: 'Enter the return time.',
    })
    expect(validateChoice('rental', form('rental', { returnDate: '2026-03-13', returnTime: '09:00' }), rental, today)).toEqual({
      returnDate: 'Return after the pickup date and time.',
    })
    expect(validateChoice('rental', form('rental', { returnDate: '2026-04-30' }), rental, today)).toEqual({
      returnDate: 'Rent for up to 30 days.',
    })
    // A day the calendar does not have is not rolled over into the next month.
    expect(
      validateChoice('rental', form('rental', { pickupDate: '2026-02-30', returnDate: '2026-03-32' }), rental, today),
    ).toEqual({
      pickupDate: 'Enter the pickup date.',
      returnDate: 'Enter the return date.',
    })
  })

  it('offers the departure weekdays ahead, and checks cabin and guests', () => {
    expect(sailingDates(today, sailing)).toEqual(['2026-03-15', '2026-03-19', '2026-03-22', '2026-03-26'])
    expect(validateChoice('sailing', form('sailing', { sailingDate: '2026-03-14', guests: '5' }), sailing, today)).toEqual({
      sailingDate: 'Choose a sailing date.',
      guests: 'Choose from 1 to 4 guests.',
    })
    expect(toChoice('sailing', form('sailing', { sailingDate: '2026-03-19', cabin: 'Balcony' }))).toEqual({
      kind: 'sailing',
      date: '2026-03-19',
      cabin: 'Balcony',
      guests: 2,
    })
  })

  it('books a visit from tomorrow in one of the windows', () => {
    const service = resolveFulfilment({ kind: 'appointment' })
    expect(validateChoice('appointment', formFromChoice('appointment', service, today), service, today)).toEqual({
      visitDate: 'Choose a date for the visit.',
      window: 'Choose an arrival window.',
    })
    expect(
      validateChoice(
        'appointment',
        { ...formFromChoice('appointment', service, today), visitDate: today, window: '12:00-16:00' },
        service,
        today,
      ),
    ).toEqual({
      visitDate: 'Choose a date from tomorrow on.',
    })
  })

  it('describes a choice in the cart, and asks again for a stored one of the wrong shape', () => {
    const car = { kind: 'rental', location: 'Airport', pickup: '2026-03-13T10:00', return: '2026-03-16T14:30' } as const
    expect(describeChoice(car, 'en-US')).toBe(
      'Airport: Fri, Mar 13, 2026 at 10\u00a0AM to Mon, Mar 16, 2026 at 2:30\u00a0PM (4 days)',
    )
    expect(describeChoice({ kind: 'sailing', date: '2026-03-15', cabin: 'Balcony', guests: 1 }, 'en-US')).toBe(
      'Sails Sun, Mar 15, 2026, Balcony cabin, 1 guest',
    )
    // The visit's window is stored as "08:00-12:00" and said in the brand's locale.
    expect(describeChoice({ kind: 'appointment', date: '2026-03-14', window: '08:00-12:00' }, 'en-US')).toBe(
      'Visit Sat, Mar 14, 2026, arriving 8\u00a0AM–12\u00a0PM',
    )
    // A stored choice of the wrong shape is no choice: the line is kept, and asks to be chosen again.
    const bad = { kind: 'rental', location: 'A', pickup: '2026-03-16T10:00', return: '2026-03-13T10:00' }
    const kept = cartShape.parse([
      { slug: 'compact', quantity: 1, choice: bad },
      { slug: 'y', quantity: 1, choice: 'soon' },
    ])
    expect(kept).toEqual([{ slug: 'compact', quantity: 1, choice: bad }])
    expect(priceLines(kept ?? [], [product('compact', 46)], rental)[0]).toMatchObject({ needsChoice: true, unitPrice: 46 })
  })
})

describe('checkout asks only what the kind needs', () => {
  const needs = (kinds: FulfilmentKind[], form: Partial<typeof emptyCheckout> = {}) =>
    checkoutNeeds(new Set(kinds), { ...emptyCheckout, ...form })

  it('per kind', () => {
    expect(needs(['shipping'])).toMatchObject({ address: 'delivery', card: true, method: false, payment: false })
    expect(needs(['pickup-or-delivery', 'pickup-or-delivery'])).toMatchObject({ method: true, address: false, card: true })
    expect(needs(['pickup-or-delivery'], { method: 'pickup' })).toMatchObject({ pickupAt: true, address: false })
    expect(needs(['pickup-or-delivery'], { method: 'delivery' })).toMatchObject({ pickupAt: false, address: 'delivery' })
    expect(needs(['rental'], { payment: 'later' })).toMatchObject({ address: false, payment: true, card: false })
    expect(needs(['rental'], { payment: 'now' })).toMatchObject({ card: true })
    expect(needs(['sailing'])).toMatchObject({ address: false, card: true })
    expect(needs(['appointment'])).toMatchObject({ address: 'visit', phone: true, card: true })
    expect(needs(['in-store'])).toMatchObject({ address: false, card: true, phone: false })
    expect(needs(['application'])).toMatchObject({ address: false, card: false, phone: true, birthDate: true })
    expect(needs(['shipping', 'appointment'])).toMatchObject({ address: 'both' })
    // A digital good is emailed: paid by card, never asking an address, unless something else in the cart ships.
    expect(needs(['digital'])).toMatchObject({ address: false, card: true, phone: false })
    expect(needs(['digital', 'shipping'])).toMatchObject({ address: 'delivery', card: true })
  })

  it('checks an applicant is an adult and leaves out what is not asked', () => {
    const now = new Date('2026-03-12T12:00:00Z')
    const applicant = {
      ...emptyCheckout,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '415 555 0101',
      birthDate: '2010-01-01',
    }
    expect(validateCheckout(applicant, needs(['application']), [], now)).toEqual({ birthDate: 'Applicants must be 18 or older.' })
    expect(validateCheckout({ ...applicant, birthDate: '1990-05-01' }, needs(['application']), [], now)).toEqual({})
    expect(validateCheckout({ ...applicant, method: '' }, needs(['pickup-or-delivery']), ['Downtown'], now)).toMatchObject({
      method: 'Choose pickup or delivery.',
      cardNumber: expect.stringMatching(/valid card number/),
    })
  })
})

describe('placing an order', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('makes one order per cart, however often it is placed', () => {
    const store = new Map<string, string>()
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    })
    vi.stubGlobal('window', { addEventListener: () => {}, removeEventListener: () => {} })
    const lines = priceLines([{ slug: 'a', quantity: 1 }], [product('a', 10)], resolveFulfilment(undefined))
    const make = (id: string) =>
      orderOf(
        lines,
        totals(lines, rental),
        { contact: { name: 'A', email: 'a@example.com' }, kind: 'shipping' },
        {
          id,
          checkoutId: 'cart-1',
          placedAt: '2026-03-12T12:00:00.000Z',
        },
      )
    expect(placeOrder('T', make('T-111111')).id).toBe('T-111111')
    expect(placeOrder('T', make('T-222222')).id).toBe('T-111111')
    expect(JSON.parse(store.get('storefront:T:orders') ?? '[]')).toHaveLength(1)
  })
})

describe('fulfilment in brand data', () => {
  const avis = JSON.parse(readFileSync('brands/avis.json', 'utf8'))

  it('gives every selling brand a kind that fits its business', () => {
    const kinds = Object.fromEntries(loadBrands().map((b) => [b.prefix, b.fulfilment?.kind]))
    expect(kinds).toMatchObject({
      avis: 'rental',
      Carnival: 'sailing',
      KFC: 'pickup-or-delivery',
      NCR: 'in-store',
      thumbtack: 'appointment',
      jpmc: 'application',
      adtalem: 'application',
      llbean: 'shipping',
    })
  })

  it('refuses an unknown kind, naming the file and the field', () => {
    const products = structuredClone(avis.products)
    products[2].fulfilment = 'teleport'
    const problems = problemsFor({ 'avis.json': { ...avis, fulfilment: { kind: 'drone' }, products } })
    expect(problems).toContainEqual(
      expect.stringMatching(/avis\.json: fulfilment\.kind: "drone" is not a brand's fulfilment kind; expected one of shipping, /),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(/avis\.json: products\[2\]\.fulfilment: "teleport" is not a fulfilment kind/),
    )
  })

  it('refuses a brand kind of "digital", an unclear pickup time and a onePerLine other than true', () => {
    const products = structuredClone(avis.products)
    products[1].onePerLine = false
    const problems = problemsFor({
      'avis.json': { ...avis, fulfilment: { ...avis.fulfilment, kind: 'digital', pickupReady: '20 minutes' }, products },
    })
    expect(problems).toContainEqual(
      expect.stringMatching(/avis\.json: fulfilment\.kind: "digital" is not a brand's fulfilment kind.*named on each product/),
    )
    expect(problems).toContainEqual(expect.stringMatching(/avis\.json: fulfilment\.pickupReady: expected how soon/))
    expect(problems).toContainEqual(expect.stringMatching(/avis\.json: products\[1\]\.onePerLine: expected true/))
  })

  it('requires a kind where the brand sells, and extras its catalog has', () => {
    const { fulfilment: _, ...withoutKind } = avis
    expect(problemsFor({ 'avis.json': withoutKind })).toContainEqual(
      expect.stringMatching(/avis\.json: fulfilment: a brand with shop pages names how orders are handed over/),
    )
    expect(problemsFor({ 'avis.json': { ...avis, fulfilment: { ...avis.fulfilment, extras: ['Jetpacks'] } } })).toContainEqual(
      expect.stringMatching(/avis\.json: fulfilment\.extras\[0\]: no product in category "Jetpacks"/),
    )
  })
})
