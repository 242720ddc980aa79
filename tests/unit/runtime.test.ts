import { describe, expect, it } from 'vitest'
import { claimReload, maxReloadsPerPath, reloadGuardKey } from '../../renderer/client/reloadGuard.ts'
import { type BuildManifest, buildRules, isBuildManifest } from '../../routing/buildRules.ts'

function memoryStorage() {
  const items = new Map<string, string>()
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items }
}

describe('reload guard', () => {
  it('allows one load per path within 10 s, then allows it again', () => {
    const storage = memoryStorage()
    expect(claimReload('/KFC/shop/cart', storage, 1_000)).toBe(true)
    expect(claimReload('/KFC/shop/cart', storage, 5_000)).toBe(false)
    expect(claimReload('/KFC/shop/cart', storage, 10_999)).toBe(false)
    expect(claimReload('/KFC/shop/cart', storage, 11_001)).toBe(true)
  })

  it('stops a load-and-fail cycle slower than 10 s after 3 loads of the path', () => {
    const storage = memoryStorage()
    const minute = 60_000
    const allowed = [0, 1, 2, 3, 4].map((n) => claimReload('/KFC/account', storage, n * minute))
    expect(allowed).toEqual([true, true, true, false, false])
    expect(maxReloadsPerPath).toBe(3)
  })

  it('counts each path on its own', () => {
    const storage = memoryStorage()
    expect(claimReload('/a', storage, 0)).toBe(true)
    expect(claimReload('/b', storage, 1)).toBe(true)
    expect(claimReload('/a', storage, 2)).toBe(false)
    expect(JSON.parse(storage.items.get(reloadGuardKey) as string)).toEqual({
      '/a': { count: 1, last: 0 },
      '/b': { count: 1, last: 1 },
    })
  })

  it('drops stored entries of the wrong shape one by one, and treats paths named like prototype members as paths', () => {
    const storage = memoryStorage()
    storage.setItem(
      reloadGuardKey,
      JSON.stringify({ '/a': { count: 'x' }, '/b': null, '/c': { count: 3, last: 0 }, __proto__: 1 }),
    )
    expect(claimReload('/a', storage, 100_000)).toBe(true)
    expect(claimReload('/c', storage, 100_000)).toBe(false)
    expect(claimReload('constructor', storage, 100_000)).toBe(true)
    expect(claimReload('__proto__', storage, 100_000)).toBe(true)
    expect(claimReload('__proto__', storage, 200_000)).toBe(true)
  })

  it('starts counting afresh over stored garbage when the storage works', () => {
    const storage = memoryStorage()
    storage.setItem(reloadGuardKey, '{not json')
    expect(claimReload('/a', storage, 0)).toBe(true)
    expect(claimReload('/a', storage, 1)).toBe(false)
  })

  it('refuses every load when storage keeps nothing or throws', () => {
    const keepsNothing = { getItem: () => '{not json', setItem: () => undefined }
    expect(claimReload('/a', keepsNothing, 0)).toBe(false)
    const throwing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota')
      },
    }
    expect(claimReload('/a', throwing, 0)).toBe(false)
  })
})

describe('route rules of a build manifest', () => {
  const manifest: BuildManifest = {
    id: 'abc',
    timestamp: 1,
    matcher: { static: { '/KFC/shop': { prerender: true }, '/KFC/menu': { redirect: '/KFC/shop' } } },
    prerendered: ['/', '/KFC/shop', '/KFC/shop/landing/summer/lemonade-deals'],
  }
  const rules = buildRules(manifest)

  it('resolves prerendered pages case-insensitively and without a trailing slash', () => {
    expect(rules.match('/kfc/SHOP/')).toEqual({ kind: 'page', path: '/KFC/shop' })
    expect(rules.match('/kfc/shop/landing/Summer/lemonade-deals')).toEqual({
      kind: 'page',
      path: '/KFC/shop/landing/summer/lemonade-deals',
    })
    expect(rules.match('/')).toEqual({ kind: 'page', path: '/' })
  })

  it('applies redirect rules and reports misses', () => {
    expect(rules.match('/KFC/Menu')).toEqual({ kind: 'redirect', to: '/KFC/shop' })
    expect(rules.match('/KFC/nope')).toEqual({ kind: 'none' })
  })

  it('accepts only real manifests', () => {
    expect(isBuildManifest(manifest)).toBe(true)
    expect(isBuildManifest({ id: 'x' })).toBe(false)
    expect(isBuildManifest('<html>')).toBe(false)
    expect(isBuildManifest(null)).toBe(false)
  })
})
