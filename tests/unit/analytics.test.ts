import { describe, expect, it } from 'vitest'
import { productionKeysProblem } from '../../analytics/build/productionKeys.ts'
import { resolveSource, sourceCandidates } from '../../analytics/build/resolveSource.ts'
import {
  loadSourceTable,
  repeatedKeyWarnings,
  type SourceTable,
  shippedSourceTablePath,
} from '../../analytics/build/sourceTable.ts'
import { storedCalls } from '../../analytics/client/madeCalls.ts'
import { withoutForeignParameters } from '../../analytics/client/pageContext.ts'
import { validateEvent } from '../../analytics/client/validateEvent.ts'
import { writeKeyProblem } from '../../analytics/writeKey.ts'
import { loadBrands } from '../../brand/build/loadBrands.ts'
import { buildRouteTable, type RouteEntry } from '../../routing/routeTable.ts'

const table = loadSourceTable()
const routes = buildRouteTable(loadBrands()).routes
const route = (path: string) => routes.find((r) => r.path === path) as RouteEntry

describe('source resolution', () => {
  it('tries the path key, then the family variant, the section and the family home', () => {
    expect(sourceCandidates(route('/KFC/shop/cart'), table)).toEqual(['KFCshopcart', 'KFCcart', 'KFCshop', 'KFC'])
    expect(sourceCandidates(route('/cr/journey/start'), table)).toEqual(['crjourneystart', 'crjourneystart', 'cr'])
    expect(sourceCandidates(route('/arch-pristine/shop/cart'), table)).toEqual([
      'arch-pristineshopcart',
      'pristinecart',
      'pristineshop',
      'pristine',
    ])
  })

  it('maps brands without a family of their own, and the top-level pages, to the table’s families', () => {
    expect(resolveSource(route('/thumbtack/ai'), table, false)?.name).toBe('Demoai')
    expect(resolveSource(route('/thumbtack'), table, false)?.name).toBe('Demo')
    expect(resolveSource(route('/'), table, false)?.name).toBe('Demo')
    expect(resolveSource(route('/account'), table, false)?.name).toBe('Demoaccount')
    expect(resolveSource(route('/KFC/wifi/login'), table, false)?.name).toBe('KFC')
  })

  it('gives every page of the site a source, with the production key only for PROD', () => {
    for (const r of routes) expect(resolveSource(r, table, false), r.path).not.toBeNull()
    const cart = route('/KFC/shop/cart')
    expect(resolveSource(cart, table, false)).toEqual({ name: 'KFCcart', writeKey: table.sources.KFCcart?.test })
    expect(resolveSource(cart, table, true)).toEqual({ name: 'KFCcart', writeKey: table.sources.KFCcart?.prod })
  })

  it('finds no source when the family is missing from the table', () => {
    const partial: SourceTable = { placeholder: false, brandFamilies: {}, sources: { avis: table.sources.avis as never } }
    expect(resolveSource(route('/KFC/shop/cart'), partial, false)).toBeNull()
  })
})

/** A well-formed write key of one repeated character. */
const key = (c: string) => c.repeat(32)

describe('source table checks', () => {
  it('ships a distinct key per source', () => {
    expect(repeatedKeyWarnings(table)).toEqual([])
    const keys = Object.values(table.sources).flatMap((s) => [s.prod, s.test])
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('warns about a key shared by different families, naming the key and every source using it', () => {
    const copyPasted: SourceTable = {
      placeholder: false,
      brandFamilies: {},
      sources: {
        avis: { family: 'avis', prod: key('a'), test: key('b') },
        hack25: { family: 'hack25', prod: key('a'), test: key('d') },
      },
    }
    expect(repeatedKeyWarnings(copyPasted)).toEqual([
      `write key ${key('a')} is shared by families avis and hack25: avis (prod), hack25 (prod)`,
    ])
  })

  it('warns about a key repeated within one family, as the old app’s avis (5 sources) and hack25 (6) entries did', () => {
    const avis = ['avis', 'avisaccount', 'avisai', 'aviscart', 'avischeckout']
    const hack25 = ['hack25', 'hack25account', 'hack25ai', 'hack25cart', 'hack25checkout', 'hack25sms']
    const sources: SourceTable['sources'] = {}
    avis.forEach((name, i) => {
      sources[name] = { family: 'avis', prod: key('e'), test: `${key('1')}${i}` }
    })
    hack25.forEach((name, i) => {
      sources[name] = { family: 'hack25', prod: `${key('2')}${i}`, test: key('f') }
    })
    sources.KFC = { family: 'KFC', prod: key('c'), test: key('c') }
    expect(repeatedKeyWarnings({ placeholder: false, brandFamilies: {}, sources })).toEqual([
      // A few users of each key, then how many more.
      `write key ${key('e')} is repeated within family avis: avis (prod), avisaccount (prod), avisai (prod) and 2 more`,
      `write key ${key('f')} is repeated within family hack25: hack25 (test), hack25account (test), hack25ai (test) and 3 more`,
      `write key ${key('c')} is repeated within family KFC: KFC (prod), KFC (test)`,
    ])
  })
})

describe('production write keys', () => {
  const shipped = shippedSourceTablePath()

  it('marks the shipped table as placeholders', () => {
    expect(table.placeholder).toBe(true)
  })

  it('refuses the placeholder table, naming the file and how to supply real keys', () => {
    const problem = productionKeysProblem(table, shipped, undefined)
    expect(problem).toContain('analytics/sources.json is marked as placeholder write keys ("placeholder": true)')
    expect(problem).toContain('name it in ANALYTICS_SOURCES')
  })

  it('refuses a supplied table that kept shipped placeholder production keys, naming the sources', () => {
    const supplied: SourceTable = {
      placeholder: false,
      brandFamilies: {},
      sources: {
        KFC: { family: 'KFC', prod: key('9'), test: key('8') },
        KFCcart: { family: 'KFC', prod: table.sources.KFCcart?.prod as string, test: key('7') },
      },
    }
    expect(productionKeysProblem(supplied, '/secure/sources.json', table)).toMatch(
      /^\/secure\/sources\.json: with ANALYTICS_ENV=PROD, the production keys of KFCcart are the shipped placeholders\. .*ANALYTICS_SOURCES/,
    )
  })

  it('accepts a supplied table of real keys', () => {
    const supplied: SourceTable = {
      placeholder: false,
      brandFamilies: {},
      sources: { KFC: { family: 'KFC', prod: key('9'), test: table.sources.KFC?.test as string } },
    }
    expect(productionKeysProblem(supplied, '/secure/sources.json', table)).toBeUndefined()
  })
})

describe('write key validation', () => {
  it('accepts a well-formed key, trimmed', () => {
    expect(writeKeyProblem('  AbCdEfGhIjKlMnOpQrStUvWxYz012345 ')).toBeNull()
  })

  it('says what is wrong with a malformed key', () => {
    expect(writeKeyProblem('')).toBe('Paste the write key of a Segment source.')
    expect(writeKeyProblem('abc def')).toBe('A write key has no spaces; paste just the key.')
    expect(writeKeyProblem('short')).toMatch(/^“short” is not a write key: it should be 20 to 64 letters and digits/)
    expect(writeKeyProblem('https://api.segment.io/v1/t')).toMatch(/is not a write key/)
  })
})

describe("event validation, in Segment's order and words", () => {
  const ok = { type: 'track', messageId: 'm1', event: 'Product Added', properties: {} }
  it('passes a valid event', () => expect(validateEvent(ok)).toBeNull())
  it('reports each problem with the catalogue message', () => {
    expect(validateEvent(null)).toBe('Event is nil')
    expect(validateEvent(undefined)).toBe('Event is nil')
    expect(validateEvent('page')).toBe('Event is not an object')
    expect(validateEvent({ ...ok, type: 7 })).toBe('.type is not a string')
    expect(validateEvent({ ...ok, messageId: undefined })).toBe('.messageId is not a string')
    expect(validateEvent({ ...ok, event: undefined })).toBe('.event is not a string')
    expect(validateEvent({ ...ok, properties: [] })).toBe('.properties is not an object')
    expect(validateEvent({ type: 'identify', messageId: 'm', traits: null })).toBe('.traits is not an object')
    expect(validateEvent({ type: 'group', messageId: 'm', traits: 'x' })).toBe('.traits is not an object')
  })
})

describe('page URLs for analytics', () => {
  it('keep only the query parameters the site reads and campaign ones, and drop the fragment', () => {
    expect(withoutForeignParameters('https://demo.example/KFC/shop?email=a%40b.c&item=x&utm_source=news#top')).toBe(
      'https://demo.example/KFC/shop?item=x&utm_source=news',
    )
    expect(withoutForeignParameters('https://demo.example/adtalem/form?enquiry-firstName=Ada&enquiry-firstName=B')).toBe(
      'https://demo.example/adtalem/form',
    )
    expect(withoutForeignParameters('https://demo.example/avis/account?next=%2Favis%2Fshop')).toBe(
      'https://demo.example/avis/account?next=%2Favis%2Fshop',
    )
  })

  it('give an empty string for what is not a URL (an empty referrer)', () => {
    expect(withoutForeignParameters('')).toBe('')
    expect(withoutForeignParameters('not a url')).toBe('')
  })
})

describe('calls an earlier page of the tab left unrecorded', () => {
  const made = { href: 'https://shop.example/KFC/shop', referrer: '', title: 'Shop', at: '2026-11-26T05:00:00.000Z' }
  const page = { title: 'Shop', path: '/KFC/shop', category: 'KFC', source: { name: 'KFC', writeKey: 'k'.repeat(32) } }

  it('keeps every call of the right shape, in order, a missing argument stored as null included', () => {
    const calls = [
      { ...made, method: 'page', args: [page] },
      { ...made, method: 'track', args: ['Product Added', { product_id: 'lemonade' }] },
      { ...made, method: 'track', args: ['Cart Viewed', null] },
      { ...made, method: 'identify', args: [null, { phone: '555' }] },
      { ...made, method: 'group', args: ['team', null] },
      { ...made, method: 'reset', args: [] },
    ]
    expect(storedCalls(JSON.stringify(calls))).toEqual(calls)
  })

  it('drops each call of the wrong shape and keeps the others', () => {
    const good = { ...made, method: 'track', args: ['Product Added', {}] }
    const stored = [
      good,
      { ...made, method: 'toString', args: [] },
      { ...made, method: 'track', args: [42] },
      { ...made, method: 'page', args: [{ ...page, source: { writeKey: 7 } }] },
      { ...made, href: 'not a url', method: 'reset', args: [] },
      { ...made, at: undefined, method: 'reset', args: [] },
      'page',
      null,
    ]
    expect(storedCalls(JSON.stringify(stored))).toEqual([good])
  })

  it('reads nothing from no entry, broken JSON or a value that is not a list', () => {
    expect(storedCalls(null)).toEqual([])
    expect(storedCalls('{"method":')).toEqual([])
    expect(storedCalls('{"0":{}}')).toEqual([])
  })
})
