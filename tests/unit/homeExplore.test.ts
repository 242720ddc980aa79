// The brand home's "Explore" list names what a visitor gets on each page, never a route or a step; brand data may
// name a page its own way (pageLabels), checked against the brand's pages.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadBrands } from '../../brand/build/loadBrands.ts'
import { data as homeData } from '../../pages/home/+data.ts'
import { brandProblems } from './support/brandProblems.ts'

const explore = (prefix: string) =>
  homeData({ routeParams: {}, urlPathname: `/${prefix}` } as never).page.pages.map((link) => link.label)

describe('the Explore list on a brand home', () => {
  it('links each flow at its entry, never a step inside it, a checkout or a confirmation, in the brand’s words', () => {
    expect(explore('purina')).toEqual([
      'Your account and orders',
      'Find the right food for your pet',
      'Shop food, treats and starter kits',
      'Your cart',
      'Sign up for text alerts',
    ])
    expect(explore('KFC')).toEqual(['See the menu', 'Your account and orders', 'Your cart', 'Connect to guest Wi-Fi'])
    expect(explore('NCR')).toEqual(['Your account and orders', 'Scan items as you shop', 'Your cart'])
    // The account in the words of each brand's kind; a brand that takes no orders has an account and nothing more.
    expect(explore('avis')).toContain('Your account and reservations')
    expect(explore('jpmc')).toContain('Your account and applications')
    expect(explore('thumbtack')).toContain('Your account and bookings')
    expect(explore('HGV')).toEqual(['Your account', 'Browse the resorts'])
    expect(explore('cr')).toContain('Read: Smart Car Buying: Reliability, Price and Tires')
    for (const { prefix } of loadBrands())
      expect(explore(prefix).join('|'), prefix).not.toMatch(
        /options|confirmation|check your answers|Checkout|Reserve:|Apply:|Book|exit pass|step by step|Sign in to guest/,
      )
  })

  it('words the hero’s way in by what the brand offers, not “Shop now” for a rental or an application', () => {
    const hero = (prefix: string) => homeData({ routeParams: {}, urlPathname: `/${prefix}` } as never).page.startLabel
    expect([hero('llbean'), hero('avis'), hero('Carnival'), hero('adtalem'), hero('HGV')]).toEqual([
      'Shop now',
      'Find a car',
      'Find a cruise',
      'Explore and apply',
      'Explore',
    ])
  })

  it('gives every page of every brand a distinct label with no route or step name in it', () => {
    for (const { prefix } of loadBrands()) {
      const labels = explore(prefix)
      expect(new Set(labels).size, prefix).toBe(labels.length)
      for (const label of labels)
        expect(label, prefix).not.toMatch(
          /\bstep \d|: start$|oneFive|confirmItem|confirmOrder|saveResult|Scan & Go scan|^(Shop|Pet finder|Scan & Go) (cart|checkout|order|choose item)$/i,
        )
    }
  })
})

describe('pageLabels in brand data', () => {
  const kfc = JSON.parse(readFileSync('brands/KFC.json', 'utf8'))

  it('names only pages the Explore list shows: the brand’s own fixed pages and articles', () => {
    const pageLabels = { nowhere: 'Somewhere', 'shop/products/:slug': 'A product' }
    expect(brandProblems({ 'KFC.json': { ...kfc, pageLabels } })).toEqual([
      expect.stringMatching(/KFC\.json: pageLabels\.nowhere: "nowhere" is not one of the brand's pages$/),
      expect.stringMatching(
        /KFC\.json: pageLabels\.shop\/products\/:slug: "shop\/products\/:slug" is not in the home page's Explore list/,
      ),
    ])
  })
})
