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
  it('names each step of a flow by what it asks or gives, and takes the brand’s own label where it has one', () => {
    expect(explore('purina')).toEqual([
      'Your account and orders',
      'Find the right food for your pet',
      'Food finder: your pet’s age',
      'Food finder: your pet’s size',
      'Food finder: how active your pet is',
      'Food finder: health needs',
      'Food finder: check your answers',
      'Food finder: the food we recommend',
      'Food finder: save your recommendation',
      'Shop food, treats and starter kits',
      'Your cart',
      'Checkout: delivery and payment',
      'Choose an item’s options',
      'Your order confirmation',
      'Sign up for text alerts',
    ])
    expect(explore('NCR')).toEqual(
      expect.arrayContaining(['Scan items as you shop', 'Pay and get your exit pass', 'Your receipt and exit pass']),
    )
    // Checkout and the confirmation in the words of each brand's kind: nothing is delivered by a rental or Scan & Go.
    expect(explore('avis')).toEqual(expect.arrayContaining(['Reserve: driver and payment', 'Your reservation']))
    expect(explore('KFC')).toContain('Checkout: pickup or delivery')
    expect(explore('jpmc')).toEqual(expect.arrayContaining(['Apply: your details', 'Your application']))
    for (const prefix of ['avis', 'NCR', 'jpmc', 'thumbtack']) expect(explore(prefix).join(), prefix).not.toMatch(/delivery/i)
    expect(explore('KFC')).toEqual(expect.arrayContaining(['See the menu', 'Connect to guest Wi-Fi', 'Sign in to guest Wi-Fi']))
    expect(explore('cr')).toContain('Read: Smart Car Buying: Reliability, Price and Tires')
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
