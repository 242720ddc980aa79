// The gallery's order per brand (scripts/gallery/shopJourney.ts): every brand with a cart has its cart, checkout and
// confirmation photographed with an order of its kind, every kind of fulfilment is among them, and the demo answers
// the gallery types pass the checkout's own rules (else the gallery would photograph a refused form).
import { describe, expect, it } from 'vitest'
import { loadBrands } from '../../brand/build/loadBrands.ts'
import { fulfilmentKinds } from '../../brand/fulfilment.ts'
import { validateCheckout } from '../../pages/checkout/checkoutValidation.ts'
import { demoValues } from '../../scripts/gallery/demoAnswers.ts'
import { shopJourney } from '../../scripts/gallery/shopJourney.ts'

const brands = loadBrands()
const journeyOf = (prefix: string) => {
  const brand = brands.find((b) => b.prefix === prefix)
  if (!brand) throw new Error(`no brand ${prefix}`)
  return shopJourney(brand)
}

describe('the gallery’s order per brand', () => {
  it('shoots the cart, checkout and confirmation of a shop, labelled with its kind', () => {
    const avis = journeyOf('avis')
    expect(avis?.shots.map((s) => s.label)).toEqual(['Cart (rental)', 'Checkout (rental)', 'Confirmation (rental)'])
    // A car booked on its own page with its dates, then an extra joining the booking.
    expect(avis?.items).toEqual([
      expect.objectContaining({ way: 'page', href: '/avis/products/confirmItem?item=economy', booked: true }),
      expect.objectContaining({ way: 'page', booked: false }),
    ])
  })

  it('ends a cart without a checkout in its booking request (Carnival), booked from the catalog card', () => {
    const carnival = journeyOf('Carnival')
    expect(carnival?.shots.map((s) => s.step)).toEqual(['cart', 'request', 'requested'])
    expect(carnival?.kind).toBe('sailing')
    expect(carnival?.items.map((i) => [i.way, i.booked])).toEqual([
      ['card', true],
      ['card', false],
    ])
  })

  it('scans Scan & Go items by their barcodes', () => {
    const ncr = journeyOf('NCR')
    expect(ncr?.kind).toBe('in-store')
    expect(ncr?.items.length).toBeGreaterThan(1)
    for (const item of ncr?.items ?? [])
      expect(item).toMatchObject({ way: 'scan', href: '/NCR/scan', barcode: expect.any(String) })
  })

  it('places an order at every brand with a cart, and every kind of fulfilment is shown', () => {
    // HGV (resort stays) and diamond (forms) are the brands without a shop; every other brand places an order.
    expect(brands.filter((b) => !shopJourney(b)).map((b) => b.prefix)).toEqual(['HGV', 'diamond'])
    const journeys = brands.map((b) => shopJourney(b)).filter((j) => j !== undefined)
    expect(journeys).toHaveLength(brands.length - 2)
    expect(new Set(journeys.map((j) => j.kind))).toEqual(new Set(fulfilmentKinds))
  })

  it('answers the checkout with demo values its rules accept, whatever it asks', () => {
    const form = {
      name: demoValues.name ?? '',
      email: demoValues.email ?? '',
      phone: demoValues.tel ?? '',
      birthDate: demoValues.bday ?? '',
      method: 'delivery',
      pickupAt: 'Main store',
      payment: 'now',
      address: demoValues['street-address'] ?? '',
      city: demoValues['address-level2'] ?? '',
      postalCode: demoValues['postal-code'] ?? '',
      cardNumber: demoValues['cc-number'] ?? '',
      expiry: demoValues['cc-exp'] ?? '',
      cvc: demoValues['cc-csc'] ?? '',
    }
    const everything = {
      phone: true,
      birthDate: true,
      method: true,
      pickupAt: true,
      payment: true,
      address: 'both',
      card: true,
    } as const
    expect(validateCheckout(form, everything, ['Main store'])).toEqual({})
  })
})
