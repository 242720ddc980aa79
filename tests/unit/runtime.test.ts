import { describe, expect, it } from 'vitest'
import { claimReload, reloadGuardKey } from '../../renderer/client/reloadGuard.ts'
import { type BuildManifest, buildRules, isBuildManifest } from '../../routing/buildRules.ts'

function memoryStorage() {
  const items = new Map<string, string>()
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items }
}

describe('reload guard', () => {
  it('allows one reload per path within the lifetime, then allows it again', () => {
    const storage = memoryStorage()
    expect(claimReload('/KFC/shop/cart', storage, 1_000)).toBe(true)
    expect(claimReload('/KFC/shop/cart', storage, 5_000)).toBe(false)
    expect(claimReload('/KFC/shop/cart', storage, 10_999)).toBe(false)
    expect(claimReload('/KFC/shop/cart', storage, 11_001)).toBe(true)
  })

  it('keys the guard by path', () => {
    const storage = memoryStorage()
    expect(claimReload('/a', storage, 0)).toBe(true)
    expect(claimReload('/b', storage, 1)).toBe(true)
    expect(JSON.parse(storage.items.get(reloadGuardKey) as string)).toEqual({ path: '/b', expires: 10_001 })
  })

  it('refuses to reload when storage is unusable or holds garbage', () => {
    const broken = { getItem: () => '{not json', setItem: () => undefined }
    expect(claimReload('/a', broken, 0)).toBe(false)
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
