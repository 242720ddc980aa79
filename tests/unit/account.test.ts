// The account page's words for what a visitor sent the brand, chosen at build time from the brand's kind, and the
// brands' account intros, which promise only what the page shows.
import { describe, expect, it } from 'vitest'
import { loadBrands } from '../../brand/build/loadBrands.ts'
import { data as accountData } from '../../pages/account/+data.ts'

const brands = loadBrands()
const accountPath = (prefix: string) => {
  const brand = brands.find((b) => b.prefix === prefix)
  const page = brand?.pages.find((p) => p === 'account' || p === 'shop/account')
  return `/${prefix}/${page}`
}
const account = (prefix: string) => accountData({ routeParams: {}, urlPathname: accountPath(prefix) } as never)

describe('the account’s history', () => {
  it('is worded from the brand’s kind', () => {
    const lists = Object.fromEntries(brands.map((b) => [b.prefix, account(b.prefix).page.words?.list ?? null]))
    expect(lists).toEqual({
      Carnival: 'Your bookings',
      HGV: null,
      KFC: 'Your orders',
      NCR: 'Your orders',
      adtalem: 'Your applications',
      'arch-pristine': 'Your orders',
      att: 'Your orders',
      avis: 'Your reservations',
      cr: 'Your orders',
      cw: 'Your orders',
      diamond: null,
      discover: 'Your applications',
      hack25: 'Your orders',
      icb: 'Your orders',
      jpmc: 'Your applications',
      llbean: 'Your orders',
      pristine: 'Your orders',
      purina: 'Your orders',
      thd: 'Your orders',
      thumbtack: 'Your bookings',
    })
    expect(account('jpmc').page.words).toEqual({
      list: 'Your applications',
      item: 'Application',
      sent: 'Submitted',
      done: 'Submitted',
      applied: true,
    })
  })

  it('links an order to its confirmation only where the brand has that page', () => {
    expect(account('KFC').page.confirmOrder).toBe('/KFC/shop/confirmOrder')
    expect(account('Carnival').page.confirmOrder).toBeUndefined()
  })

  it('is what each intro promises: the list the page shows, or the profile where there is none', () => {
    const stems: Record<string, RegExp> = {
      'Your orders': /\borders\b/,
      'Your applications': /\bappli(ed|cations?)\b/,
      'Your reservations': /\breservations\b/,
      'Your bookings': /\b(book|booked|bookings)\b/,
    }
    for (const brand of brands) {
      const { intro, page } = account(brand.prefix)
      expect(intro, brand.prefix).toMatch(page.words ? (stems[page.words.list] as RegExp) : /\bprofile\b/)
    }
  })
})
