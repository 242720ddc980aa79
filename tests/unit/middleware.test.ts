// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Payload } from '../../brand/payload.ts'
import { runMiddleware } from '../../renderer/client/middleware.ts'

const payload = (middleware: string[], path = '/KFC/shop/checkout'): Payload =>
  ({
    route: { path, feature: 'checkout', layout: 'shop', scope: 'KFC', middleware },
    brand: { nav: [{ label: 'Account', href: '/KFC/shop/account' }] },
  }) as unknown as Payload

afterEach(() => vi.unstubAllGlobals())

describe('route middleware', () => {
  it('reports a middleware that does not exist with the catalogue message', () => {
    expect(runMiddleware(payload(['paywall']))).toEqual({ error: 'Unknown route middleware: paywall' })
  })

  it('sends a visitor who is not signed in from an auth page to the account page, and lets a signed-in one through', () => {
    const items = new Map<string, string>()
    vi.stubGlobal('localStorage', { getItem: (k: string) => items.get(k) ?? null })
    expect(runMiddleware(payload(['auth']))).toEqual({ redirect: '/KFC/shop/account?next=%2FKFC%2Fshop%2Fcheckout' })
    items.set('storefront:KFC:user', '{"id":"u1"}')
    expect(runMiddleware(payload(['auth']))).toBeNull()
  })

  it('does nothing for pages without middleware', () => {
    expect(runMiddleware(payload([]))).toBeNull()
  })
})
