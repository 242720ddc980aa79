import { describe, expect, it } from 'vitest'
import { belongsTo, type EventRecord, eventCounts } from '../../analytics/client/analyticsState.ts'
import { storedCalls } from '../../analytics/client/madeCalls.ts'
import { resetSummary } from '../../components/inspector/resetSummary.ts'
import { demoStateKeys, parseStoredKey } from '../../lib/demoState.ts'

const keys = [
  'storefront:KFC:cart',
  'storefront:KFC:cart-id',
  'storefront:KFC:orders',
  'storefront:KFC:user',
  // A feature added later stores under the same scheme, with no code of its own in the reset.
  'storefront:KFC:checkout-draft',
  'storefront:KFC-west:cart',
  'storefront:avis:user',
  'storefront:avis:journey',
  'storefront:Demo:cart',
  // The inspector's own state (events, identity, the presenter's write key) and keys of other software.
  'storefront:analytics',
  'ajs_anonymous_id',
  'persisted-queue:v1:abc:event-queue:items',
  'my-storefront:KFC:cart',
]

describe('the presenter’s reset: which stored keys it clears', () => {
  it('clears one brand’s keys, whatever their name, and no other brand’s (not even one whose prefix begins alike)', () => {
    expect(demoStateKeys(keys, 'KFC')).toEqual([
      'storefront:KFC:cart',
      'storefront:KFC:cart-id',
      'storefront:KFC:orders',
      'storefront:KFC:user',
      'storefront:KFC:checkout-draft',
    ])
    expect(demoStateKeys(keys, 'avis')).toEqual(['storefront:avis:user', 'storefront:avis:journey'])
    expect(demoStateKeys(keys, 'Demo')).toEqual(['storefront:Demo:cart'])
    expect(demoStateKeys(keys, 'Hertz')).toEqual([])
  })

  it('for every brand clears every scope’s keys and keeps the analytics state and other software’s keys', () => {
    const all = demoStateKeys(keys, null)
    expect(all).toHaveLength(9)
    expect(all).not.toContain('storefront:analytics')
    expect(all.every((key) => key.startsWith('storefront:'))).toBe(true)
  })

  it('reads a key’s scope and name, names containing colons included', () => {
    expect(parseStoredKey('storefront:arch-pristine:foodfinder-saved')).toEqual({
      scope: 'arch-pristine',
      name: 'foodfinder-saved',
    })
    expect(parseStoredKey('storefront:KFC:draft:checkout')).toEqual({ scope: 'KFC', name: 'draft:checkout' })
    expect(parseStoredKey('storefront:analytics')).toBeUndefined()
    expect(parseStoredKey('storefront:KFC:')).toBeUndefined()
  })
})

describe('the presenter’s reset: what it says it cleared', () => {
  it('counts cart items, orders, sign-ins, saved answers and events, and leaves bookkeeping out', () => {
    const cleared = [
      {
        name: 'cart',
        value: [
          { slug: 'a', quantity: 1 },
          { slug: 'b', quantity: 1 },
        ],
      },
      { name: 'cart-id', value: 'cart-1' },
      { name: 'orders', value: [{ id: 'o1' }] },
      { name: 'orders-tracked', value: ['o1'] },
      { name: 'user', value: { userId: 'user-1' } },
    ]
    expect(resetSummary('KFC', cleared, 14)).toBe(
      'Cleared KFC: cart (2 items), 1 order, sign-in, 14 events and the analytics identity.',
    )
  })

  it('sums over brands, counts what new features stored as saved answers, and names an empty cart not at all', () => {
    const cleared = [
      { name: 'cart', value: [{ slug: 'a', quantity: 3 }] },
      { name: 'cart', value: [{ slug: 'b', quantity: 1 }] },
      { name: 'cart', value: [] },
      { name: 'orders', value: [{ id: 'o1' }, { id: 'o2' }] },
      { name: 'user', value: { userId: 'user-1' } },
      { name: 'user', value: { userId: 'user-2' } },
      { name: 'checkout-draft', value: { name: 'Ada' } },
      { name: 'reviews', value: [{ id: 'r1' }, { id: 'r2' }] },
      { name: 'journey', value: null },
    ]
    expect(resetSummary('all brands', cleared, 1)).toBe(
      'Cleared all brands: 2 carts (4 items), 2 orders, 2 sign-ins, 3 saved answers, 1 event and the analytics identity.',
    )
    expect(resetSummary('avis', [], 0)).toBe('Cleared avis: 0 events and the analytics identity.')
  })
})

describe('events carry the brand they came from', () => {
  const event = (id: string, scope?: string): EventRecord => ({
    id,
    label: 'page',
    type: 'page',
    data: {},
    at: '2025-01-01T00:00:00.000Z',
    status: 'sent',
    ...(scope ? { scope } : {}),
  })
  const events = [event('1', 'KFC'), event('2', 'avis'), event('3', 'KFC'), event('4')]

  it('shows a brand its own events, and every event when asked for all', () => {
    expect(events.filter((e) => belongsTo(e, 'KFC')).map((e) => e.id)).toEqual(['1', '3'])
    expect(events.filter((e) => belongsTo(e, 'avis')).map((e) => e.id)).toEqual(['2'])
    expect(events.filter((e) => belongsTo(e, null)).map((e) => e.id)).toEqual(['1', '2', '3', '4'])
  })

  it('counts each brand’s events for the toggle; an event from before events had a brand counts for none', () => {
    expect(eventCounts(events)).toEqual({ KFC: 2, avis: 1 })
  })

  it('keeps the scope of a call an earlier page stored, and still reads one stored without it', () => {
    const call = { method: 'track', args: ['Signed In', null], href: 'http://x/avis', referrer: '', title: 't', at: 'now' }
    expect(storedCalls(JSON.stringify([{ ...call, scope: 'avis' }, call, { ...call, scope: 7 }]))).toEqual([
      { ...call, scope: 'avis' },
      call,
    ])
  })
})
